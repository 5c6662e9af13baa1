import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { CIRCULATION_FEE_TICKETS, TRADE_CONFIRM_MS, TRADE_PAY_MS } from '../../../../src/domain/collectibles';
import type { Db } from '../../../db/open';
import { collectibles, collectibleTrades, collectibleTransfers } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { enqueueJob } from '../../../jobs/queue';
import { sendNotice } from '../../../live/notices';
import { platformAccount } from '../../../ledger/accounts';
import { postHold } from '../../../ledger/post';
import { newId } from '../../orders/order/ids';
import { lockForTrade } from './listing';

export const TRADE_TIMEOUT_JOB = 'collectible.tradeTimeout';
export type TradeRow = typeof collectibleTrades.$inferSelect;

export const TRADE_MESSAGES = {
  notPayable: '交易已结束或已超过付款时间',
  notConfirmable: '买家尚未确认付款，或交易已结束',
  notCancellable: '当前交易状态不能取消',
} as const;
const M = TRADE_MESSAGES;

async function partyTrade(db: Db, userId: string, tradeId: string): Promise<TradeRow> {
  const [row] = await db.select().from(collectibleTrades)
    .where(and(eq(collectibleTrades.id, tradeId), or(eq(collectibleTrades.buyerId, userId), eq(collectibleTrades.sellerId, userId))));
  if (!row) throw notFound('交易');
  return row;
}

const timeoutJob = (db: Db, trade: TradeRow, now: number) =>
  enqueueJob(db, { kind: TRADE_TIMEOUT_JOB, key: `${trade.id}:${trade.status}`, runAt: trade.deadline, payload: { tradeId: trade.id } }, now);

/** The buyer locks a listed collectible; the trade waits TRADE_PAY_MS for the buyer's payment. */
export async function createTrade(db: Db, buyerId: string, collectibleId: string, price: number, now: number): Promise<TradeRow> {
  const id = newId('NX', now);
  const locked = await lockForTrade(db, buyerId, collectibleId, price, id, now);
  const [trade] = await db.insert(collectibleTrades).values({
    id, collectibleId, sellerId: locked.ownerId, buyerId, price, fee: CIRCULATION_FEE_TICKETS, deadline: now + TRADE_PAY_MS, createdAt: now, updatedAt: now,
  }).returning();
  await timeoutJob(db, trade!, now);
  await sendNotice(db, locked.ownerId, {
    topic: 'order', ref: `nft-trade:${id}`, title: '您的藏品已被锁定', text: '买家已下单，付款后请在“我卖出的”中确认收款'
  }, now);
  return trade!;
}

/** nft_sure_pay: the buyer says he paid the seller's payee account; the seller has TRADE_CONFIRM_MS to check. */
export async function surePay(db: Db, buyerId: string, tradeId: string, now: number): Promise<TradeRow> {
  const [paid] = await db.update(collectibleTrades).set({ status: 'PAID', paidAt: now, deadline: now + TRADE_CONFIRM_MS, updatedAt: now })
    .where(and(eq(collectibleTrades.id, tradeId), eq(collectibleTrades.buyerId, buyerId), eq(collectibleTrades.status, 'AWAITING_PAY'), sql`${collectibleTrades.deadline} > ${now}`))
    .returning();
  if (!paid) {
    await partyTrade(db, buyerId, tradeId);
    throw new AppError(CODES.conflict, M.notPayable);
  }
  await timeoutJob(db, paid, now);
  return paid;
}

/**
 * sure_get_pay: the seller got the money. The trade's one guarded move to DONE, then the owner's one guarded change
 * (still LOCKED by this trade, still the seller's): if either finds nothing, nothing moves. The held circulation
 * ticket is posted in the same transaction.
 */
export async function sureGetPay(db: Db, sellerId: string, tradeId: string, now: number): Promise<TradeRow> {
  const [done] = await db.update(collectibleTrades).set({ status: 'DONE', endedAt: now, updatedAt: now })
    .where(and(eq(collectibleTrades.id, tradeId), eq(collectibleTrades.sellerId, sellerId), eq(collectibleTrades.status, 'PAID')))
    .returning();
  if (!done) {
    await partyTrade(db, sellerId, tradeId);
    throw new AppError(CODES.conflict, M.notConfirmable);
  }
  const [moved] = await db.update(collectibles)
    .set({ ownerId: done.buyerId, status: 'OWNED', tradeId: null, price: 0, listedAt: null, acquiredAt: now, updatedAt: now })
    .where(and(eq(collectibles.id, done.collectibleId), eq(collectibles.status, 'LOCKED'), eq(collectibles.tradeId, tradeId), eq(collectibles.ownerId, sellerId)))
    .returning();
  if (!moved) throw new Error(`collectible ${done.collectibleId} is not locked by trade ${tradeId}`);
  if (moved.holdId) {
    await postHold(db, moved.holdId, platformAccount('REVENUE', 'CIRC'), { kind: 'NFT_CIRCULATE', refId: tradeId, memo: `藏品${moved.chainNo}转售流通费` }, now);
  }
  await db.insert(collectibleTransfers).values({
    id: newId('NT', now), collectibleId: moved.id, kind: 'TRADE', fromId: sellerId, toId: done.buyerId, tradeId, price: done.price, createdAt: now,
  });
  await sendNotice(db, done.buyerId, {
    topic: 'order', ref: `nft-done:${tradeId}`, title: '藏品已到账', text: `卖家已确认收款，藏品${moved.chainNo}已归您所有`
  }, now);
  return done;
}

/** The collectible a trade held goes back on sale, once: only while this trade still holds it. */
async function releaseLock(db: Db, trade: TradeRow, now: number): Promise<void> {
  await db.update(collectibles).set({ status: 'LISTED', tradeId: null, updatedAt: now })
    .where(and(eq(collectibles.id, trade.collectibleId), eq(collectibles.status, 'LOCKED'), eq(collectibles.tradeId, trade.id)));
}

/** The buyer withdraws before paying, or the seller says no money came after the buyer's sure-pay. */
export async function cancelTrade(db: Db, userId: string, tradeId: string, now: number): Promise<TradeRow> {
  const [cancelled] = await db.update(collectibleTrades).set({ status: 'CANCELLED', endedAt: now, updatedAt: now })
    .where(and(eq(collectibleTrades.id, tradeId), or(
      and(eq(collectibleTrades.buyerId, userId), eq(collectibleTrades.status, 'AWAITING_PAY')),
      and(eq(collectibleTrades.sellerId, userId), eq(collectibleTrades.status, 'PAID')),
    ))).returning();
  if (!cancelled) {
    await partyTrade(db, userId, tradeId);
    throw new AppError(CODES.conflict, M.notCancellable);
  }
  await releaseLock(db, cancelled, now);
  return cancelled;
}

/** The timeout job: a trade still active past its deadline expires once and its collectible goes back on sale. */
export async function expireTrade(db: Db, tradeId: string, now: number): Promise<void> {
  const [expired] = await db.update(collectibleTrades).set({ status: 'EXPIRED', endedAt: now, updatedAt: now })
    .where(and(eq(collectibleTrades.id, tradeId), inArray(collectibleTrades.status, ['AWAITING_PAY', 'PAID']), sql`${collectibleTrades.deadline} <= ${now}`))
    .returning();
  if (expired) await releaseLock(db, expired, now);
}

export async function runTradeTimeoutJob(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  if (typeof payload.tradeId === 'string') await expireTrade(db, payload.tradeId, now);
}

export { partyTrade };
