-- The 积分商城's 价格 tab orders integral goods by their points, which a shop sets apart from the price (issue 17):
-- the same expression as goodsPoints (server/db/schema/core.ts), over the on-shelf integral goods only.
CREATE INDEX "goods_integral_points_idx" ON "goods" USING btree ((case when ("extra" ->> 'points') ~ '^[0-9]{1,9}$' then ("extra" ->> 'points')::int end), "id") WHERE "on_shelf" and "kind" = 'integral';
