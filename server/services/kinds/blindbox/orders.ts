import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { BlindboxDraw, BlindboxOrder } from '../../../../src/contract/kinds/blindbox';
import { isOrderStatus } from '../../../../src/domain/order-status';
import type { Db } from '../../../db/open';
import { blindBoxDraws, blindBoxes, blindBoxOrders, blindBoxVersions, orders, shops } from '../../../db/schema';
import type { StoredOddsItem } from '../../../db/schema';

interface Page { orderId: string; pageNum: number; pageSize: number }

/** Draw rows as the buyer reads them, each with the odds its item had in the version drawn from. */
async function presentDraws(db: Db, rows: (typeof blindBoxDraws.$inferSelect)[]): Promise<BlindboxDraw[]> {
  if (rows.length === 0) return [];
  const boxIds = [...new Set(rows.map((r) => r.boxId))];
  const boxes = await db.select({ id: blindBoxes.id, name: blindBoxes.name }).from(blindBoxes).where(inArray(blindBoxes.id, boxIds));
  const versions = await db.select().from(blindBoxVersions).where(inArray(blindBoxVersions.boxId, boxIds));
  return rows.map((r) => {
    const table = versions.find((v) => v.boxId === r.boxId && v.version === r.version)?.definition as { items?: StoredOddsItem[] } | undefined;
    return {
      orderId: r.orderId, boxId: r.boxId, boxName: boxes.find((b) => b.id === r.boxId)?.name ?? '', version: r.version,
      randomValue: r.randomValue, randomRange: r.randomRange, itemGoodsId: r.itemGoodsId, itemName: r.itemName, itemImg: r.itemImg,
      itemValueFen: r.itemValueFen, itemOddsBp: table?.items?.find((i) => i.goodsId === r.itemGoodsId)?.oddsBp ?? 0,
      guaranteed: r.guaranteed, drawNo: r.drawNo, drawnAt: r.drawnAt,
    };
  });
}

/** blindboxloginfo: the buyer's own draw log, newest first (one order's, when named); another buyer's is never found. */
export async function listDraws(db: Db, userId: string, input: Page) {
  const where = and(eq(blindBoxDraws.userId, userId), input.orderId ? eq(blindBoxDraws.orderId, input.orderId) : undefined);
  const rows = await db.select().from(blindBoxDraws).where(where).orderBy(desc(blindBoxDraws.drawnAt), desc(blindBoxDraws.orderId))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(blindBoxDraws).where(where);
  return { list: await presentDraws(db, rows), total: total?.n ?? 0 };
}

/** The blind-box order list: the buyer's box orders, newest first, each with its draw once paid. */
export async function listBoxOrders(db: Db, userId: string, input: Page) {
  const where = and(eq(blindBoxOrders.userId, userId), eq(orders.deletedByUser, false), input.orderId ? eq(blindBoxOrders.orderId, input.orderId) : undefined);
  const rows = await db.select({
    orderId: blindBoxOrders.orderId, boxId: blindBoxOrders.boxId, goodsId: blindBoxOrders.goodsId, boxName: blindBoxes.name, cover: blindBoxes.cover,
    shopName: shops.name, version: blindBoxOrders.version, price: blindBoxOrders.price, total: orders.total, orderStatus: orders.status,
    payDeadline: orders.payDeadline, createdAt: blindBoxOrders.createdAt,
  }).from(blindBoxOrders)
    .innerJoin(orders, eq(orders.id, blindBoxOrders.orderId))
    .innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxOrders.boxId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(where).orderBy(desc(blindBoxOrders.createdAt), desc(blindBoxOrders.orderId))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(blindBoxOrders).innerJoin(orders, eq(orders.id, blindBoxOrders.orderId)).where(where);
  const drawRows = rows.length ? await db.select().from(blindBoxDraws).where(inArray(blindBoxDraws.orderId, rows.map((r) => r.orderId))) : [];
  const draws = await presentDraws(db, drawRows);
  const list: BlindboxOrder[] = rows.map((r) => ({
    ...r, orderStatus: isOrderStatus(r.orderStatus) ? r.orderStatus : 'CANCELLED', draw: draws.find((d) => d.orderId === r.orderId) ?? null,
  }));
  return { list, total: total?.n ?? 0 };
}
