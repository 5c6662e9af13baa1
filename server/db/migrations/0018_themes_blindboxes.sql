CREATE TABLE "blind_box_versions" (
	"box_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "blind_box_versions_box_id_version_pk" PRIMARY KEY("box_id","version")
);
--> statement-breakpoint
CREATE TABLE "blind_boxes" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"theme_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"cover" text NOT NULL,
	"detail_imgs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"on_sale" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"guarantee_draws" integer,
	"guarantee_goods_id" text DEFAULT '' NOT NULL,
	"purchase_limit" integer,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"cover" text NOT NULL,
	"detail_imgs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"goods_ids" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blind_box_versions" ADD CONSTRAINT "blind_box_versions_box_id_blind_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."blind_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_boxes" ADD CONSTRAINT "blind_boxes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blind_boxes_shop_idx" ON "blind_boxes" USING btree ("shop_id","updated_at");--> statement-breakpoint
CREATE INDEX "themes_shop_idx" ON "themes" USING btree ("shop_id","updated_at");
