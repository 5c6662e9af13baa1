-- Issue 31: goods sold by specification (docs/decisions/033). A goods has up to 3 dimensions (颜色, 尺码 …) in
-- goods.dimensions; each combination on sale is a row of goods_skus with its own price, stock and picture. goods'
-- sale_price, original_price, stock and sales stay the card's figures, derived from its SKUs in the transaction that
-- changes them, so every list, filter, sort and index over goods reads one row as before.
ALTER TABLE "goods" ADD COLUMN "dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "goods_skus" (
  "id" text PRIMARY KEY NOT NULL,
  "goods_id" text NOT NULL REFERENCES "goods"("id") ON DELETE CASCADE,
  "choice" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "spec_text" text DEFAULT '' NOT NULL,
  "sale_price" integer NOT NULL,
  "original_price" integer NOT NULL,
  "stock" integer NOT NULL,
  "sales" integer DEFAULT 0 NOT NULL,
  "img" text DEFAULT '' NOT NULL,
  "code" text DEFAULT '' NOT NULL,
  "on_sale" boolean DEFAULT true NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  "updated_at" bigint NOT NULL,
  CONSTRAINT "goods_skus_figures_check" CHECK ("sale_price" >= 0 AND "original_price" >= 0 AND "stock" >= 0 AND "sales" >= 0)
);--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("goods_id", "position");--> statement-breakpoint
-- Every goods has its one default SKU, whose id is the goods' own: carts, queued changes and order lines stored
-- before (keyed by goodsId) still name a SKU.
INSERT INTO "goods_skus" ("id", "goods_id", "sale_price", "original_price", "stock", "sales", "img", "updated_at")
  SELECT "id", "id", greatest("sale_price", 0), greatest("original_price", 0), greatest("stock", 0), greatest("sales", 0), '', "updated_at"
  FROM "goods";--> statement-breakpoint
-- Goods made by any path (a shop's form, a box put on sale, the seed, a test's bulk insert) get their default SKU in
-- the same statement; a shop that gives the goods dimensions replaces it (shop/goods/skus.ts).
CREATE FUNCTION "starq_goods_default_sku"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "goods_skus" ("id", "goods_id", "sale_price", "original_price", "stock", "sales", "img", "updated_at")
    SELECT "id", "id", greatest("sale_price", 0), greatest("original_price", 0), greatest("stock", 0), greatest("sales", 0), '', "updated_at"
    FROM "new_goods"
  ON CONFLICT ("id") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_default_sku" AFTER INSERT ON "goods" REFERENCING NEW TABLE AS "new_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "starq_goods_default_sku"();--> statement-breakpoint
-- A cart line is a SKU: the same goods in two SKUs is two lines.
ALTER TABLE "cart_lines" ADD COLUMN "sku_id" text;--> statement-breakpoint
UPDATE "cart_lines" SET "sku_id" = "goods_id";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "sku_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_id_goods_id_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_sku_id_pk" PRIMARY KEY ("user_id", "sku_id");--> statement-breakpoint
-- An order line keeps the SKU and its text as bought (after-sales and evaluations read them from here).
ALTER TABLE "order_lines" ADD COLUMN "sku_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "spec_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "sku_id" = "goods_id";
