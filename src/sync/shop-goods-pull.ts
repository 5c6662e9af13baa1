import type { ApiClient } from '../api/client';
import { pullShopGoods } from '../contract/shop/goods';
import type { StarqDatabase } from '../db/database';
import { rewriteLegacyShopGoodsSort, shopGoodsSortNum } from '../db/records/shop-goods-query';
import { definePuller, pullRecordKind } from './record-kind-pulls';

/**
 * Not in RECORD_PULLERS: those are pulled at sign-in for every user, and only a shop token may read a shop's goods.
 * The workspace and the goods list pull it when they open.
 */
export const SHOP_GOODS_PULLER = definePuller({
  kind: 'shop.goods',
  call: pullShopGoods,
  toRecord: ({ deleted: _deleted, ...goods }) => ({ recordId: goods.goodsId, sortNum: shopGoodsSortNum(goods.updatedAt), sortText: goods.onShelf ? 'on' : 'off', data: goods }),
});

export async function pullShopGoodsRecords(db: StarqDatabase, api: ApiClient, userId: string): Promise<void> {
  // Copies stored by an older app kept updatedAt as their sort key: put them in the list's order before pulling.
  await rewriteLegacyShopGoodsSort(db, userId);
  return pullRecordKind(db, api, userId, SHOP_GOODS_PULLER);
}
