ALTER TABLE "auction_lots" ADD COLUMN "box_id" text;
--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "box_version" integer;
--> statement-breakpoint
CREATE TABLE "auction_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"price" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"order_id" text,
	"created_at" bigint NOT NULL,
	"decided_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "auction_offers_status_check" CHECK ("status" IN ('PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN')),
	CONSTRAINT "auction_offers_price_check" CHECK ("price" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auction_offers_one_pending_idx" ON "auction_offers" USING btree ("user_id","goods_id") WHERE "status" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "auction_offers_shop_idx" ON "auction_offers" USING btree ("shop_id","created_at");
--> statement-breakpoint
CREATE INDEX "auction_offers_user_idx" ON "auction_offers" USING btree ("user_id","created_at");
