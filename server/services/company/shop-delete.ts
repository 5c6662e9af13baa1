import { and, count, eq, lt, notInArray } from 'drizzle-orm';
import { CODES } from '../../../src/contract/codes';
import { companyShopDelete } from '../../../src/contract/company/users';
import { leftItems, SETTLE_BEFORE_CLOSING, shopDeletionRefusal } from '../../../src/domain/deactivation-check';
import type { Db } from '../../db/open';
import { goods, orders, shops, tokens } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { balancesOf } from '../../ledger/accounts';
import { openHoldsOf } from '../../ledger/holds';
import { recordAdminAction } from './admin-log';
import { lockShop, shopById } from './shops';

/** Open orders are counted no further than this (the refusal says 999+ beyond): a shop's whole history is not read. */
const OPEN_ORDERS_CAP = 999;

/** The shop's orders not yet finished: unpaid, paid and not completed, or in after-sales short of a full refund. */
async function openOrders(db: Db, shopId: string): Promise<number> {
  const open = db.select({ id: orders.id }).from(orders).where(and(
    eq(orders.shopId, shopId), notInArray(orders.status, ['COMPLETED', 'COMPLETE', 'CANCELLED']), lt(orders.refunded, orders.total),
  )).limit(OPEN_ORDERS_CAP + 1).as('open');
  const [row] = await db.select({ n: count() }).from(open);
  return row?.n ?? 0;
}

/** What still stops the deletion, as the administrator reads it: the shop's money and holds (ledger) and open orders. */
async function leftInShop(db: Db, shopId: string): Promise<string[]> {
  const [balances, holds, open] = await Promise.all([
    balancesOf(db, 'shop', shopId, SETTLE_BEFORE_CLOSING), openHoldsOf(db, 'shop', shopId), openOrders(db, shopId),
  ]);
  const items = leftItems({
    balances: balances.filter((b) => b.available > 0).map((b) => ({ asset: b.asset, amount: b.available })), holds, unfinishedOrders: 0, shops: 0,
  });
  return open > 0 ? [`${open > OPEN_ORDERS_CAP ? `${OPEN_ORDERS_CAP}+` : open}笔订单未完成`, ...items] : items;
}

export const shopDeleteBindings: Binding[] = [
  bind(companyShopDelete, async ({ input, auth, db, deps }) => {
    const before = await lockShop(db, input.shopId);
    const refusal = shopDeletionRefusal(await leftInShop(db, before.id));
    if (refusal) throw new AppError(CODES.conflict, refusal);
    const now = deps.now();
    await db.update(shops).set({ banned: true, banReason: input.reason, deletedAt: now, updatedAt: now }).where(eq(shops.id, before.id));
    // Off sale for good: not held for an unban (shopBanHold false), and every device's goods pull sees it (updatedAt).
    const goodsOff = await db.update(goods).set({ onShelf: false, shopBanHold: false, updatedAt: now })
      .where(and(eq(goods.shopId, before.id), eq(goods.onShelf, true))).returning({ id: goods.id });
    await db.update(goods).set({ shopBanHold: false, updatedAt: now }).where(and(eq(goods.shopId, before.id), eq(goods.shopBanHold, true)));
    await db.delete(tokens).where(and(eq(tokens.kind, 'shop'), eq(tokens.shopId, before.id)));
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'shop', targetId: before.id, action: 'delete', reason: input.reason,
      before: { state: before.banned ? 'banned' : 'normal', banReason: before.banReason },
      after: { state: 'deleted', goodsOff: goodsOff.length },
    }, now);
    return shopById(db, before.id);
  }),
];
