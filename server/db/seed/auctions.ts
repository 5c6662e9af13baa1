import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { defaultDeposit } from '../../../src/domain/auction-rules';
import { enqueueClose } from '../../services/kinds/auction/lots';
import type { Db } from '../open';
import { auctionLots, auctionSessions, blindBoxes, blindBoxGoods, goods, shops } from '../schema';

const HOUR = 3_600_000;
/** Ours: the demo shop whose auction goods stay out of the seeded sessions, so its owner (13800000004) can open one. */
export const AUCTION_FREE_SHOP = 'S0002';
/** Anti-sniping window of the seeded lots. */
const EXTEND_MS = 2 * 60_000;

interface SeedAuctionExtra { startPrice: number; bidStep: number; endsAt: number }

/**
 * Issue 16: real lots instead of the catalogue's invented bids. Every other shop's auction goods on shelf with stock
 * become lots of one 专场 per shop, with no bid yet (goods.extra keeps the lot's start price and end, and an empty bid list).
 */
export async function seedAuctions(db: Db, now: number): Promise<void> {
  const rows = await db.select({ g: goods, shopName: shops.name }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(goods.kind, 'auction'), ne(goods.shopId, AUCTION_FREE_SHOP), gt(goods.stock, 0), eq(goods.onShelf, true))).orderBy(asc(goods.shopId), asc(goods.id));
  const byShop = new Map<string, typeof rows>();
  for (const row of rows) byShop.set(row.g.shopId, [...(byShop.get(row.g.shopId) ?? []), row]);
  let n = 0;
  for (const [shopId, list] of byShop) {
    n += 1;
    const sessionId = `AS${String(n).padStart(4, '0')}`;
    const lots = list.map(({ g }, i) => {
      const extra = g.extra as unknown as SeedAuctionExtra;
      return {
        id: `${sessionId}L${i + 1}`, sessionId, goodsId: g.id, shopId, startPrice: extra.startPrice, bidStep: extra.bidStep,
        deposit: defaultDeposit(extra.startPrice), currentPrice: extra.startPrice, startsAt: now - HOUR, endsAt: extra.endsAt,
        originalEndsAt: extra.endsAt, extendMs: EXTEND_MS, status: 'OPEN', updatedAt: now,
      };
    });
    await db.insert(auctionSessions).values({
      id: sessionId, shopId, title: `${list[0]!.shopName}·精选拍卖专场`, img: list[0]!.g.img, startsAt: now - HOUR,
      endsAt: Math.max(...lots.map((l) => l.endsAt)), createdAt: now,
    });
    await db.insert(auctionLots).values(lots);
    for (const lot of lots) await enqueueClose(db, lot.id, lot.endsAt, now);
  }
  for (const { g } of await db.select({ g: goods }).from(goods).where(eq(goods.kind, 'auction'))) {
    const extra = g.extra as unknown as SeedAuctionExtra;
    await db.update(goods).set({ extra: { ...g.extra, currentBid: extra.startPrice, bids: [] }, salePrice: extra.startPrice }).where(eq(goods.id, g.id));
  }
}

/**
 * Issue 16, blind box auction detail (docs/decisions/019): the first blind-box goods whose box is on sale, with stock,
 * is also a lot of its own 专场 for three days, at the box's price, so the demo shows a blind-box lot.
 */
export async function seedBlindboxLots(db: Db, now: number): Promise<void> {
  const [row] = await db.select({ goodsId: goods.id, shopId: goods.shopId, img: goods.img, shopName: shops.name, boxId: blindBoxes.id, version: blindBoxes.version, price: blindBoxes.price })
    .from(blindBoxGoods).innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxGoods.boxId)).innerJoin(goods, eq(goods.id, blindBoxGoods.goodsId))
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(blindBoxes.onSale, true), gt(goods.stock, 0), eq(goods.onShelf, true), ne(goods.shopId, AUCTION_FREE_SHOP))).orderBy(asc(goods.id)).limit(1);
  if (!row) return;
  const sessionId = 'ASB0001';
  const endsAt = now + 72 * HOUR;
  await db.insert(auctionSessions).values({ id: sessionId, shopId: row.shopId, title: `${row.shopName}·盲盒拍卖专场`, img: row.img, startsAt: now - HOUR, endsAt, createdAt: now });
  await db.insert(auctionLots).values({
    id: `${sessionId}L1`, sessionId, goodsId: row.goodsId, shopId: row.shopId, startPrice: row.price, bidStep: 100, deposit: defaultDeposit(row.price),
    currentPrice: row.price, startsAt: now - HOUR, endsAt, originalEndsAt: endsAt, extendMs: EXTEND_MS, status: 'OPEN', updatedAt: now,
    boxId: row.boxId, boxVersion: row.version,
  });
  await enqueueClose(db, `${sessionId}L1`, endsAt, now);
}
