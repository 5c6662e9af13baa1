// The databases of `npm run bench -- --scale` (issue 30): the demo seed plus a bulk SQL import of goods, users and
// orders, as a catalogue imported outside the app would arrive; then the pinyin filled and the tables analyzed.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import { openPostgres } from '../../server/db/open';
import { users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { ensureRegions } from '../../server/db/seed/checkout-regions';
import { fillGoodsPinyin } from '../../server/services/catalogue/search/pinyin-fill';
import { insertBulkGoods } from '../../server/test-support/bulk-goods';
import { HEAVY_BUYER_ID, insertBulkOrders, insertBulkUsers } from '../../server/test-support/bulk-users-orders';
import { BENCH_PASSWORD } from '../users';
import type { DeviceBrowseTargets } from './device';

export interface ScaleSize {
  goods: number;
  users: number;
  orders: number;
  withdrawals: number;
}

/** Issue 30's sizes: 10,000, 100,000 and 1,000,000 goods, with users and orders growing alongside (100,000 and 1,000,000 at the largest). */
export function scaleSizes(): ScaleSize[] {
  const goods = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number).filter((n) => n > 0);
  return goods.map((n) => ({ goods: n, users: Math.max(1_000, n / 10), orders: n, withdrawals: Math.max(1_000, n / 10) }));
}

/** Pinyin is filled for at most this long; past it the pinyin figures say how much of the catalogue was spelled. */
const PINYIN_BUDGET_MS = 15 * 60_000;

/** What the reads look up in a built database: a leaf category, and bulk users' phones for the administrator's search. */
export interface ReadTargets { leafClassId: string; userPhones: string[] }

/** Phones the administrator searches for: bulk users' (never the heavy buyer's), spread over the table. */
const SEARCHED_PHONES = 100;

export async function buildScaleDatabase(url: string, size: ScaleSize, log: (line: string) => void): Promise<{ pinyinShare: number } & ReadTargets & DeviceBrowseTargets> {
  const now = Date.now();
  const database = openPostgres(url);
  try {
    await database.migrate();
    await seedDemo(database.db, now);
    await ensureRegions(database.db);
    const { db } = database;
    let step = Date.now();
    await insertBulkGoods(db, size.goods, now);
    log(`  ${size.goods} goods in ${Math.round((Date.now() - step) / 1000)} s`);
    step = Date.now();
    await insertBulkUsers(db, size.users, now);
    await insertBulkOrders(db, size.orders, size.users, size.withdrawals, now);
    await db.update(users).set({ passwordHash: await hashPassword(BENCH_PASSWORD) }).where(eq(users.id, HEAVY_BUYER_ID));
    log(`  ${size.users} users, ${size.orders} orders in ${Math.round((Date.now() - step) / 1000)} s`);
    step = Date.now();
    let spelled = 0;
    while (Date.now() - step < PINYIN_BUDGET_MS) {
      const { filled } = await fillGoodsPinyin(db, 20_000);
      if (!filled) break;
      spelled += filled;
    }
    await db.execute(sql`vacuum analyze goods`);
    const total = Number(((await db.execute(sql`select count(*)::int as n from goods`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const missing = Number(((await db.execute(sql`select count(*)::int as n from goods where name_pinyin_hash is distinct from md5(name)::uuid`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    log(`  pinyin of ${spelled} goods in ${Math.round((Date.now() - step) / 1000)} s (${missing} left)`);
    const leaves = (await db.execute(sql`select c.id, c.name from goods_classes c where not exists (select 1 from goods_classes child where child.pid = c.id) order by c.id limit 10`)) as unknown as { rows: { id: string; name: string }[] };
    const shops = (await db.execute(sql`select id from shops order by id limit 5`)) as unknown as { rows: { id: string }[] };
    const phones = (await db.execute(sql`select phone from users where id like 'BULKU%' and id <> ${HEAVY_BUYER_ID}
      order by md5(id) limit ${SEARCHED_PHONES}`)) as unknown as { rows: { phone: string }[] };
    return {
      pinyinShare: total ? (total - missing) / total : 1, leafClassId: leaves.rows[0]!.id, userPhones: phones.rows.map((r) => r.phone),
      leaves: leaves.rows, shopIds: shops.rows.map((r) => r.id),
    };
  } finally {
    await database.close();
  }
}
