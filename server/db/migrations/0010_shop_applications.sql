CREATE TABLE "shop_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enter_type" text NOT NULL,
	"shop_name" text NOT NULL,
	"logo" text NOT NULL,
	"class_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text NOT NULL,
	"region_name" text NOT NULL,
	"address" text NOT NULL,
	"licence_images" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"shop_id" text,
	"decided_by" text,
	"created_at" bigint NOT NULL,
	"decided_at" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_applications_status_idx" ON "shop_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_open_idx" ON "shop_applications" USING btree ("user_id") WHERE "shop_applications"."status" = 'PENDING';