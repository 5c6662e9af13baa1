-- Issue 30 and decision 028: goods search from an index, and the on-shelf count kept by the database.
-- The distinct 1- and 2-character pieces of lower(text): a GIN index over them serves any substring query of 1, 2 or
-- more characters (Chinese words are mostly 1 or 2 characters, which trigrams cannot serve).
CREATE FUNCTION "starq_search_grams"("value" text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT "gram"), '{}'::text[]) FROM (
    SELECT substr(lower("value"), i, 1) AS "gram" FROM generate_series(1, char_length("value")) AS i
    UNION ALL
    SELECT substr(lower("value"), i, 2) FROM generate_series(1, char_length("value") - 1) AS i
  ) AS "pieces"
$$;--> statement-breakpoint
-- The pieces a keyword's matches must all hold: its one character, or every 2-character piece of a longer keyword.
CREATE FUNCTION "starq_keyword_grams"("keyword" text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length("keyword") = 1 THEN ARRAY[lower("keyword")] ELSE (
    SELECT coalesce(array_agg(DISTINCT substr(lower("keyword"), i, 2)), '{}'::text[])
    FROM generate_series(1, char_length("keyword") - 1) AS i
  ) END
$$;--> statement-breakpoint
-- Stored, not only indexed: a search ORs the name with the shop, category and kind, so PostgreSQL rechecks each hit's
-- row, and reading the pieces is far cheaper than computing them again. The Drizzle schema leaves the column out, so
-- no select reads it.
ALTER TABLE "goods" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS ("starq_search_grams"("name")) STORED;--> statement-breakpoint
CREATE INDEX "goods_name_grams_idx" ON "goods" USING gin ("name_grams") WHERE "on_shelf";--> statement-breakpoint
CREATE INDEX "shops_name_grams_idx" ON "shops" USING gin ("starq_search_grams"("name"));--> statement-breakpoint
-- Best sellers: ORDER BY sales DESC (nulls first, PostgreSQL's default for DESC), id; the old index was NULLS LAST and
-- no list's order matched it.
DROP INDEX IF EXISTS "goods_sales_idx";--> statement-breakpoint
CREATE INDEX "goods_shelf_sales_idx" ON "goods" USING btree ("sales" DESC NULLS FIRST, "id") WHERE "on_shelf";--> statement-breakpoint
-- On-shelf goods per kind, kept by statement triggers (one update per statement and kind, none when nothing moved),
-- so a list's total never counts the catalogue.
CREATE TABLE "goods_shelf_counts" (
  "kind" text PRIMARY KEY NOT NULL,
  "n" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "goods_shelf_counts" ("kind", "n") SELECT "kind", count(*) FROM "goods" WHERE "on_shelf" GROUP BY "kind";--> statement-breakpoint
CREATE FUNCTION "starq_goods_shelf_apply"("moved" bigint, "goods_kind" text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "goods_shelf_counts" ("kind", "n") VALUES ("goods_kind", "moved")
  ON CONFLICT ("kind") DO UPDATE SET "n" = "goods_shelf_counts"."n" + excluded."n"
$$;--> statement-breakpoint
CREATE FUNCTION "starq_goods_shelf_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "starq_goods_shelf_apply"(d."n", d."kind") FROM (
    SELECT "kind", count(*) AS "n" FROM "new_goods" WHERE "on_shelf" GROUP BY "kind"
  ) AS d;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "starq_goods_shelf_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "starq_goods_shelf_apply"(-d."n", d."kind") FROM (
    SELECT "kind", count(*) AS "n" FROM "old_goods" WHERE "on_shelf" GROUP BY "kind"
  ) AS d;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "starq_goods_shelf_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "starq_goods_shelf_apply"(d."n", d."kind") FROM (
    SELECT "kind", sum("n") AS "n" FROM (
      SELECT "kind", 1 AS "n" FROM "new_goods" WHERE "on_shelf"
      UNION ALL
      SELECT "kind", -1 FROM "old_goods" WHERE "on_shelf"
    ) AS moves GROUP BY "kind"
  ) AS d WHERE d."n" <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "starq_goods_shelf_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "goods_shelf_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_shelf_insert" AFTER INSERT ON "goods" REFERENCING NEW TABLE AS "new_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "starq_goods_shelf_insert"();--> statement-breakpoint
CREATE TRIGGER "goods_shelf_delete" AFTER DELETE ON "goods" REFERENCING OLD TABLE AS "old_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "starq_goods_shelf_delete"();--> statement-breakpoint
CREATE TRIGGER "goods_shelf_update" AFTER UPDATE ON "goods" REFERENCING OLD TABLE AS "old_goods" NEW TABLE AS "new_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "starq_goods_shelf_update"();--> statement-breakpoint
CREATE TRIGGER "goods_shelf_truncate" AFTER TRUNCATE ON "goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "starq_goods_shelf_truncate"();
