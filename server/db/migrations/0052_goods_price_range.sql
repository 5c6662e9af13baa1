-- Issue 31: a goods card says ¥39起 when its on-sale SKUs differ in price. goods.max_price is the highest on-sale SKU
-- price when it differs from sale_price (the lowest), else 0, derived with the card's other figures in the transaction
-- that changes SKUs (shop/goods/skus.ts deriveCardFigures), so no list joins SKUs. 0 for every goods of one price, so
-- only goods that already have dimensions are rewritten here.
ALTER TABLE "goods" ADD COLUMN "max_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "goods" SET "max_price" = f."max_price"
  FROM (SELECT "goods_id", max("sale_price") AS "max_price", min("sale_price") AS "min_price" FROM "goods_skus" WHERE "on_sale" GROUP BY "goods_id") f
  WHERE "goods"."id" = f."goods_id" AND jsonb_array_length("goods"."dimensions") > 0 AND f."max_price" > f."min_price";
