import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderSummary } from '../../../../src/contract/entities/order';
import type { PullCheckpoint, PulledOrder } from '../../../../src/contract/platform/pull';
import type { Db } from '../../../db/open';
import { afterSales, goods, groupMembers, integralOrders, orderLines, orders, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { listTotal } from '../../catalogue/goods/list-total';
import { afterCheckpoint } from '../../platform/sync/pull-page';

type OrderRow = typeof orders.$inferSelect & { shopName: string; shopLogo: string };

async function selectOrders(
  db: Db, where: SQL | undefined, page?: { limit: number; offset: number }, byChange = false,
): Promise<OrderRow[]> {
  const order = byChange ? [asc(orders.updatedAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
  const query = db.select({ order: orders, shopName: shops.name, shopLogo: shops.logo }).from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId)).where(where).orderBy(...order);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r.order, shopName: r.shopName, shopLogo: r.shopLogo }));
}

async function attach(db: Db, rows: OrderRow[]): Promise<OrderDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One round trip's wait for the four: a page of orders is read on every visit to 我的订单.
  const [lines, requests, owed, seats] = await Promise.all([
    db.select({ line: orderLines, groupGoods: sql<boolean>`coalesce(${goods.kind} = 'group', false)` }).from(orderLines)
      .leftJoin(goods, eq(goods.id, orderLines.goodsId)).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select({ id: afterSales.id, orderId: afterSales.orderId, status: afterSales.status }).from(afterSales)
      .where(inArray(afterSales.orderId, ids)).orderBy(desc(afterSales.createdAt)),
    db.select({ orderId: integralOrders.orderId, points: integralOrders.points }).from(integralOrders)
      .where(inArray(integralOrders.orderId, ids)),
    db.select({ orderId: groupMembers.orderId }).from(groupMembers).where(inArray(groupMembers.orderId, ids)),
  ]);
  const modes = buyModes(new Set(seats.map((r) => r.orderId)), lines);
  return rows.map((row) => {
    const latest = requests.find((r) => r.orderId === row.id);
    return {
      orderId: row.id, checkoutId: row.checkoutId, shopId: row.shopId, shopName: row.shopName, shopLogo: row.shopLogo,
      status: row.status as OrderSummary['status'], goodsTotal: row.goodsTotal, expressFee: row.expressFee, total: row.total, couponDiscount: row.couponDiscount,
      taxFee: row.taxFee, ordererMasked: row.ordererMasked, buyMode: modes(row.id),
      points: owed.find((o) => o.orderId === row.id)?.points ?? 0,
      refunded: row.refunded, evaluated: row.evaluated, virtual: row.virtual, createdAt: row.createdAt, payDeadline: row.payDeadline,
      lines: lines.filter(({ line }) => line.orderId === row.id)
        .map(({ line: l }) => ({ goodsId: l.goodsId, goodsName: l.goodsName, goodsImg: l.goodsImg, skuId: l.skuId, specText: l.specText, price: l.price, num: l.num, lineId: l.id, discount: l.discount, refunded: l.refunded })),
      afterSalesId: latest?.id ?? null,
      afterSalesStatus: (latest?.status ?? null) as OrderSummary['afterSalesStatus'],
      address: row.address, invoice: row.invoice ?? null, remark: row.remark,
      expressCompany: row.expressCompany, expressNo: row.expressNo, cancelReason: row.cancelReason,
      paidAt: row.paidAt, deliveredAt: row.deliveredAt, completedAt: row.completedAt, cancelledAt: row.cancelledAt,
    };
  });
}

/** The user's own order (another user's answers not found, never forbidden: its existence is not told). */
export async function readOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderDetail> {
  const [row] = await selectOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.deletedByUser, false)));
  if (!row) throw notFound('订单');
  return (await attach(db, [row]))[0]!;
}

export async function readShopOrder(db: Db, shopId: string, orderId: string): Promise<OrderDetail> {
  const [row] = await selectOrders(db, and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  if (!row) throw notFound('订单');
  return (await attach(db, [row]))[0]!;
}

/** Newest first along orders_user_idx, a status tab along orders_user_status_idx (decision 032). */
export async function listOwnOrders(db: Db, userId: string, status: string, pageNum: number, pageSize: number) {
  // COMPLETED and COMPLETE mean the same (spec §4): one tab shows both.
  const statuses = status === 'COMPLETED' || status === 'COMPLETE' ? ['COMPLETED', 'COMPLETE'] : [status];
  const where = and(eq(orders.userId, userId), eq(orders.deletedByUser, false), status ? inArray(orders.status, statuses) : undefined);
  const [rows, total] = await Promise.all([
    selectOrders(db, where, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
    listTotal(db, () => db.select({ id: orders.id }).from(orders).where(where).$dynamic()),
  ]);
  const details = await attach(db, rows);
  return { list: details.map(toSummary), total };
}

/** The user's orders changed after the checkpoint; one the user deleted is a tombstone (docs/decisions/003). */
export async function pullOwnOrders(db: Db, userId: string, checkpoint: PullCheckpoint, limit: number): Promise<PulledOrder[]> {
  const rows = await selectOrders(db, and(eq(orders.userId, userId), afterCheckpoint(orders.updatedAt, orders.id, checkpoint)),
    { limit, offset: 0 }, true);
  const details = await attach(db, rows);
  return details.map((detail, i) => ({ ...detail, updatedAt: rows[i]!.updatedAt, deleted: rows[i]!.deletedByUser }));
}

/** The shop's orders changed after the checkpoint, with the buyer each belongs to; a shop never loses an order (no tombstones). */
export async function pullShopOrderRows(db: Db, shopId: string, checkpoint: PullCheckpoint, limit: number) {
  const rows = await selectOrders(db, and(eq(orders.shopId, shopId), afterCheckpoint(orders.updatedAt, orders.id, checkpoint)),
    { limit, offset: 0 }, true);
  const details = await attach(db, rows);
  return details.map((detail, i) => ({ detail, userId: rows[i]!.userId, updatedAt: rows[i]!.updatedAt }));
}

export function toSummary(detail: OrderDetail): OrderSummary {
  const {
    address: _a, invoice: _i, remark: _r, expressCompany: _c, expressNo: _n, cancelReason: _cr,
    paidAt: _p, deliveredAt: _d, completedAt: _co, cancelledAt: _ca, ...summary
  } = detail;
  return summary;
}

/** Whether an order of group goods is a seat of a group (拼团) or was bought alone (单独购买), so the two are told apart (issue 34). */
function buyModes(seats: Set<string>, lines: { line: { orderId: string }; groupGoods: boolean }[]) {
  const boughtAlone = new Set(lines.filter((l) => l.groupGoods).map((l) => l.line.orderId));
  return (orderId: string): OrderSummary['buyMode'] => (seats.has(orderId) ? 'group' : boughtAlone.has(orderId) ? 'alone' : '');
}
