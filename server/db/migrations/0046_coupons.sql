-- Issue 32: coupons (src/domain/coupons.ts; docs/decisions/034-coupons.md). Templates as issued, claimed coupons, the
-- per-user claim counter, and each coupon's share of the orders it lowered.
CREATE TABLE "coupon_templates" (
  "id" text PRIMARY KEY NOT NULL,
  "shop_id" text DEFAULT '' NOT NULL,
  "scope" text NOT NULL,
  "goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "kind" text NOT NULL,
  "name" text NOT NULL,
  "threshold" integer DEFAULT 0 NOT NULL,
  "amount" integer DEFAULT 0 NOT NULL,
  "rate" integer DEFAULT 0 NOT NULL,
  "cap" integer DEFAULT 0 NOT NULL,
  "valid_from" bigint,
  "valid_to" bigint,
  "valid_days" integer DEFAULT 0 NOT NULL,
  "total" integer NOT NULL,
  "per_user" integer DEFAULT 1 NOT NULL,
  "new_user" boolean DEFAULT false NOT NULL,
  "status" text DEFAULT 'ISSUING' NOT NULL,
  "claimed" integer DEFAULT 0 NOT NULL,
  "used" integer DEFAULT 0 NOT NULL,
  "discount_given" integer DEFAULT 0 NOT NULL,
  "created_by" text NOT NULL,
  "created_at" bigint NOT NULL,
  "updated_at" bigint NOT NULL,
  CONSTRAINT "coupon_templates_claimed_check" CHECK ("claimed" >= 0 AND "claimed" <= "total")
);--> statement-breakpoint
CREATE INDEX "coupon_templates_issuing_idx" ON "coupon_templates" ("status", "created_at");--> statement-breakpoint
CREATE INDEX "coupon_templates_shop_idx" ON "coupon_templates" ("shop_id", "created_at");--> statement-breakpoint
CREATE TABLE "coupons" (
  "id" text PRIMARY KEY NOT NULL,
  "template_id" text NOT NULL REFERENCES "coupon_templates"("id"),
  "user_id" text NOT NULL,
  "status" text DEFAULT 'UNUSED' NOT NULL,
  "valid_from" bigint NOT NULL,
  "valid_to" bigint NOT NULL,
  "checkout_id" text,
  "used_at" bigint,
  "discount" integer DEFAULT 0 NOT NULL,
  "claimed_at" bigint NOT NULL,
  "updated_at" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" ("user_id", "status", "claimed_at");--> statement-breakpoint
CREATE INDEX "coupons_pull_idx" ON "coupons" ("user_id", "updated_at", "id");--> statement-breakpoint
CREATE INDEX "coupons_template_idx" ON "coupons" ("template_id");--> statement-breakpoint
CREATE TABLE "coupon_claims" (
  "template_id" text NOT NULL,
  "user_id" text NOT NULL,
  "count" integer NOT NULL,
  PRIMARY KEY ("template_id", "user_id")
);--> statement-breakpoint
CREATE TABLE "order_coupons" (
  "order_id" text NOT NULL,
  "coupon_id" text NOT NULL,
  "discount" integer NOT NULL,
  "platform" boolean NOT NULL,
  PRIMARY KEY ("order_id", "coupon_id")
);--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_idx" ON "order_coupons" ("coupon_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_subsidy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "platform_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "line_id" integer;
--> statement-breakpoint
-- The 会员中心 perks promised monthly coupons nothing gave (issue 32): they now say what is true, coupons from 领券中心.
UPDATE "member_ranks" SET "perks" = '["领券中心领取满99减5元平台券","专属客服通道"]'::jsonb WHERE "perks" @> '["每月1张满99减5元券"]'::jsonb;--> statement-breakpoint
UPDATE "member_ranks" SET "perks" = '["领券中心领取平台优惠券","退货运费补贴","新品优先购"]'::jsonb WHERE "perks" @> '["每月2张满199减15元券"]'::jsonb;--> statement-breakpoint
UPDATE "member_ranks" SET "perks" = '["领券中心领取平台优惠券","极速退款","线下活动邀请"]'::jsonb WHERE "perks" @> '["每月3张满299减30元券"]'::jsonb;--> statement-breakpoint
UPDATE "member_ranks" SET "perks" = '["领券中心领取平台优惠券","一对一专属顾问","年度会员礼盒"]'::jsonb WHERE "perks" @> '["每月5张满499减60元券"]'::jsonb;
