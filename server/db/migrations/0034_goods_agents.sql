CREATE TABLE "goods_agent_modes" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "goods_agent_modes_rate_check" CHECK ("rate_bp" BETWEEN 1 AND 3000)
);
--> statement-breakpoint
CREATE INDEX "goods_agent_modes_open_idx" ON "goods_agent_modes" USING btree ("open","updated_at");
--> statement-breakpoint
CREATE TABLE "goods_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "goods_agents_status_check" CHECK ("status" IN ('ACTIVE', 'PAUSED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "goods_agents_user_goods_idx" ON "goods_agents" USING btree ("user_id","goods_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_user_id" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_goods_id" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_rate_bp" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_commission" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_agent_idx" ON "orders" USING btree ("agent_user_id","agent_goods_id") WHERE "agent_user_id" IS NOT NULL;
