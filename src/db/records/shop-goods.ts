import { ShopGoodsSchema } from '../../contract/shop/goods';

/**
 * Kind `shop.goods`: a goods of the signed-in owner's shop as the host last confirmed it (pulled, or the answer of a
 * publish or quick edit). `sortNum` is its updatedAt negated (shopGoodsSortNum), so the list's newest first is an
 * ascending read of `[userId, kind, sortNum, id]` rather than the whole kind read and sorted in memory (docs/performance.md
 * "shop goods list"); `sortText` `on`/`off` (the shelf tab). Drafts are not records: they live in the local-only
 * `drafts` collection.
 */
export const ShopGoodsRecordSchema = ShopGoodsSchema;

