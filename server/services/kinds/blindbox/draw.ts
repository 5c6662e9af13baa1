import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { BLINDBOX_BUY_MESSAGES as M, DRAW_RANGE, isGuaranteedDraw, itemForRoll } from '../../../../src/domain/blindbox-draw';
import type { Db } from '../../../db/open';
import { blindBoxBuyers, blindBoxDraws, blindBoxes, blindBoxOrders, blindBoxVersions, goods, type StoredOddsItem } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { assertOldEnough } from './buyer-age';

interface VersionTable {
  items: StoredOddsItem[];
  guaranteeDraws: number | null;
  guaranteeGoodsId: string;
  purchaseLimit: number | null;
}

/** The version's frozen table (blind_box_versions), never the box's current row. */
async function versionTable(db: Db, boxId: string, version: number): Promise<VersionTable> {
  const [row] = await db.select({ definition: blindBoxVersions.definition }).from(blindBoxVersions)
    .where(and(eq(blindBoxVersions.boxId, boxId), eq(blindBoxVersions.version, version)));
  return row!.definition as unknown as VersionTable;
}

/**
 * Counts one more box for the buyer, refused past the purchase limit: one guarded UPDATE, which also holds the row, so
 * the buyer's payments of this box draw one after another and each sees the 保底 count the previous one left.
 */
async function countBox(db: Db, boxId: string, userId: string, limit: number | null) {
  await db.insert(blindBoxBuyers).values({ boxId, userId }).onConflictDoNothing();
  const [counted] = await db.update(blindBoxBuyers).set({ drawn: sql`${blindBoxBuyers.drawn} + 1` })
    .where(and(eq(blindBoxBuyers.boxId, boxId), eq(blindBoxBuyers.userId, userId), limit === null ? undefined : sql`${blindBoxBuyers.drawn} < ${limit}`))
    .returning({ drawn: blindBoxBuyers.drawn, sinceGuarantee: blindBoxBuyers.sinceGuarantee });
  if (!counted) throw new AppError(CODES.conflict, M.limitReached(limit ?? 0));
  return counted;
}

async function drawOne(db: Db, order: typeof blindBoxOrders.$inferSelect, now: number, roll: () => number): Promise<void> {
  const [box] = await db.select({ version: blindBoxes.version }).from(blindBoxes).where(eq(blindBoxes.id, order.boxId)).for('update');
  // The buyer paid for the odds they saw; a table changed since then is refused, and the refusal refunds the payment.
  if (box!.version !== order.version) throw new AppError(CODES.goodsChanged, M.versionChanged);
  await assertOldEnough(db, order.userId, now);
  const table = await versionTable(db, order.boxId, order.version);
  const counted = await countBox(db, order.boxId, order.userId, table.purchaseLimit);
  const randomValue = roll();
  const guaranteed = isGuaranteedDraw(counted.sinceGuarantee, table.guaranteeDraws);
  const item = guaranteed ? table.items.find((i) => i.goodsId === table.guaranteeGoodsId)! : itemForRoll(table.items, randomValue);
  const hitGuarantee = table.guaranteeGoodsId !== '' && item.goodsId === table.guaranteeGoodsId;
  await db.update(blindBoxBuyers).set({ sinceGuarantee: hitGuarantee ? 0 : counted.sinceGuarantee + 1 })
    .where(and(eq(blindBoxBuyers.boxId, order.boxId), eq(blindBoxBuyers.userId, order.userId)));
  const [named] = await db.select({ name: goods.name, img: goods.img }).from(goods).where(eq(goods.id, item.goodsId));
  await db.insert(blindBoxDraws).values({
    orderId: order.orderId, userId: order.userId, boxId: order.boxId, version: order.version, randomValue, randomRange: DRAW_RANGE,
    itemGoodsId: item.goodsId, itemName: named?.name ?? '', itemImg: named?.img ?? '', itemValueFen: item.valueFen, guaranteed,
    drawNo: counted.drawn, drawnAt: now,
  });
}

/** Order paid hook (registered in server/services/index.ts): each blind-box order just paid is drawn in the paying transaction, with node:crypto's secure source. */
export async function drawPaidBoxes(db: Db, orderIds: string[], now: number, roll: () => number = () => randomInt(0, DRAW_RANGE)): Promise<void> {
  const boxOrders = await db.select().from(blindBoxOrders).where(inArray(blindBoxOrders.orderId, orderIds)).orderBy(blindBoxOrders.orderId);
  const drawn = new Set((await db.select({ id: blindBoxDraws.orderId }).from(blindBoxDraws).where(inArray(blindBoxDraws.orderId, orderIds))).map((d) => d.id));
  for (const order of boxOrders) if (!drawn.has(order.orderId)) await drawOne(db, order, now, roll);
}
