-- Issue 30 (decision 036): a keyword's 综合 order reads the names equal to the keyword and those starting with it from
-- this index, each tier up to the page's depth, instead of sorting every match. text_pattern_ops serves both = and a
-- LIKE 'prefix%' whatever the database's collation.
CREATE INDEX "goods_shelf_name_prefix_idx" ON "goods" USING btree (lower("name") text_pattern_ops) WHERE "on_shelf";
