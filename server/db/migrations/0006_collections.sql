-- Hand-edited: existing rows take their search time as their first update time, then the column becomes NOT NULL.
ALTER TABLE "search_keywords" ADD COLUMN "updated_at" bigint;--> statement-breakpoint
UPDATE "search_keywords" SET "updated_at" = "searched_at";--> statement-breakpoint
ALTER TABLE "search_keywords" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "deleted_at" bigint;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "deleted_at" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deleted_at" bigint;--> statement-breakpoint
CREATE INDEX "search_keywords_pull_idx" ON "search_keywords" USING btree ("user_id","updated_at","keyword");--> statement-breakpoint
CREATE INDEX "addresses_pull_idx" ON "addresses" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "invoices_pull_idx" ON "invoices" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_pull_idx" ON "orders" USING btree ("user_id","updated_at","id");