CREATE SEQUENCE "public"."collectible_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;
--> statement-breakpoint
CREATE TABLE "collectibles" (
	"id" text PRIMARY KEY NOT NULL,
	"serial" bigint NOT NULL,
	"chain_no" text NOT NULL,
	"goods_id" text NOT NULL,
	"order_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"status" text DEFAULT 'OWNED' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"hold_id" text,
	"trade_id" text,
	"certificate" text NOT NULL,
	"minted_at" bigint NOT NULL,
	"acquired_at" bigint NOT NULL,
	"listed_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "collectibles_lock_check" CHECK (("status" = 'LOCKED') = ("trade_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collectibles_chain_no_idx" ON "collectibles" USING btree ("chain_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "collectibles_order_serial_idx" ON "collectibles" USING btree ("order_id","serial");
--> statement-breakpoint
CREATE INDEX "collectibles_owner_idx" ON "collectibles" USING btree ("owner_id","acquired_at");
--> statement-breakpoint
CREATE INDEX "collectibles_goods_status_idx" ON "collectibles" USING btree ("goods_id","status");
--> statement-breakpoint
CREATE TABLE "collectible_trades" (
	"id" text PRIMARY KEY NOT NULL,
	"collectible_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"price" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'AWAITING_PAY' NOT NULL,
	"deadline" bigint NOT NULL,
	"paid_at" bigint,
	"ended_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collectible_trades_one_active_idx" ON "collectible_trades" USING btree ("collectible_id") WHERE "status" IN ('AWAITING_PAY', 'PAID');
--> statement-breakpoint
CREATE INDEX "collectible_trades_seller_idx" ON "collectible_trades" USING btree ("seller_id","created_at");
--> statement-breakpoint
CREATE INDEX "collectible_trades_buyer_idx" ON "collectible_trades" USING btree ("buyer_id","created_at");
--> statement-breakpoint
CREATE TABLE "collectible_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"collectible_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_id" text,
	"to_id" text NOT NULL,
	"trade_id" text,
	"price" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collectible_transfers_trade_idx" ON "collectible_transfers" USING btree ("trade_id");
--> statement-breakpoint
CREATE INDEX "collectible_transfers_collectible_idx" ON "collectible_transfers" USING btree ("collectible_id","created_at");
--> statement-breakpoint
CREATE INDEX "collectible_transfers_from_idx" ON "collectible_transfers" USING btree ("from_id","created_at");
--> statement-breakpoint
CREATE INDEX "collectible_transfers_to_idx" ON "collectible_transfers" USING btree ("to_id","created_at");
