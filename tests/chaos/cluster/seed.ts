import { sql } from 'drizzle-orm';
import { defaultDeposit } from '../../../src/domain/auction-rules';
import { hashPassword } from '../../../server/auth/passwords';
import { issueToken } from '../../../server/auth/tokens';
import type { Db } from '../../../server/db/open';
import { addresses, auctionLots, auctionSessions, payAccounts, users } from '../../../server/db/schema';
import { AUCTION_FREE_SHOP } from '../../../server/db/seed/auctions';
import { platformAccount, userAccount } from '../../../server/ledger/accounts';
import { post } from '../../../server/ledger/post';
import { enqueueClose } from '../../../server/services/kinds/auction/lots';

export const PAY_PASSWORD = '246810';
const BALANCE = 100_000_000;

export interface Buyer { userId: string; token: string; addressId: string }
export interface Buyable { id: string; price: number }
export interface Lot { id: string; startPrice: number; bidStep: number; endsAt: number }

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Buyers written directly (logging in is not under test), each with an address, a pay password and money. */
export async function seedBuyers(db: Db, seed: number, count: number, now: number): Promise<Buyer[]> {
  const hash = await hashPassword(PAY_PASSWORD);
  const buyers: Buyer[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = `CQ${seed}U${i}`;
    await db.insert(users).values({ id: userId, usersNo: `CQN${seed}U${i}`, phone: `166${String(seed).padStart(4, '0')}${String(i).padStart(4, '0')}`, name: `集群买家${seed}-${i}`, createdAt: now });
    await db.insert(addresses).values({
      id: 'a1', userId, name: '张三', phone: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
      regionName: '广东省 深圳市 南山区', detail: '科技园路1号', isDefault: true, createdAt: now, updatedAt: now,
    });
    await db.insert(payAccounts).values({ userId, payPasswordHash: hash, updatedAt: now });
    await post(db, { kind: 'WELCOME', refId: `chaos-cluster:${userId}`, memo: '测试入账', legs: [{ account: platformAccount('PROMO'), amount: -BALANCE }, { account: userAccount(userId), amount: BALANCE }] }, now);
    buyers.push({ userId, token: (await issueToken(db, userId, 'user', null, now, 6 * 3_600_000)).token, addressId: 'a1' });
  }
  return buyers;
}

/** Ordinary goods of one SKU, on shelf, given stock enough that no order of the run is refused for it. */
export async function buyableGoods(db: Db, count: number): Promise<Buyable[]> {
  const list = await rows<{ id: string; price: number }>(db, sql`select g.id, g.sale_price as price from goods g join shops s on s.id = g.shop_id
    where g.kind = 'ordinary' and g.on_shelf and s.id <> ${AUCTION_FREE_SHOP} and (select count(*) from goods_skus k where k.goods_id = g.id) = 1
    order by g.id limit ${count}`);
  const ids = sql.join(list.map((g) => sql`${g.id}`), sql`, `);
  await db.execute(sql`update goods set stock = 1000000 where id in (${ids})`);
  await db.execute(sql`update goods_skus set stock = 1000000 where goods_id in (${ids})`);
  return list.map((g) => ({ id: g.id, price: Number(g.price) }));
}

/** Lots of the auction-free shop's goods (one each) that end at `endsAt` (anti-sniping 1 s), their close jobs queued. */
export async function seedLots(db: Db, seed: number, count: number, endsAt: number, now: number): Promise<Lot[]> {
  // A goods of its own per lot, as the product requires (a goods in a running lot is refused another: 该商品已在拍卖中).
  const goodsRows = await rows<{ id: string; img: string }>(db, sql`select id, img from goods where kind = 'auction' and shop_id = ${AUCTION_FREE_SHOP} order by id limit ${count}`);
  if (goodsRows.length < count) throw new Error(`only ${goodsRows.length} auction goods in ${AUCTION_FREE_SHOP} for ${count} lots`);
  const ids = sql.join(goodsRows.map((g) => sql`${g.id}`), sql`, `);
  await db.execute(sql`update goods set stock = 1000000 where id in (${ids})`);
  await db.execute(sql`update goods_skus set stock = 1000000 where goods_id in (${ids})`);
  const sessionId = `CQS${seed}`;
  await db.insert(auctionSessions).values({ id: sessionId, shopId: AUCTION_FREE_SHOP, title: '集群故障专场', img: goodsRows[0]!.img, startsAt: now - 1000, endsAt, createdAt: now });
  const lots: Lot[] = [];
  for (let i = 0; i < count; i += 1) {
    const lot = { id: `CQS${seed}L${i}`, startPrice: 1_000, bidStep: 100, endsAt };
    await db.insert(auctionLots).values({
      id: lot.id, sessionId, goodsId: goodsRows[i]!.id, shopId: AUCTION_FREE_SHOP, startPrice: lot.startPrice, bidStep: lot.bidStep,
      deposit: defaultDeposit(lot.startPrice), currentPrice: lot.startPrice, startsAt: now - 1000, endsAt, originalEndsAt: endsAt,
      extendMs: 1_000, status: 'OPEN', updatedAt: now,
    });
    await enqueueClose(db, lot.id, endsAt, now);
    lots.push(lot);
  }
  return lots;
}
