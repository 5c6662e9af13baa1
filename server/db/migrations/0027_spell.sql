CREATE TABLE "spell_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"size" integer NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"seats_paid" integer DEFAULT 0 NOT NULL,
	"ends_at" bigint NOT NULL,
	"winner_entry_id" text,
	"draw_seed" text DEFAULT '' NOT NULL,
	"draw_digest" text DEFAULT '' NOT NULL,
	"drawn_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "spell_rounds_seats_check" CHECK ("seats_paid" >= 0 AND "seats_paid" <= "size")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spell_rounds_one_open_idx" ON "spell_rounds" USING btree ("goods_id") WHERE "status" = 'OPEN';
--> statement-breakpoint
CREATE INDEX "spell_rounds_goods_idx" ON "spell_rounds" USING btree ("goods_id","created_at");
--> statement-breakpoint
CREATE TABLE "spell_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"round_id" text,
	"seat_no" integer,
	"status" text DEFAULT 'UNPAID' NOT NULL,
	"price" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"paid_at" bigint,
	"settled_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spell_entries_order_idx" ON "spell_entries" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "spell_entries_seat_idx" ON "spell_entries" USING btree ("round_id","seat_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "spell_entries_one_active_idx" ON "spell_entries" USING btree ("goods_id","user_id") WHERE "status" IN ('UNPAID', 'WAITING');
--> statement-breakpoint
CREATE INDEX "spell_entries_user_idx" ON "spell_entries" USING btree ("user_id","created_at");
