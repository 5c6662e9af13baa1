-- Issue 34 (defect 2): an order of virtual goods only (src/domain/kind-buy.ts VIRTUAL_KINDS: nft, meta; a migration
-- cannot import it) takes no address and no express fee, and is completed when paid (issued).
ALTER TABLE "orders" ADD COLUMN "virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders from before: virtual when every line is such goods, touched so every device pulls the flag (decision 003).
-- Their express fee and address stay what the buyer agreed to; paid ones still 待发货 are completed, and settled
-- through the ledger, at start (completeIssuedVirtualOrders in server/services/orders/order/virtual-orders.ts).
UPDATE "orders" AS "o" SET "virtual" = true,
  "updated_at" = greatest("o"."updated_at", (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
WHERE EXISTS (SELECT 1 FROM "order_lines" AS "l" WHERE "l"."order_id" = "o"."id")
  AND NOT EXISTS (
    SELECT 1 FROM "order_lines" AS "l" JOIN "goods" AS "g" ON "g"."id" = "l"."goods_id"
    WHERE "l"."order_id" = "o"."id" AND "g"."kind" NOT IN ('nft', 'meta')
  );
