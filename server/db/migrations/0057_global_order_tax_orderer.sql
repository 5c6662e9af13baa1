-- Issue 34.12 (decision 037): an order of 海外直邮 goods carries its 税费 (total includes it) and its 订购人, whose name
-- and ID number are sealed at rest as real names are (server/security/sealed.ts) and shown masked.
ALTER TABLE "orders" ADD COLUMN "tax_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_name_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_id_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Issue 34.13: an ended live room may keep its recording (回放), a video of the media service.
ALTER TABLE "live_shows" ADD COLUMN "replay_media_id" text REFERENCES "media"("id");--> statement-breakpoint
-- Issue 34: an order's summary now says whether a group goods was bought in a group or alone (order-read.ts); orders of
-- group goods are touched so every device pulls them again with it (decision 003).
UPDATE "orders" AS "o" SET "updated_at" = greatest("o"."updated_at", (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
WHERE EXISTS (SELECT 1 FROM "order_lines" AS "l" JOIN "goods" AS "g" ON "g"."id" = "l"."goods_id" WHERE "l"."order_id" = "o"."id" AND "g"."kind" = 'group');
