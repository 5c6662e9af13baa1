import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type LotLiveBody, lotRoomOf } from '../../../../src/contract/kinds/auction';
import { AUCTION_PAY_WINDOW_MS, type LotStatus } from '../../../../src/domain/auction-rules';
import { formatFen } from '../../../../src/domain/format';
import { CHECKOUT_MESSAGES } from '../../../../src/domain/messages';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { addresses, auctionDeposits, auctionLots, goods, orders } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { enqueueJob } from '../../../jobs/queue';
import { sendNotice } from '../../../live/notices';
import { publishToRoom } from '../../../live/rooms';
import { shopAccount } from '../../../ledger/accounts';
import { postHold, voidHold } from '../../../ledger/post';
import { createPricedOrder } from '../../orders/order/create-order';
import { recordBoxOrder } from './blindbox-lots';
import { AUCTION_PAY_DEADLINE_JOB, toCard } from './lots';

type LotRow = typeof auctionLots.$inferSelect;

async function lockLot(db: Db, lotId: string): Promise<LotRow | undefined> {
  const [lot] = await db.select().from(auctionLots).where(eq(auctionLots.id, lotId)).for('update');
  return lot;
}

async function goodsName(db: Db, goodsId: string): Promise<string> {
  const [g] = await db.select({ name: goods.name }).from(goods).where(eq(goods.id, goodsId));
  return g?.name ?? '拍品';
}

async function publishState(db: Db, lot: LotRow, now: number): Promise<void> {
  const body: LotLiveBody = { lotId: lot.id, currentPrice: lot.currentPrice, bidCount: lot.bidCount, endsAt: lot.endsAt, status: lot.status as LotStatus, bids: [] };
  await publishToRoom(db, { room: lotRoomOf(lot.id), clientId: `state:${lot.id}:${lot.status}`, senderId: 'system', kind: 'auction.state', body: body as unknown as Record<string, unknown> }, now);
}

/**
 * Tells every bidder with a held deposit how the lot ended, in the bidders' order: the winner (`won`) keeps the
 * deposit and is sent the order; every other deposit is given back. The lots of a session close together, often on
 * different processes, with the same bidders, and each bidder's turn locks the bidder's account and notice room: in
 * one order, two closes cannot each hold what the other waits for.
 */
async function settleBidders(db: Db, lot: LotRow, won: { userId: string; orderId: string } | null, name: string, now: number): Promise<void> {
  const held = await db.select().from(auctionDeposits).where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.status, 'HELD')))
    .orderBy(asc(auctionDeposits.userId));
  const tellWinner = (winner: { userId: string; orderId: string }) => sendNotice(db, winner.userId, {
    topic: 'order', ref: `auction-won:${lot.id}`, title: '恭喜您竞拍成功',
    text: `「${name}」以¥${formatFen(lot.currentPrice)}成交，请在24小时内完成付款，逾期保证金将不予退还。`,
    target: { screen: 'order', id: winner.orderId },
  }, now);
  if (won && !held.some((d) => d.userId === won.userId)) await tellWinner(won);
  for (const deposit of held) {
    if (deposit.userId === won?.userId) {
      await tellWinner(won);
      continue;
    }
    await voidHold(db, deposit.holdId, now);
    await db.update(auctionDeposits).set({ status: 'RELEASED', settledAt: now })
      .where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, deposit.userId), eq(auctionDeposits.status, 'HELD')));
    await sendNotice(db, deposit.userId, {
      topic: 'order', ref: `auction-lost:${lot.id}`, title: '竞拍未成交',
      text: `「${name}」已结拍，成交价¥${formatFen(lot.currentPrice)}，您未得拍，保证金¥${formatFen(deposit.amount)}已退回余额。`,
    }, now);
  }
}

/**
 * Job `auction.close`: closes a lot once. A job that runs before the lot's current end does nothing (a late bid
 * moved the end and queued another job for it). The winner gets an order at the hammer price to pay before the
 * deadline; every other deposit is released; watchers see the close in the lot's room.
 */
export async function closeLot(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  const lot = await lockLot(db, String(payload.lotId));
  if (!lot || lot.status !== 'OPEN' || now < lot.endsAt) return;
  const name = await goodsName(db, lot.goodsId);
  let status: LotStatus = 'UNSOLD';
  let orderId: string | null = null;
  let payDeadline: number | null = null;
  if (lot.leaderId) {
    const [address] = await db.select({ id: addresses.id }).from(addresses)
      .where(and(eq(addresses.userId, lot.leaderId), isNull(addresses.deletedAt))).orderBy(desc(addresses.isDefault), desc(addresses.updatedAt)).limit(1);
    if (address) {
      try {
        await db.transaction(async (tx) => {
          const order = await createPricedOrder(tx, lot.leaderId!, {
            goodsId: lot.goodsId, num: 1, unitPrice: lot.currentPrice, addressId: address.id, remark: `拍卖成交（拍品${lot.id}）`,
            payDeadline: now + AUCTION_PAY_WINDOW_MS, takeStock: true,
          }, now);
          orderId = order.orderId;
          payDeadline = order.payDeadline;
          await recordBoxOrder(tx, lot, order.orderId, now);
        });
        status = 'SOLD';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  const [closed] = await db.update(auctionLots).set({ status, orderId, payDeadline, closedAt: now, updatedAt: now })
    .where(and(eq(auctionLots.id, lot.id), eq(auctionLots.status, 'OPEN'))).returning();
  const won = status === 'SOLD' ? { userId: lot.leaderId!, orderId: orderId! } : null;
  await settleBidders(db, closed!, won, name, now);
  if (won) await enqueueJob(db, { kind: AUCTION_PAY_DEADLINE_JOB, key: lot.id, runAt: payDeadline!, payload: { lotId: lot.id } }, now);
  await publishState(db, closed!, now);
}

/** Job `auction.payDeadline`: the winner did not pay in time, so the deposit goes to the shop, once. */
export async function forfeitUnpaid(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  const lot = await lockLot(db, String(payload.lotId));
  if (!lot || lot.status !== 'SOLD' || lot.payDeadline === null || now < lot.payDeadline || !lot.leaderId) return;
  const [deposit] = await db.select().from(auctionDeposits)
    .where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, lot.leaderId), eq(auctionDeposits.status, 'HELD')));
  const [moved] = await db.update(auctionLots).set({ status: 'FORFEITED', updatedAt: now })
    .where(and(eq(auctionLots.id, lot.id), eq(auctionLots.status, 'SOLD'))).returning();
  if (deposit) {
    await postHold(db, deposit.holdId, shopAccount(lot.shopId), { kind: 'AUCTION_DEPOSIT', refId: lot.id, memo: `拍品${lot.id}逾期未付款，保证金归店铺` }, now);
    await db.update(auctionDeposits).set({ status: 'FORFEITED', settledAt: now })
      .where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, lot.leaderId)));
    await sendNotice(db, lot.leaderId, {
      topic: 'order', ref: `auction-forfeit:${lot.id}`, title: '拍品逾期未付款',
      text: `「${await goodsName(db, lot.goodsId)}」未在付款期限内付款，保证金¥${formatFen(deposit.amount)}已按规则归店铺所有。`,
    }, now);
  }
  await publishState(db, moved!, now);
}

/** Order paid hook (registered in server/services/index.ts): a won lot's order was paid, so the lot is PAID and the winner's deposit comes back. */
export async function auctionOrdersPaid(db: Db, orderIds: string[], now: number): Promise<void> {
  if (orderIds.length === 0) return;
  const lots = await db.select().from(auctionLots).where(inArray(auctionLots.orderId, orderIds)).for('update');
  // Only a late provider payment reaches here past the deadline (markPaid refuses the rest): once the deposit has
  // gone to the shop the lot is over, and the payment goes back to the buyer instead of reviving the order.
  if (lots.some((lot) => lot.status !== 'SOLD')) throw new AppError(CODES.orderStatusNotAllowed, CHECKOUT_MESSAGES.orderNotPayable);
  for (const lot of lots) {
    const [moved] = await db.update(auctionLots).set({ status: 'PAID', updatedAt: now })
      .where(and(eq(auctionLots.id, lot.id), eq(auctionLots.status, 'SOLD'))).returning();
    if (!moved) continue;
    const [deposit] = await db.select().from(auctionDeposits)
      .where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, lot.leaderId!), eq(auctionDeposits.status, 'HELD')));
    if (deposit) {
      await voidHold(db, deposit.holdId, now);
      await db.update(auctionDeposits).set({ status: 'RELEASED', settledAt: now })
        .where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, lot.leaderId!)));
    }
    await publishState(db, moved, now);
  }
}

/** auction-pay-counter: only the winner of a closed lot reads it. */
export async function payInfoOf(db: Db, userId: string, lotId: string, now: number) {
  const [row] = await db.select({ lot: auctionLots, name: goods.name, img: goods.img }).from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId)).where(eq(auctionLots.id, lotId));
  if (!row || row.lot.leaderId !== userId || row.lot.status === 'OPEN' || row.lot.status === 'UNSOLD') throw notFound('得拍记录');
  const [order] = row.lot.orderId
    ? await db.select({ status: orders.status, total: orders.total }).from(orders).where(eq(orders.id, row.lot.orderId))
    : [];
  return {
    lot: toCard(row.lot, row), orderId: row.lot.orderId, orderStatus: order?.status ?? '', total: order ? Number(order.total) : 0,
    payDeadline: row.lot.payDeadline ?? 0, deposit: row.lot.deposit, serverNow: now,
  };
}
