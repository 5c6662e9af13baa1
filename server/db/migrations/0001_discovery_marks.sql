CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"pic_url" text NOT NULL,
	"keyword" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_collects" (
	"user_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "goods_collects_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"goods_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "goods_comments_rating_check" CHECK ("goods_comments"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shop_focus" (
	"user_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "shop_focus_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "user_tracks" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"goods_id" text NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	"tracked_at" bigint NOT NULL,
	CONSTRAINT "user_tracks_user_id_kind_goods_id_pk" PRIMARY KEY("user_id","kind","goods_id")
);
--> statement-breakpoint
ALTER TABLE "goods_collects" ADD CONSTRAINT "goods_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collects" ADD CONSTRAINT "goods_collects_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_focus" ADD CONSTRAINT "shop_focus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_focus" ADD CONSTRAINT "shop_focus_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tracks" ADD CONSTRAINT "user_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tracks" ADD CONSTRAINT "user_tracks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_collects_user_idx" ON "goods_collects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_comments_shop_idx" ON "goods_comments" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_comments_goods_idx" ON "goods_comments" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "shop_focus_user_idx" ON "shop_focus" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_tracks_recent_idx" ON "user_tracks" USING btree ("user_id","kind","tracked_at");