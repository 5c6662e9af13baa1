CREATE TABLE "group_buys" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"leader_id" text NOT NULL,
	"size" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"deadline" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"ended_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "group_buys_seats_check" CHECK ("seats_taken" >= 0 AND "seats_taken" <= "size" AND "paid_count" >= 0 AND "paid_count" <= "size")
);
--> statement-breakpoint
ALTER TABLE "group_buys" ADD CONSTRAINT "group_buys_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "group_buys_goods_idx" ON "group_buys" USING btree ("goods_id","status","deadline");
--> statement-breakpoint
CREATE INDEX "group_buys_open_idx" ON "group_buys" USING btree ("status","deadline");
--> statement-breakpoint
CREATE TABLE "group_members" (
	"order_id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"joined_at" bigint NOT NULL,
	"paid_at" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_group_buys_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_buys"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_one_seat_idx" ON "group_members" USING btree ("group_id","user_id") WHERE "status" <> 'RELEASED';
--> statement-breakpoint
CREATE INDEX "group_members_group_idx" ON "group_members" USING btree ("group_id","joined_at");
--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","joined_at");
