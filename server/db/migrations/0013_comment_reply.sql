ALTER TABLE "goods_comments" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD COLUMN "replied_at" bigint;