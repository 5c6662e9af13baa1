CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"goods_id" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"user_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"num" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "cart_lines_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"class_id" text NOT NULL,
	"name" text NOT NULL,
	"img" text NOT NULL,
	"imgs" jsonb NOT NULL,
	"video" text,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"sale_price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"creator" text NOT NULL,
	"age" text NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"cover" text NOT NULL,
	"level" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"word" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"call_name" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_no" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"fans" integer,
	"location1" text,
	"location2" text,
	"location3" text,
	"location_name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"rank_name" text DEFAULT '' NOT NULL,
	"rank_logo" text DEFAULT '' NOT NULL,
	"is_zfm" integer DEFAULT 0 NOT NULL,
	"owner_user_id" text,
	"banned" boolean DEFAULT false NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "shops_shop_no_unique" UNIQUE("shop_no")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"send_type" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"shop_id" text,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"users_no" text NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"users_pid" text,
	"shop_id" text,
	"plat_company_id" text,
	"location_id" text,
	"location_name" text,
	"banned" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "users_users_no_unique" UNIQUE("users_no"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_checkpoint_idx" ON "goods" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "goods_class_idx" ON "goods" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "goods_kind_idx" ON "goods" USING btree ("kind","sale_price");--> statement-breakpoint
CREATE INDEX "goods_classes_pid_idx" ON "goods_classes" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_words_sort_idx" ON "hot_words" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");