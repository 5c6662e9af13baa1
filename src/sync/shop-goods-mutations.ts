import type { CallDef, ResponseOf } from '../contract/define-call';
import { addNewGoods, changeGoodsShelves, updateGoodsInfo, type ShopGoods } from '../contract/shop/goods';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { upsertRecords } from '../db/records/records';
import { shopGoodsSortNum } from '../db/records/shop-goods-query';
import { draftKey } from '../db/collections/drafts';
import { writeConfirmed } from './write-generations';

interface ShopGoodsMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  /** Each answer is one goods, not the whole list: every answer is written. */
  wholeState?: string;
}

const shopGoodsMutation = <C extends CallDef>(def: ShopGoodsMutationDef<C>) => def;

/**
 * The host's answer is the goods as it now is: it replaces the owner's confirmed copy, with a new write generation so a
 * pull that read before it can never put the old copy back (RELIABILITY 5).
 */
async function confirmGoods(db: StarqDatabase, data: ShopGoods, entry: OutboxEntry): Promise<void> {
  await writeConfirmed(db, 'shop.goods', entry.userId, () => upsertRecords(db, 'shop.goods', [{
    recordId: data.goodsId, userId: entry.userId, sortNum: shopGoodsSortNum(data.updatedAt), sortText: data.onShelf ? 'on' : 'off', updatedAt: data.updatedAt, data,
  }]));
  // The draft this entry published is done: the goods now stands for it. A draft edited again since keeps its new entry.
  const draft = await db.drafts.findOne(draftKey(entry.userId, data.goodsId)).exec();
  if (draft?.outboxId === entry.id) await draft.remove();
}

/** A shop owner's publish and quick edits: outbox mutations, replayed once, refused field by field when stale (RELIABILITY 6). */
export const SHOP_GOODS_MUTATIONS = {
  'shopGoods.publish': shopGoodsMutation({ call: addNewGoods, confirm: confirmGoods }),
  'shopGoods.update': shopGoodsMutation({ call: updateGoodsInfo, confirm: confirmGoods }),
  'shopGoods.shelf': shopGoodsMutation({ call: changeGoodsShelves, confirm: confirmGoods }),
};
