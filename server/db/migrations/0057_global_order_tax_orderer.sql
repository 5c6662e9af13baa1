-- Issue 34.12 (decision 037): an order of 海外直邮 goods carries its 税费 (total includes it) and its 订购人, whose name
-- and ID number are sealed at rest as real names are (server/security/sealed.ts) and shown masked.
ALTER TABLE "orders" ADD COLUMN "tax_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_name_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_id_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_masked" text DEFAULT '' NOT NULL;
