import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { certificateMessage, chainNoOf } from '../../../../src/domain/collectibles';
import type { Db } from '../../../db/open';
import { collectibles, collectibleTransfers, goods, orderLines, orders } from '../../../db/schema';
import { newId } from '../../orders/order/ids';

export const certificateOf = (chainNo: string, goodsId: string, orderId: string, mintedAt: number) =>
  createHash('sha256').update(certificateMessage(chainNo, goodsId, orderId, mintedAt)).digest('hex');

/**
 * Order paid hook (registered in server/services/index.ts): each NFT goods item of a paid order becomes one collectible of its buyer, in the paying
 * transaction. The (order, serial) index and the order's single payment keep it to one mint per item.
 */
export async function mintPaidCollectibles(db: Db, orderIds: string[], now: number): Promise<void> {
  const lines = await db.select({ orderId: orderLines.orderId, goodsId: orderLines.goodsId, num: orderLines.num, userId: orders.userId })
    .from(orderLines).innerJoin(goods, eq(goods.id, orderLines.goodsId)).innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.orderId, orderIds), eq(goods.kind, 'nft')));
  for (const line of lines) {
    for (let i = 0; i < line.num; i += 1) await mintOne(db, line, now);
  }
}

/** How many collectibles an order minted: such an order is delivered at payment and never refunded. */
export async function mintedBy(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(collectibles).where(eq(collectibles.orderId, orderId));
  return row?.n ?? 0;
}

async function mintOne(db: Db, line: { orderId: string; goodsId: string; userId: string }, now: number): Promise<void> {
  const result = await db.execute(sql`select nextval('collectible_serial_seq')::text as serial`);
  const serial = Number((result as unknown as { rows: { serial: string }[] }).rows[0]!.serial);
  const chainNo = chainNoOf(serial);
  const id = newId('NC', now);
  await db.insert(collectibles).values({
    id, serial, chainNo, goodsId: line.goodsId, orderId: line.orderId, ownerId: line.userId,
    certificate: certificateOf(chainNo, line.goodsId, line.orderId, now), mintedAt: now, acquiredAt: now, updatedAt: now,
  });
  await db.insert(collectibleTransfers).values({ id: newId('NT', now), collectibleId: id, kind: 'MINT', toId: line.userId, createdAt: now });
}
