-- Issue 30 and decision 031: pinyin and initials find Chinese goods names (shoujike and sjk find 手机壳).
-- Pinyin is computed in Node (pinyin-pro), so a job of the one queue fills these columns (goods.pinyin), not the
-- database. The Drizzle schema leaves the columns out, so no select reads them.
ALTER TABLE "goods" ADD COLUMN "name_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- md5 of the name the pinyin was computed from: a row whose name is new or changed (by any path: the app, a bulk SQL
-- import, a migration) no longer matches it, and the partial index below holds exactly those rows for the job.
ALTER TABLE "goods" ADD COLUMN "name_pinyin_hash" uuid;--> statement-breakpoint
CREATE INDEX "goods_pinyin_stale_idx" ON "goods" USING btree ("id")
  WHERE "name_pinyin_hash" IS DISTINCT FROM md5("name")::uuid;--> statement-breakpoint
-- The same pieces as name_grams (migration 0039), over both spellings: stored for the same reason (a search ORs its
-- arms, and PostgreSQL rechecks each hit's row).
ALTER TABLE "goods" ADD COLUMN "pinyin_grams" text[]
  GENERATED ALWAYS AS ("starq_search_grams"("name_pinyin" || ' ' || "name_initials")) STORED;--> statement-breakpoint
CREATE INDEX "goods_pinyin_grams_idx" ON "goods" USING gin ("pinyin_grams") WHERE "on_shelf";
