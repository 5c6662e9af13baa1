import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Group, MySeat } from '../../../../src/contract/kinds/group-buy';
import { GroupInfoSchema } from '../../../../src/contract/entities/goods-kinds';
import { maskName } from '../../../../src/domain/format';
import { GROUP_MESSAGES as M } from '../../../../src/domain/group-buy';
import { isOrderStatus } from '../../../../src/domain/order-status';
import type { Db } from '../../../db/open';
import { goods, groupBuys, groupMembers, orders, users } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { CODES } from '../../../../src/contract/codes';
import { groupWindowMs } from './window';

type GroupRow = typeof groupBuys.$inferSelect & { goodsName: string; goodsImg: string; salePrice: number };

const groupColumns = {
  id: groupBuys.id, goodsId: groupBuys.goodsId, leaderId: groupBuys.leaderId, size: groupBuys.size, unitPrice: groupBuys.unitPrice,
  seatsTaken: groupBuys.seatsTaken, paidCount: groupBuys.paidCount, status: groupBuys.status, deadline: groupBuys.deadline,
  createdAt: groupBuys.createdAt, endedAt: groupBuys.endedAt, updatedAt: groupBuys.updatedAt,
  goodsName: goods.name, goodsImg: goods.img, salePrice: goods.salePrice,
};

const selectGroups = (db: Db) => db.select(groupColumns).from(groupBuys).innerJoin(goods, eq(goods.id, groupBuys.goodsId));

/** Groups as anyone sees them: real members only (held or paid seats, or refunded ones of a failed group), leader first. */
async function presentGroups(db: Db, rows: GroupRow[]): Promise<Group[]> {
  if (rows.length === 0) return [];
  const seats = await db.select({ groupId: groupMembers.groupId, userId: groupMembers.userId, status: groupMembers.status, name: users.name, logo: users.logo })
    .from(groupMembers).innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(inArray(groupMembers.groupId, rows.map((r) => r.id)), ne(groupMembers.status, 'RELEASED')))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.orderId));
  return rows.map((row) => ({
    groupId: row.id, goodsId: row.goodsId, goodsName: row.goodsName, goodsImg: row.goodsImg, salePrice: row.salePrice,
    unitPrice: row.unitPrice, size: row.size, seatsTaken: row.seatsTaken, paidCount: row.paidCount,
    status: row.status as Group['status'], deadline: row.deadline, createdAt: row.createdAt,
    members: seats.filter((s) => s.groupId === row.id)
      .map((s) => ({ name: maskName(s.name), avatar: s.logo, leader: s.userId === row.leaderId, paid: s.status === 'PAID' || s.status === 'REFUNDED' }))
      .sort((a, b) => Number(b.leader) - Number(a.leader)),
  }));
}

const openNow = (now: number) => and(eq(groupBuys.status, 'OPEN'), sql`${groupBuys.deadline} > ${now}`, sql`${groupBuys.seatsTaken} < ${groupBuys.size}`);

export async function goodsGroups(db: Db, goodsId: string, now: number) {
  const [row] = await db.select({ kind: goods.kind, extra: goods.extra }).from(goods).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品');
  const info = GroupInfoSchema.safeParse(row.extra);
  if (row.kind !== 'group' || !info.success) throw new AppError(CODES.orderStatusNotAllowed, M.notGroupGoods);
  const rows = await selectGroups(db).where(and(eq(groupBuys.goodsId, goodsId), openNow(now)))
    .orderBy(desc(groupBuys.seatsTaken), asc(groupBuys.deadline)).limit(10);
  return {
    goodsId, groupPrice: info.data.groupPrice, groupSize: info.data.groupSize, endsAt: Math.round(info.data.endsAt),
    windowMs: groupWindowMs(), groups: await presentGroups(db, rows), now,
  };
}

async function seatOf(db: Db, userId: string, groupId: string): Promise<MySeat | null> {
  const [row] = await db.select({
    orderId: groupMembers.orderId, seatStatus: groupMembers.status, orderStatus: orders.status, total: orders.total, refunded: orders.refunded,
    payDeadline: orders.payDeadline, cancelReason: orders.cancelReason,
  }).from(groupMembers).innerJoin(orders, eq(orders.id, groupMembers.orderId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId))).orderBy(desc(groupMembers.joinedAt)).limit(1);
  if (!row || !isOrderStatus(row.orderStatus)) return null;
  return row as MySeat;
}

export async function oneGroup(db: Db, userId: string | null, groupId: string, now: number) {
  const [row] = await selectGroups(db).where(eq(groupBuys.id, groupId));
  if (!row) throw notFound('拼团');
  const [group] = await presentGroups(db, [row]);
  return { group: group!, mine: userId ? await seatOf(db, userId, groupId) : null, now };
}

export async function myGroups(db: Db, userId: string, page: { pageNum: number; pageSize: number }, now: number) {
  const seats = await db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId))
    .orderBy(desc(groupMembers.joinedAt), desc(groupMembers.orderId)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.userId, userId));
  const ids = [...new Set(seats.map((s) => s.groupId))];
  const groups = await presentGroups(db, ids.length ? await selectGroups(db).where(inArray(groupBuys.id, ids)) : []);
  const list = [];
  for (const id of ids) {
    const group = groups.find((g) => g.groupId === id);
    const mine = await seatOf(db, userId, id);
    if (group && mine) list.push({ group, mine });
  }
  return { total: total?.n ?? 0, list, now };
}

/** The three on-shelf group goods with the most seats taken in open groups, each with up to three of those groups. */
export async function topGroupGoods(db: Db, now: number) {
  const top = await db.select({ goodsId: groupBuys.goodsId, waiting: sql<number>`sum(${groupBuys.seatsTaken})::int`, name: goods.name, img: goods.img, extra: goods.extra })
    .from(groupBuys).innerJoin(goods, eq(goods.id, groupBuys.goodsId))
    .where(and(openNow(now), eq(goods.onShelf, true)))
    .groupBy(groupBuys.goodsId, goods.name, goods.img, goods.extra)
    .orderBy(desc(sql`sum(${groupBuys.seatsTaken})`), asc(groupBuys.goodsId)).limit(3);
  const list = [];
  for (const item of top) {
    const rows = await selectGroups(db).where(and(eq(groupBuys.goodsId, item.goodsId), openNow(now)))
      .orderBy(desc(groupBuys.seatsTaken), asc(groupBuys.deadline)).limit(3);
    const info = GroupInfoSchema.safeParse(item.extra);
    list.push({ goodsId: item.goodsId, goodsName: item.name, goodsImg: item.img, groupPrice: info.success ? info.data.groupPrice : 0, groups: await presentGroups(db, rows) });
  }
  return { list, now };
}
