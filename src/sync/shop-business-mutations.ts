import type { CallDef, ResponseOf } from '../contract/define-call';
import { goodsCommentsInfo, replyGoodsComment, type OwnComment } from '../contract/shop/business';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { rewriteCachedAnswers } from './cached-calls';

interface ShopBusinessMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const shopBusinessMutation = <C extends CallDef>(def: ShopBusinessMutationDef<C>) => def;

/** The host's answer is the replied comment: every cached page of the shop's comments that holds it gets it. */
async function confirmReply(db: StarqDatabase, data: OwnComment): Promise<void> {
  await rewriteCachedAnswers(db, [`${goodsCommentsInfo.name}:`], (value) => {
    const page = value as ResponseOf<typeof goodsCommentsInfo> | null;
    const was = page?.list.find((c) => c.id === data.id);
    if (!page || !was) return value;
    const list = page.list.map((c) => (c.id === data.id ? data : c));
    return { ...page, list, unreplied: was.reply === '' ? Math.max(0, page.unreplied - 1) : page.unreplied };
  });
}

/** Issue 13: the owner's reply to a comment, an outbox mutation replayed once and shown pending until the host answers. */
export const SHOP_BUSINESS_MUTATIONS = {
  'shopComment.reply': shopBusinessMutation({ call: replyGoodsComment, confirm: (db, data) => confirmReply(db, data) }),
};
