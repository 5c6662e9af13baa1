-- Issue 30: a keyword search's 价格 tabs read a walk of the shelf by price, stopping at the page's depth of matches,
-- where they read every match from the pieces index and sorted them (300–900 ms for 手机 or shoujike at 1,000,000
-- goods). The class's and the shop's lists have their own (goods_class_price_idx, goods_shop_price_idx).
CREATE INDEX "goods_shelf_price_idx" ON "goods" USING btree ("sale_price", "id") WHERE "on_shelf";
