-- Issue 34.12: an order's summary now carries the points an integral goods order costs (order-read.ts, from
-- integral_orders). Such orders are touched so every device pulls them again with it (decision 003).
UPDATE "orders" AS "o" SET "updated_at" = greatest("o"."updated_at", (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
WHERE EXISTS (SELECT 1 FROM "integral_orders" AS "i" WHERE "i"."order_id" = "o"."id");
