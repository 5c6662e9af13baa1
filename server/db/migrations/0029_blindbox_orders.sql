CREATE TABLE "blind_box_goods" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"box_id" text NOT NULL,
	CONSTRAINT "blind_box_goods_box_id_unique" UNIQUE("box_id")
);
--> statement-breakpoint
CREATE TABLE "blind_box_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"box_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"version" integer NOT NULL,
	"price" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blind_box_draws" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"box_id" text NOT NULL,
	"version" integer NOT NULL,
	"random_value" integer NOT NULL,
	"random_range" integer NOT NULL,
	"item_goods_id" text NOT NULL,
	"item_name" text NOT NULL,
	"item_img" text NOT NULL,
	"item_value_fen" integer NOT NULL,
	"guaranteed" boolean NOT NULL,
	"draw_no" integer NOT NULL,
	"drawn_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blind_box_buyers" (
	"box_id" text NOT NULL,
	"user_id" text NOT NULL,
	"drawn" integer DEFAULT 0 NOT NULL,
	"since_guarantee" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blind_box_buyers_box_id_user_id_pk" PRIMARY KEY("box_id","user_id"),
	CONSTRAINT "blind_box_buyers_drawn_check" CHECK ("drawn" >= 0 AND "since_guarantee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blind_box_goods" ADD CONSTRAINT "blind_box_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_goods" ADD CONSTRAINT "blind_box_goods_box_id_blind_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."blind_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blind_box_orders_user_idx" ON "blind_box_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "blind_box_draws_user_idx" ON "blind_box_draws" USING btree ("user_id","drawn_at");
