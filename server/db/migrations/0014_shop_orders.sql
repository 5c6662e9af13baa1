ALTER TABLE "after_sales" ADD COLUMN "redelivery_express_company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "redelivery_express_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_shop_pull_idx" ON "orders" USING btree ("shop_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_shop_pull_idx" ON "after_sales" USING btree ("shop_id","updated_at","id");
