-- Issue 31: a goods sold by specification whose SKUs share one price now has max_price = its price (it had 0), so its
-- card tells a phone that never read the detail that a specification must be chosen. updated_at moves, so phones pull it.
UPDATE "goods" SET "max_price" = "sale_price", "updated_at" = (extract(epoch from clock_timestamp()) * 1000)::bigint
  WHERE jsonb_array_length("dimensions") > 0 AND "max_price" = 0;
