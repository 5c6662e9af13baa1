ALTER TABLE "finance_scales" DROP CONSTRAINT "finance_scales_pkey";--> statement-breakpoint
ALTER TABLE "finance_scales" RENAME COLUMN "updated_at" TO "effective_at";--> statement-breakpoint
UPDATE "finance_scales" SET "effective_at" = 0;--> statement-breakpoint
ALTER TABLE "finance_scales" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_scales" ADD COLUMN "set_by" text;--> statement-breakpoint
CREATE INDEX "finance_scales_shop_idx" ON "finance_scales" USING btree ("shop_id","effective_at","id");--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL
);
