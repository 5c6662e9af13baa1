import { and, eq, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { GroupInfoSchema } from '../../../../src/contract/entities/goods-kinds';
import { GROUP_MESSAGES as M, groupDeadline, seatPayDeadline } from '../../../../src/domain/group-buy';
import type { Db } from '../../../db/open';
import { goods, groupBuys, groupMembers, orders } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { enqueueJob } from '../../../jobs/queue';
import { createPricedOrder } from '../../orders/order/create-order';
import { newId } from '../../orders/order/ids';
import { releaseStock } from '../../orders/order/stock';
import { publishGroupChange } from './live';
import { groupWindowMs } from './window';

export const EXPIRE_GROUP_JOB = 'group.expire';
export const RELEASE_SEAT_JOB = 'group.seat';

const refused = (msg: string) => new AppError(CODES.orderStatusNotAllowed, msg);

interface SeatInput { addressId: string; remark: string }

/** The goods' group rule, read on the host (goods.extra), never the client's. */
async function groupGoods(db: Db, goodsId: string) {
  const [row] = await db.select({ id: goods.id, kind: goods.kind, extra: goods.extra }).from(goods).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品');
  const info = GroupInfoSchema.safeParse(row.extra);
  if (row.kind !== 'group' || !info.success || info.data.groupSize < 2 || info.data.groupPrice <= 0) throw refused(M.notGroupGoods);
  return info.data;
}

/** The seat's order at the group price (stock taken like any order), its member row, and the job that frees it if unpaid. */
async function takeSeatOrder(db: Db, userId: string, group: { id: string; goodsId: string; unitPrice: number; deadline: number }, input: SeatInput, now: number) {
  const order = await createPricedOrder(db, userId, {
    goodsId: group.goodsId, num: 1, unitPrice: group.unitPrice, addressId: input.addressId, remark: input.remark,
    payDeadline: seatPayDeadline(now, group.deadline),
  }, now);
  const inserted = await db.insert(groupMembers).values({ orderId: order.orderId, groupId: group.id, userId, status: 'HELD', joinedAt: now, updatedAt: now })
    .onConflictDoNothing().returning({ orderId: groupMembers.orderId });
  if (inserted.length === 0) throw refused(M.alreadyMember);
  await enqueueJob(db, { kind: RELEASE_SEAT_JOB, key: order.orderId, runAt: order.payDeadline, payload: { orderId: order.orderId } }, now);
  await publishGroupChange(db, group.id, 'seat', order.orderId, now);
  return { groupId: group.id, orderId: order.orderId, total: order.total, payDeadline: order.payDeadline };
}

/** 开团: the group, its first seat held for the opener, and its expiry job, in the call's transaction. */
export async function openGroup(db: Db, userId: string, input: SeatInput & { goodsId: string }, now: number) {
  const info = await groupGoods(db, input.goodsId);
  if (info.endsAt <= now) throw refused(M.campaignEnded);
  const deadline = Math.floor(groupDeadline(now, info.endsAt, groupWindowMs()));
  const id = newId('G', now);
  await db.insert(groupBuys).values({
    id, goodsId: input.goodsId, leaderId: userId, size: info.groupSize, unitPrice: info.groupPrice, seatsTaken: 1, paidCount: 0,
    status: 'OPEN', deadline, createdAt: now, updatedAt: now,
  });
  await enqueueJob(db, { kind: EXPIRE_GROUP_JOB, key: id, runAt: deadline, payload: { groupId: id } }, now);
  return takeSeatOrder(db, userId, { id, goodsId: input.goodsId, unitPrice: info.groupPrice, deadline }, input, now);
}

/**
 * 参团: one guarded increment of the group's seats (OPEN, before the deadline, a seat free), so concurrent joins
 * fill a group exactly and never over it; a refusal rolls the whole call back.
 */
export async function joinGroup(db: Db, userId: string, input: SeatInput & { groupId: string }, now: number) {
  await releaseStaleSeats(db, input.groupId, now);
  const [taken] = await db.update(groupBuys).set({ seatsTaken: sql`${groupBuys.seatsTaken} + 1`, updatedAt: now })
    .where(and(eq(groupBuys.id, input.groupId), eq(groupBuys.status, 'OPEN'), sql`${groupBuys.deadline} > ${now}`, sql`${groupBuys.seatsTaken} < ${groupBuys.size}`))
    .returning();
  if (!taken) {
    const [group] = await db.select({ status: groupBuys.status, deadline: groupBuys.deadline }).from(groupBuys).where(eq(groupBuys.id, input.groupId));
    if (!group) throw notFound('拼团');
    throw refused(group.status !== 'OPEN' || group.deadline <= now ? M.groupEnded : M.groupFull);
  }
  return takeSeatOrder(db, userId, taken, input, now);
}

/**
 * Frees a held seat whose order will not be paid: cancelled, or unpaid past its deadline (then cancelled here, its
 * stock back). The order row is locked first, as the paying transaction locks it, so a seat is freed only if
 * the payment did not win. A cancelled group order is marked `group`, so a late provider payment is refunded, not revived.
 */
export async function releaseSeat(db: Db, orderId: string, now: number): Promise<boolean> {
  const [order] = await db.select({ status: orders.status, payDeadline: orders.payDeadline, cancelledBy: orders.cancelledBy })
    .from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return false;
  if (order.status === 'UNPAID' && order.payDeadline <= now) {
    await db.update(orders).set({ status: 'CANCELLED', cancelReason: M.seatReleasedReason, cancelledBy: 'group', cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'UNPAID')));
    await releaseStock(db, orderId, now);
  } else if (order.status === 'CANCELLED' && order.cancelledBy === 'timeout') {
    await db.update(orders).set({ cancelledBy: 'group', updatedAt: now }).where(eq(orders.id, orderId));
  } else if (order.status !== 'CANCELLED') {
    return false;
  }
  const [freed] = await db.update(groupMembers).set({ status: 'RELEASED', updatedAt: now })
    .where(and(eq(groupMembers.orderId, orderId), eq(groupMembers.status, 'HELD'))).returning({ groupId: groupMembers.groupId });
  if (!freed) return false;
  await db.update(groupBuys).set({ seatsTaken: sql`${groupBuys.seatsTaken} - 1`, updatedAt: now })
    .where(and(eq(groupBuys.id, freed.groupId), sql`${groupBuys.seatsTaken} > 0`));
  await publishGroupChange(db, freed.groupId, 'released', orderId, now);
  return true;
}

/** Before a join: seats of the group held by orders that were cancelled or ran out of time go back. */
export async function releaseStaleSeats(db: Db, groupId: string, now: number): Promise<void> {
  const stale = await db.select({ orderId: groupMembers.orderId }).from(groupMembers)
    .innerJoin(orders, eq(orders.id, groupMembers.orderId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'HELD'),
      sql`(${orders.status} = 'CANCELLED' or (${orders.status} = 'UNPAID' and ${orders.payDeadline} <= ${now}))`));
  for (const { orderId } of stale.sort((a, b) => a.orderId.localeCompare(b.orderId))) await releaseSeat(db, orderId, now);
}

/** The job at a seat's pay deadline. */
export async function releaseSeatJob(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  if (typeof payload.orderId === 'string') await releaseSeat(db, payload.orderId, now);
}

export const seatOrderIds = async (db: Db, groupId: string) =>
  (await db.select({ orderId: groupMembers.orderId }).from(groupMembers).where(eq(groupMembers.groupId, groupId))).map((r) => r.orderId);

