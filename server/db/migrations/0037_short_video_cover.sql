ALTER TABLE "short_videos" ADD COLUMN "cover_ms" integer;
