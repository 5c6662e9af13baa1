CREATE TABLE "login_throttle" (
	"account" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "addresses_user_idx";--> statement-breakpoint
DROP INDEX "invoices_user_idx";--> statement-breakpoint
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_pkey";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
UPDATE "tokens" SET "family_id" = "token_hash";--> statement-breakpoint
ALTER TABLE "tokens" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "cancelled_by" = CASE WHEN "cancel_reason" LIKE '%系统自动取消' THEN 'timeout' WHEN "cancel_reason" = '售后退款，订单关闭' THEN 'after_sales' ELSE 'buyer' END WHERE "status" = 'CANCELLED';--> statement-breakpoint
CREATE INDEX "tokens_family_idx" ON "tokens" USING btree ("family_id");