import type { ApiClient } from '../api/client';
import { CODES } from '../contract/codes';
import type { CallDef, ResponseOf } from '../contract/define-call';
import { addNewGoods, changeGoodsShelves, updateGoodsInfo, type ShopGoods } from '../contract/shop/goods';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { upsertRecords } from '../db/records/records';
import { shopGoodsSortNum } from '../db/records/shop-goods-query';
import { draftKey } from '../db/collections/drafts';
import { writeConfirmed } from './write-generations';
import { pullShopGoodsRecords } from './shop-goods-pull';

interface ShopGoodsMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  /** After the host refused the entry: what the device reads again at once. */
  refused?(db: StarqDatabase, api: ApiClient, entry: OutboxEntry, code: number): Promise<void>;
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
  await dropSupersededRefusals(db, entry, data.goodsId);
}

/** Quick edits whose refusal is shown on the goods (and in the sync bar) until dismissed. */
export const GOODS_QUICK_EDITS: ReadonlySet<string> = new Set(['shopGoods.update', 'shopGoods.shelf']);

/**
 * A refusal is about the goods as it was (issue 33.4): once a later change to the same goods is confirmed, the earlier
 * refused quick edits of it are gone, so an on-sale goods no longer reads 未通过：上架券不足 or shows an old conflict.
 */
async function dropSupersededRefusals(db: StarqDatabase, entry: OutboxEntry, goodsId: string): Promise<void> {
  const refused = await db.outbox.find({ selector: { userId: entry.userId, status: 'rejected', seq: { $lt: entry.seq } } }).exec();
  await Promise.all(refused.filter((doc) => GOODS_QUICK_EDITS.has(doc.name) && doc.args.goodsId === goodsId).map((doc) => doc.remove()));
}

/**
 * A quick edit refused because the goods changed elsewhere (issue 33.5): the list would show the owner's old copy beside
 * the conflict note until the next pull; the goods as the host has it now is read at once instead. A failed read
 * leaves the copy for the next pull.
 */
async function readGoodsAgainWhenStale(db: StarqDatabase, api: ApiClient, entry: OutboxEntry, code: number): Promise<void> {
  if (code === CODES.goodsChanged) await pullShopGoodsRecords(db, api, entry.userId).catch(() => undefined);
}

/** A shop owner's publish and quick edits: outbox mutations, replayed once, refused field by field when stale (RELIABILITY 6). */
export const SHOP_GOODS_MUTATIONS = {
  'shopGoods.publish': shopGoodsMutation({ call: addNewGoods, confirm: confirmGoods }),
  'shopGoods.update': shopGoodsMutation({ call: updateGoodsInfo, confirm: confirmGoods, refused: readGoodsAgainWhenStale }),
  'shopGoods.shelf': shopGoodsMutation({ call: changeGoodsShelves, confirm: confirmGoods, refused: readGoodsAgainWhenStale }),
};
