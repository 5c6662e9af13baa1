-- Issue 34.12: 杭州's 下城区 and 江干区 were abolished in 2021; the region list no longer offers them (addresses keep
-- the names they were saved with). A municipality written twice in a shop's location (上海市上海市黄浦区) once.
DELETE FROM "regions" WHERE "code" IN ('330103', '330104');
--> statement-breakpoint
UPDATE "shops" SET "location_name" = regexp_replace("location_name", '^(北京市|天津市|上海市|重庆市)\1', '\1')
  WHERE "location_name" ~ '^(北京市|天津市|上海市|重庆市)\1';
