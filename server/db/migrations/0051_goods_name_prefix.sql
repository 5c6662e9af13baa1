-- Issue 30 (decision 036): a keyword's 综合 order reads the names equal to the keyword and those starting with it from
-- this index, each tier up to the page's depth, instead of sorting every match. text_pattern_ops serves both = and a
-- LIKE 'prefix%' whatever the database's collation. Not partial: the planner takes an expression's statistics only
-- from an index over every row; with a partial one it guessed half a percent of the goods for any name.
CREATE INDEX "goods_name_prefix_idx" ON "goods" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
-- Those statistics come only from ANALYZE: without them the planner walked the best sellers index looking for a name
-- equal to the keyword (seconds at a million goods).
ANALYZE "goods";
