import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { formatFen } from '../../../../src/domain/format';
import { GROUP_MESSAGES as M } from '../../../../src/domain/group-buy';
import type { Db } from '../../../db/open';
import { goods, groupBuys, groupMembers, orders } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { sendNotice } from '../../../live/notices';
import { platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { releaseStock } from '../../orders/order/stock';
import { publishGroupChange } from './live';
import { seatOrderIds } from './seats';

const lockGroup = async (db: Db, groupId: string) =>
  (await db.select().from(groupBuys).where(eq(groupBuys.id, groupId)).for('update'))[0];

const goodsNameOf = async (db: Db, goodsId: string) =>
  (await db.select({ name: goods.name }).from(goods).where(eq(goods.id, goodsId)))[0]?.name ?? '';

/** Every paid member's order leaves 待成团 for 待发货 at once, and each member hears of it. */
async function formGroup(db: Db, group: typeof groupBuys.$inferSelect, now: number): Promise<void> {
  const formed = await db.update(groupBuys).set({ status: 'FORMED', endedAt: now, updatedAt: now })
    .where(and(eq(groupBuys.id, group.id), eq(groupBuys.status, 'OPEN'))).returning({ id: groupBuys.id });
  if (formed.length === 0) return;
  const paid = await db.select({ orderId: groupMembers.orderId, userId: groupMembers.userId }).from(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.status, 'PAID')));
  await db.update(orders).set({ status: 'UNDELIVERED', updatedAt: now })
    .where(and(inArray(orders.id, paid.map((p) => p.orderId)), eq(orders.status, 'PAID')));
  await publishGroupChange(db, group.id, 'formed', group.id, now);
  const name = await goodsNameOf(db, group.goodsId);
  for (const member of paid) {
    await sendNotice(db, member.userId, {
      topic: 'order', ref: `group-formed:${member.orderId}`, title: M.formedTitle, text: M.formedText(name), target: { screen: 'order', id: member.orderId },
    }, now);
  }
}

/**
 * Order paid hook (registered in server/services/index.ts): a group order just paid waits as PAID (待成团, cannot ship); the group row is locked, the seat
 * counted, and the last seat forms the group. A seat whose group has ended refuses the payment (it rolls back).
 */
export async function onGroupOrdersPaid(db: Db, orderIds: string[], now: number): Promise<void> {
  const seats = await db.select().from(groupMembers).where(inArray(groupMembers.orderId, orderIds))
    .orderBy(asc(groupMembers.groupId), asc(groupMembers.orderId));
  for (const seat of seats) {
    const group = await lockGroup(db, seat.groupId);
    if (!group || group.status !== 'OPEN' || seat.status !== 'HELD') throw new AppError(CODES.orderStatusNotAllowed, M.notPayable);
    await db.update(groupMembers).set({ status: 'PAID', paidAt: now, updatedAt: now })
      .where(and(eq(groupMembers.orderId, seat.orderId), eq(groupMembers.status, 'HELD')));
    await db.update(orders).set({ status: 'PAID', updatedAt: now }).where(and(eq(orders.id, seat.orderId), eq(orders.status, 'UNDELIVERED')));
    const [counted] = await db.update(groupBuys).set({ paidCount: sql`${groupBuys.paidCount} + 1`, updatedAt: now })
      .where(and(eq(groupBuys.id, group.id), sql`${groupBuys.paidCount} < ${groupBuys.size}`)).returning();
    await publishGroupChange(db, group.id, 'paid', seat.orderId, now);
    if (counted && counted.paidCount === counted.size) await formGroup(db, counted, now);
  }
}

/** A paid member of a failed group: the whole order back to the balance from escrow, once (one GROUP_REFUND per order). */
async function refundMember(db: Db, orderId: string, goodsName: string, now: number): Promise<void> {
  const [order] = await db.update(orders).set({
    status: 'CANCELLED', refunded: sql`${orders.total}`, cancelReason: M.refundReason, cancelledBy: 'group', cancelledAt: now, updatedAt: now,
  }).where(and(eq(orders.id, orderId), eq(orders.status, 'PAID'), sql`${orders.settledAt} is null`)).returning();
  if (!order) return;
  await post(db, {
    kind: 'GROUP_REFUND', refId: order.id, memo: `订单${order.id}拼团未成团退款`,
    legs: [{ account: platformAccount('ESCROW'), amount: -order.total }, { account: userAccount(order.userId), amount: order.total }],
  }, now);
  await releaseStock(db, order.id, now);
  await db.update(groupMembers).set({ status: 'REFUNDED', updatedAt: now }).where(and(eq(groupMembers.orderId, orderId), eq(groupMembers.status, 'PAID')));
  await sendNotice(db, order.userId, {
    topic: 'order', ref: `group-refund:${order.id}`, title: M.refundTitle, text: M.refundText(goodsName, formatFen(order.total)),
    target: { screen: 'order', id: order.id },
  }, now);
}

/**
 * The job at a group's deadline: unless it formed, it fails; paid members are refunded, held seats' orders closed.
 * The member orders are locked before the group row (the order the paying transaction takes them in), so a group
 * expiring while its last seat is paid either formed first (nothing to do here) or fails and that payment is refused.
 */
export async function expireGroup(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  const groupId = typeof payload.groupId === 'string' ? payload.groupId : '';
  const orderIds = (await seatOrderIds(db, groupId)).sort();
  if (orderIds.length) await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id)).for('update');
  const group = await lockGroup(db, groupId);
  if (!group || group.status !== 'OPEN' || group.deadline > now) return;
  await db.update(groupBuys).set({ status: 'FAILED', endedAt: now, updatedAt: now }).where(eq(groupBuys.id, group.id));
  await publishGroupChange(db, group.id, 'failed', group.id, now);
  const name = await goodsNameOf(db, group.goodsId);
  const seats = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)).orderBy(asc(groupMembers.orderId));
  for (const seat of seats) {
    if (seat.status === 'PAID') await refundMember(db, seat.orderId, name, now);
    if (seat.status !== 'HELD') continue;
    const closed = await db.update(orders).set({ status: 'CANCELLED', cancelReason: M.closedReason, cancelledBy: 'group', cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, seat.orderId), eq(orders.status, 'UNPAID'))).returning({ id: orders.id });
    if (closed.length) await releaseStock(db, seat.orderId, now);
    // A timeout's cancel would let a late provider payment revive the order outside its group: it is the group's now.
    await db.update(orders).set({ cancelledBy: 'group', updatedAt: now })
      .where(and(eq(orders.id, seat.orderId), eq(orders.status, 'CANCELLED'), eq(orders.cancelledBy, 'timeout')));
    await db.update(groupMembers).set({ status: 'RELEASED', updatedAt: now }).where(and(eq(groupMembers.orderId, seat.orderId), eq(groupMembers.status, 'HELD')));
  }
}
