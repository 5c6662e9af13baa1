import type { CallDef, ResponseOf } from '../contract/define-call';
import { goodsCommentsInfo, replyGoodsComment, type OwnComment } from '../contract/shop-business';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';

interface ShopBusinessMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const shopBusinessMutation = <C extends CallDef>(def: ShopBusinessMutationDef<C>) => def;

/** The host's answer is the replied comment: every cached page of the shop's comments that holds it gets it. */
async function confirmReply(db: StarqDatabase, data: OwnComment): Promise<void> {
  const prefix = `${goodsCommentsInfo.name}:`;
  const docs = await db.cache.find({ selector: { key: { $regex: `^${prefix.replace(/\./g, '\\.')}` } } }).exec();
  for (const doc of docs) {
    const page = JSON.parse(doc.json) as ResponseOf<typeof goodsCommentsInfo> | null;
    const was = page?.list.find((c) => c.id === data.id);
    if (!page || !was) continue;
    const list = page.list.map((c) => (c.id === data.id ? data : c));
    const unreplied = was.reply === '' ? Math.max(0, page.unreplied - 1) : page.unreplied;
    await db.cache.upsert({ key: doc.key, json: JSON.stringify({ ...page, list, unreplied }), updatedAt: doc.updatedAt });
  }
}

/** Issue 13: the owner's reply to a comment, an outbox mutation replayed once and shown pending until the host answers. */
export const SHOP_BUSINESS_MUTATIONS = {
  'shopComment.reply': shopBusinessMutation({ call: replyGoodsComment, confirm: (db, data) => confirmReply(db, data) }),
};
