import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AfterSales } from '../../../../src/contract/entities/order';
import type { Db } from '../../../db/open';
import { afterSales, afterSalesLogs, orderLines, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import type { PullCheckpoint } from '../../../../src/contract/platform/pull';
import { afterCheckpoint } from '../../platform/sync/pull-page';

type Owner = { userId?: string; shopId?: string };

function ownedBy(owner: Owner) {
  return and(owner.userId ? eq(afterSales.userId, owner.userId) : undefined, owner.shopId ? eq(afterSales.shopId, owner.shopId) : undefined);
}

export async function lockRequest(db: Db, id: string, owner: Owner) {
  const [row] = await db.select().from(afterSales).where(and(eq(afterSales.id, id), ownedBy(owner))).for('update');
  if (!row) throw notFound('售后申请');
  return row;
}

async function present(db: Db, rows: (typeof afterSales.$inferSelect)[]): Promise<AfterSales[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const logs = await db.select().from(afterSalesLogs).where(inArray(afterSalesLogs.afterSalesId, ids)).orderBy(asc(afterSalesLogs.id));
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.orderId))).orderBy(asc(orderLines.id));
  const shopRows = await db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, rows.map((r) => r.shopId)));
  return rows.map((r) => ({
    afterSalesId: r.id, orderId: r.orderId, shopId: r.shopId, shopName: shopRows.find((s) => s.id === r.shopId)?.name ?? '',
    kind: r.kind as AfterSales['kind'], status: r.status as AfterSales['status'], reason: r.reason, description: r.description,
    amount: r.amount, images: r.images, returnExpressCompany: r.returnExpressCompany, returnExpressNo: r.returnExpressNo,
    redeliveryExpressCompany: r.redeliveryExpressCompany, redeliveryExpressNo: r.redeliveryExpressNo,
    createdAt: r.createdAt, updatedAt: r.updatedAt,
    lines: lines.filter((l) => l.orderId === r.orderId)
      .map((l) => ({ goodsId: l.goodsId, goodsName: l.goodsName, goodsImg: l.goodsImg, skuId: l.skuId, specText: l.specText, price: l.price, num: l.num, lineId: l.id, discount: l.discount, refunded: l.refunded })),
    logs: logs.filter((l) => l.afterSalesId === r.id)
      .map((l) => ({ actor: l.actor, action: l.action, fromStatus: l.fromStatus, toStatus: l.toStatus, note: l.note, createdAt: l.createdAt })),
  }));
}

export async function readRequest(db: Db, id: string, owner: Owner): Promise<AfterSales> {
  const [row] = await db.select().from(afterSales).where(and(eq(afterSales.id, id), ownedBy(owner)));
  if (!row) throw notFound('售后申请');
  return (await present(db, [row]))[0]!;
}

export async function listRequests(db: Db, owner: Owner, pageNum: number, pageSize: number) {
  const rows = await db.select().from(afterSales).where(ownedBy(owner))
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(afterSales).where(ownedBy(owner)) as [{ total: number }];
  return { list: await present(db, rows), total };
}

/** The shop's requests changed after the checkpoint, in (updatedAt, id) order. */
export async function pullShopRequests(db: Db, shopId: string, checkpoint: PullCheckpoint, limit: number) {
  const rows = await db.select().from(afterSales)
    .where(and(eq(afterSales.shopId, shopId), afterCheckpoint(afterSales.updatedAt, afterSales.id, checkpoint)))
    .orderBy(asc(afterSales.updatedAt), asc(afterSales.id)).limit(limit);
  const presented = await present(db, rows);
  return presented.map((request, i) => ({ request, userId: rows[i]!.userId }));
}

export async function writeLog(
  db: Db, entry: { afterSalesId: string; actor: string; action: string; fromStatus: string; toStatus: string; note: string }, now: number,
): Promise<void> {
  await db.insert(afterSalesLogs).values({ ...entry, createdAt: now });
}
