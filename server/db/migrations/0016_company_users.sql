ALTER TABLE "users" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" bigint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "shop_ban_hold" boolean DEFAULT false NOT NULL;
