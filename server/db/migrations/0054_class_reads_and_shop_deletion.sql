-- Issue 34: getSecondGoodsClassRecommondList reads each class's best sellers as a short walk of this index (LIMIT a
-- few per class), not a sort of every goods in the class; selplathomepageinfo finds the platform's own shops here.
CREATE INDEX "goods_class_sales_idx" ON "goods" USING btree ("class_id", "sales" DESC NULLS FIRST, "id") WHERE "on_shelf";--> statement-breakpoint
CREATE INDEX "shops_own_fans_idx" ON "shops" USING btree ("fans" DESC NULLS LAST, "id") WHERE "is_zfm" = 1 AND NOT "banned";--> statement-breakpoint
-- Issue 34: the administrator's shop deletion keeps the row (its orders and ledger rows point at it) and marks it.
ALTER TABLE "shops" ADD COLUMN "deleted_at" bigint;
