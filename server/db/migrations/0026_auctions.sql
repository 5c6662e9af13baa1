CREATE TABLE "auction_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"title" text NOT NULL,
	"img" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auction_sessions_ends_idx" ON "auction_sessions" USING btree ("ends_at");
--> statement-breakpoint
CREATE TABLE "auction_lots" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"start_price" bigint NOT NULL,
	"bid_step" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"current_price" bigint NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"leader_id" text,
	"leader_max" bigint DEFAULT 0 NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"original_ends_at" bigint NOT NULL,
	"extend_ms" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"order_id" text,
	"pay_deadline" bigint,
	"closed_at" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auction_lots_session_idx" ON "auction_lots" USING btree ("session_id");
--> statement-breakpoint
CREATE INDEX "auction_lots_goods_idx" ON "auction_lots" USING btree ("goods_id","ends_at");
--> statement-breakpoint
CREATE INDEX "auction_lots_order_idx" ON "auction_lots" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" text NOT NULL,
	"seq" integer NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_lot_seq_idx" ON "auction_bids" USING btree ("lot_id","seq");
--> statement-breakpoint
CREATE TABLE "auction_deposits" (
	"lot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"hold_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"max_bid" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"settled_at" bigint,
	CONSTRAINT "auction_deposits_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "auction_deposits_user_idx" ON "auction_deposits" USING btree ("user_id","created_at");
