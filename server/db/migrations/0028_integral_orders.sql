CREATE TABLE "integral_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"num" integer NOT NULL,
	"points" integer NOT NULL,
	"paid_at" bigint,
	"refunded_at" bigint,
	"created_at" bigint NOT NULL,
	CONSTRAINT "integral_orders_points_check" CHECK ("points" > 0)
);
--> statement-breakpoint
CREATE INDEX "integral_orders_user_idx" ON "integral_orders" USING btree ("user_id","created_at");
