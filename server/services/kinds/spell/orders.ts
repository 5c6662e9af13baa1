import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { SpellInfoSchema } from '../../../../src/contract/entities/goods-kinds';
import type { SpellOrder } from '../../../../src/contract/kinds/spell';
import { maskName } from '../../../../src/domain/format';
import { isOrderStatus } from '../../../../src/domain/order-status';
import type { SpellEntryStatus, SpellRoundStatus, SpellTab } from '../../../../src/domain/spell';
import type { Db } from '../../../db/open';
import { goods, orderLines, orders, shops, spellEntries, spellRounds, users } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { createPricedOrder } from '../../orders/order/create-order';
import { newId } from '../../orders/order/ids';

export const ALREADY_IN = '您已参与该商品的拼拍，请在“我的拼拍”中查看';

/** The goods' spell facts, or not found for any goods that is not a spell goods. */
export async function spellGoodsOf(db: Db, goodsId: string) {
  const [item] = await db.select().from(goods).where(and(eq(goods.id, goodsId), eq(goods.kind, 'spell')));
  const info = SpellInfoSchema.safeParse(item?.extra);
  if (!item || !info.success) throw notFound('商品');
  return { item, info: info.data };
}

/**
 * A spell order: an ordinary order at the spell price (createPricedOrder), holding no stock until it wins (the draw
 * takes the one item), and the buyer's entry. One active entry per buyer and goods (the partial unique index).
 */
export async function createSpellOrder(db: Db, userId: string, input: { goodsId: string; addressId: string; remark: string }, now: number) {
  const { item, info } = await spellGoodsOf(db, input.goodsId);
  if (item.stock < 1) throw new AppError(CODES.outOfStock, `${item.name}已售罄`);
  await db.update(spellEntries).set({ status: 'CANCELLED', updatedAt: now }).where(and(
    eq(spellEntries.goodsId, input.goodsId), eq(spellEntries.userId, userId), eq(spellEntries.status, 'UNPAID'),
    sql`${spellEntries.orderId} in (select ${orders.id} from ${orders} where ${orders.status} <> 'UNPAID' or ${orders.payDeadline} <= ${now})`,
  ));
  const [active] = await db.select({ id: spellEntries.id }).from(spellEntries)
    .where(and(eq(spellEntries.goodsId, input.goodsId), eq(spellEntries.userId, userId), inArray(spellEntries.status, ['UNPAID', 'WAITING'])));
  if (active) throw new AppError(CODES.conflict, ALREADY_IN);
  const order = await createPricedOrder(db, userId, { goodsId: input.goodsId, num: 1, unitPrice: info.spellPrice, addressId: input.addressId, remark: input.remark, takeStock: false }, now);
  // No stock was taken: a timed-out cancel must not give any back.
  await db.update(orders).set({ stockReleased: true }).where(eq(orders.id, order.orderId));
  const entryId = newId('SE', now);
  const [entry] = await db.insert(spellEntries).values({
    id: entryId, goodsId: input.goodsId, userId, orderId: order.orderId, price: info.spellPrice, createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning({ id: spellEntries.id });
  if (!entry) throw new AppError(CODES.conflict, ALREADY_IN);
  return { entryId, orderId: order.orderId, total: order.total, payDeadline: order.payDeadline };
}

function tabFilter(tab: SpellTab): SQL | undefined {
  if (tab === 'UNPAID') return and(eq(spellEntries.status, 'UNPAID'), eq(orders.status, 'UNPAID'));
  if (tab === 'LOST') return inArray(spellEntries.status, ['LOST', 'REFUNDED']);
  if (tab) return eq(spellEntries.status, tab);
  return or(ne(spellEntries.status, 'CANCELLED'), eq(orders.status, 'UNPAID'));
}

const columns = {
  entryId: spellEntries.id, orderId: spellEntries.orderId, goodsId: spellEntries.goodsId, goodsName: orderLines.goodsName, goodsImg: orderLines.goodsImg,
  shopName: shops.name, price: spellEntries.price, total: orders.total, status: spellEntries.status, orderStatus: orders.status,
  roundId: spellEntries.roundId, seatNo: spellEntries.seatNo, size: spellRounds.size, seatsPaid: spellRounds.seatsPaid, endsAt: spellRounds.endsAt,
  refunded: spellEntries.refunded, reward: spellEntries.reward, payDeadline: orders.payDeadline, createdAt: spellEntries.createdAt, extra: goods.extra,
  roundStatus: spellRounds.status, address: orders.address, expressCompany: orders.expressCompany, expressNo: orders.expressNo,
};

function selectEntries(db: Db) {
  return db.select(columns).from(spellEntries)
    .innerJoin(orders, eq(orders.id, spellEntries.orderId))
    .innerJoin(orderLines, eq(orderLines.orderId, spellEntries.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(goods, eq(goods.id, spellEntries.goodsId))
    .leftJoin(spellRounds, eq(spellRounds.id, spellEntries.roundId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

function present(row: Row): SpellOrder {
  const info = SpellInfoSchema.safeParse(row.extra);
  // An unpaid entry whose order timed out or was cancelled reads as cancelled.
  const status: SpellEntryStatus = row.status === 'UNPAID' && row.orderStatus !== 'UNPAID' ? 'CANCELLED' : row.status as SpellEntryStatus;
  return {
    entryId: row.entryId, orderId: row.orderId, goodsId: row.goodsId, goodsName: row.goodsName, goodsImg: row.goodsImg, shopName: row.shopName,
    price: row.price, total: row.total, status, orderStatus: isOrderStatus(row.orderStatus) ? row.orderStatus : 'CANCELLED',
    roundId: row.roundId ?? '', seatNo: row.seatNo ?? 0, size: row.size ?? (info.success ? info.data.spellSize : 0), seatsPaid: row.seatsPaid ?? 0,
    endsAt: row.roundStatus === 'OPEN' ? row.endsAt ?? 0 : 0, refunded: row.refunded, reward: row.reward, payDeadline: row.payDeadline, createdAt: row.createdAt,
  };
}

export async function listSpellOrders(db: Db, userId: string, input: { tab: SpellTab; pageNum: number; pageSize: number }) {
  const where = and(eq(spellEntries.userId, userId), tabFilter(input.tab));
  const rows = await selectEntries(db).where(where).orderBy(desc(spellEntries.createdAt), desc(spellEntries.id))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(spellEntries).innerJoin(orders, eq(orders.id, spellEntries.orderId)).where(where);
  return { list: rows.map(present), total: total?.n ?? 0 };
}

/** One of the buyer's own spell orders with its round's recorded draw; another buyer's entry is not found. */
export async function spellOrderDetail(db: Db, userId: string, entryId: string) {
  const [row] = await selectEntries(db).where(and(eq(spellEntries.id, entryId), eq(spellEntries.userId, userId)));
  if (!row) throw notFound('拼拍订单');
  let draw = null;
  if (row.roundId && (row.roundStatus === 'DRAWN' || row.roundStatus === 'VOID')) {
    const [round] = await db.select().from(spellRounds).where(eq(spellRounds.id, row.roundId));
    const seats = await db.select({ seatNo: spellEntries.seatNo, entryId: spellEntries.id, name: users.name }).from(spellEntries)
      .innerJoin(users, eq(users.id, spellEntries.userId))
      .where(eq(spellEntries.roundId, row.roundId)).orderBy(asc(spellEntries.seatNo));
    const winner = seats.find((s) => s.entryId === round!.winnerEntryId);
    draw = {
      seed: round!.drawSeed, digest: round!.drawDigest, winnerSeat: winner?.seatNo ?? 0, drawnAt: round!.drawnAt ?? 0,
      seats: seats.map((s) => ({ seatNo: s.seatNo ?? 0, entryId: s.entryId, userName: maskName(s.name) })),
    };
  }
  return {
    ...present(row), address: row.address, expressCompany: row.expressCompany, expressNo: row.expressNo,
    roundStatus: (row.roundStatus ?? '') as SpellRoundStatus | '', draw,
  };
}
