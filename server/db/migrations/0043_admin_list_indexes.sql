-- Issue 30 and decision 032: every filter and sort of the administrator's lists (users, shops, goods, withdrawals),
-- a shop's own goods, a shop page's goods and a buyer's orders is served by an index, so none reads a big table whole.
-- Users, newest first: all of them, the banned ones, the deleted ones (the two rare states have their own small index).
CREATE INDEX "users_recent_idx" ON "users" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("created_at", "id") WHERE "banned" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("created_at", "id") WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
-- The administrator's user search: any part of the phone, the user number or the name, from their 1- and 2-character
-- pieces in one GIN (decision 028's pieces; a hit is rechecked on each column).
CREATE INDEX "users_search_grams_idx" ON "users" USING gin ((
  "starq_search_grams"("phone") || "starq_search_grams"("users_no") || "starq_search_grams"("name")));--> statement-breakpoint
-- The administrator's shop search: part of the name (shops_name_grams_idx) or of the shop number.
CREATE INDEX "shops_no_grams_idx" ON "shops" USING gin ("starq_search_grams"("shop_no"));--> statement-breakpoint
-- Goods by name among all rows, on the shelf or not: the administrator's and a shop owner's lists (search keeps the
-- smaller on-shelf goods_name_grams_idx).
CREATE INDEX "goods_all_name_grams_idx" ON "goods" USING gin ("name_grams");--> statement-breakpoint
-- A shop's goods, newest change first (the owner's list, the administrator's list of one shop, a shop page's 综合),
-- and a shop page's 销量 and 价格 tabs over its on-shelf goods.
CREATE INDEX "goods_shop_recent_idx" ON "goods" USING btree ("shop_id", "updated_at" DESC, "id");--> statement-breakpoint
CREATE INDEX "goods_shop_sales_idx" ON "goods" USING btree ("shop_id", "sales" DESC, "id") WHERE "on_shelf";--> statement-breakpoint
CREATE INDEX "goods_shop_price_idx" ON "goods" USING btree ("shop_id", "sale_price", "id") WHERE "on_shelf";--> statement-breakpoint
-- The shop_id prefix of goods_shop_recent_idx serves every lookup the old one-column index did.
DROP INDEX IF EXISTS "goods_shop_idx";--> statement-breakpoint
-- The administrator's goods list walks goods_checkpoint_idx backwards (newest change first); its 已下架 and 平台下架
-- filters (off-shelf goods are few) have their own index.
CREATE INDEX "goods_off_shelf_idx" ON "goods" USING btree ("updated_at" DESC, "id") WHERE NOT "on_shelf";--> statement-breakpoint
CREATE INDEX "goods_platform_off_idx" ON "goods" USING btree ("updated_at" DESC, "id")
  WHERE NOT "on_shelf" AND "extra"->>'offShelfBy' = 'platform';--> statement-breakpoint
-- A buyer's orders, newest first (the id breaks ties, as the list orders), and one status tab of them.
DROP INDEX IF EXISTS "orders_user_idx";--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id", "status", "created_at", "id") WHERE NOT "deleted_by_user";--> statement-breakpoint
-- The administrator's home: orders paid today.
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- Withdrawals for review (提现审核), newest first, all or of one status.
DROP INDEX IF EXISTS "withdrawals_status_idx";--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "withdrawals_recent_idx" ON "withdrawals" USING btree ("created_at", "id");
