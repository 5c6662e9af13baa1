// @vitest-environment node
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGoodsList } from '../../../src/contract/catalogue/goods-list';
import { shopGoods } from '../../../src/contract/catalogue/shops';
import { companyGoodsList } from '../../../src/contract/company/goods';
import { companyHome, companyShops, companyUsers } from '../../../src/contract/company/users';
import type { CallDef } from '../../../src/contract/define-call';
import { orderList } from '../../../src/contract/orders/order';
import { companyWithdrawList } from '../../../src/contract/wallet/withdraw';
import { insertBulkGoods } from '../../test-support/bulk-goods';
import { HEAVY_BUYER_ID, HEAVY_BUYER_PHONE, insertBulkOrders, insertBulkUsers } from '../../test-support/bulk-users-orders';
import { loginByCode } from '../../test-support/login';
import { createTestApp, userHeaders, type TestApp } from '../../test-support/test-app';
import { ADMIN_PHONE } from '../../test-support/wallet';

// The plans of the administrator's lists, a heavy buyer's orders and a shop page at size (decision 032). Only on
// PostgreSQL, as search-plan.test.ts. ADMIN_LISTS_SCALE=large builds the size (1,000,000 goods and orders,
// 100,000 users) and logs each call's p50/p95; the default keeps CI short.
const onPostgres = Boolean(process.env.DATABASE_URL);
const large = process.env.ADMIN_LISTS_SCALE === 'large';
const SIZE = large
  ? { goods: 1_000_000, users: 100_000, orders: 1_000_000, withdrawals: 100_000 }
  : { goods: 100_000, users: 50_000, orders: 200_000, withdrawals: 20_000 };
/** Tables a request must never read whole. */
const BIG = new Set(['users', 'goods', 'orders', 'withdrawals']);
let t: TestApp;
let admin: Record<string, string>;
let buyer: Record<string, string>;
/** The last row before the last page the contract allows (pageNum 10,000 of 100), for the keyset page after it. */
const deep = { after: '' };
/** A bulk user's phone, as an administrator types it to find them. */
const searched = { phone: '' };

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const { db } = t.database;
  await insertBulkGoods(db, SIZE.goods, t.clock.now);
  await insertBulkUsers(db, SIZE.users, t.clock.now);
  await insertBulkOrders(db, SIZE.orders, SIZE.users, SIZE.withdrawals, t.clock.now);
  admin = userHeaders((await loginByCode(t, ADMIN_PHONE)).token);
  const heavy = await loginByCode(t, HEAVY_BUYER_PHONE);
  expect(heavy.userId).toBe(HEAVY_BUYER_ID);
  buyer = userHeaders(heavy.token);
  const found = await t.database.db.execute(sql`select updated_at || '_' || id as key from goods
    order by updated_at desc, id offset ${Math.min(999_899, SIZE.goods - 101)} limit 1`);
  deep.after = (found as unknown as { rows: { key: string }[] }).rows[0]!.key;
  const user = await t.database.db.execute(sql`select phone from users where id = 'BULKU000012345'`);
  searched.phone = (user as unknown as { rows: { phone: string }[] }).rows[0]!.phone;
}, 1_200_000);
afterAll(async () => { await t?.close(); });

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Filter?: string; Plans?: PlanNode[] }

/**
 * Each scan of a table or index, as "Seq Scan users" or "Index Scan users users_recent_idx". A scan without a filter
 * under a Limit (a total counted up to 2,001) reads no more rows than the limit: it is marked "(limited)".
 */
function scans(plan: PlanNode, limited = false): string[] {
  const own = plan['Relation Name'] || plan['Index Name']
    ? [`${plan['Node Type']} ${plan['Relation Name'] ?? ''} ${plan['Index Name'] ?? ''}`.replace(/\s+/g, ' ').trim() + (limited && !plan.Filter ? ' (limited)' : '')]
    : [];
  // Only nodes that pass rows on as they come keep the limit (a Sort or an aggregate reads all its input first).
  const passes = plan['Node Type'] === 'Limit' || (limited && STREAMING.has(plan['Node Type']));
  return [...own, ...(plan.Plans ?? []).flatMap((child) => scans(child, passes))];
}
const STREAMING = new Set(['Subquery Scan', 'Result', 'Gather']);

/** The selects a call sends (caught at the driver), each explained: its scans of tables and indexes. */
async function scansOf(call: CallDef, input: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string[][]> {
  const sent: { text: string; values: unknown[] }[] = [];
  const query = pg.Client.prototype.query;
  const record = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    const values = second ?? (typeof first === 'string' ? [] : first.values) ?? [];
    if (/^\s*select/i.test(text)) sent.push({ text, values });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = record as typeof query;
  try {
    expect((await t.call(call, input, headers)).code).toBe(0);
  } finally {
    pg.Client.prototype.query = query;
  }
  const plans: string[][] = [];
  for (const { text, values } of sent) {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, values);
    plans.push(scans(result.rows[0]!['QUERY PLAN'][0].Plan));
  }
  return plans;
}

const bigSeqScans = (plans: string[][]) =>
  plans.flat().filter((scan) => scan.startsWith('Seq Scan') && !scan.endsWith('(limited)') && BIG.has(scan.split(' ')[2]!));

/** The main shapes: each call as a screen sends it. */
type Input = Record<string, unknown>;
const inputOf = (input: Input | (() => Input)) => (typeof input === 'function' ? input() : input);
const SHAPES: { name: string; call: CallDef; input: Input | (() => Input); as: () => Record<string, string>; uses?: RegExp; timedOnly?: boolean }[] = [
  { name: 'admin users, all', call: companyUsers, input: {}, as: () => admin, uses: /users_recent_idx/ },
  { name: 'admin users, banned', call: companyUsers, input: { state: 'banned' }, as: () => admin, uses: /users_banned_idx/ },
  { name: 'admin user by phone', call: companyUsers, input: () => ({ keyword: searched.phone }), as: () => admin, uses: /users_search_triples_idx/ },
  // 茶友 names a tenth of the users: the newest ones hold a page of them, and the total is the planner's estimate.
  { name: 'admin user by two characters', call: companyUsers, input: { keyword: '茶友' }, as: () => admin, uses: /users_recent_idx|users_search_grams_idx/ },
  { name: 'admin user by name', call: companyUsers, input: { keyword: '茶友' }, as: () => admin },
  { name: 'admin users, deep page', call: companyUsers, input: { pageNum: 1000 }, as: () => admin },
  { name: 'admin home', call: companyHome, input: {}, as: () => admin },
  { name: 'admin shops by name', call: companyShops, input: { keyword: '数码' }, as: () => admin },
  { name: 'admin goods, all', call: companyGoodsList, input: {}, as: () => admin, uses: /goods_checkpoint_idx/ },
  { name: 'admin goods, off shelf', call: companyGoodsList, input: { shelf: 'off' }, as: () => admin, uses: /goods_off_shelf_idx/ },
  { name: 'admin goods, taken down', call: companyGoodsList, input: { shelf: 'platform' }, as: () => admin, uses: /goods_platform_off_idx/ },
  { name: 'admin goods by name', call: companyGoodsList, input: { keyword: '手机壳' }, as: () => admin },
  { name: 'admin goods of a shop', call: companyGoodsList, input: { shopId: 'S0001' }, as: () => admin, uses: /goods_shop_recent_idx/ },
  { name: 'admin goods, deep page', call: companyGoodsList, input: { pageNum: 1000 }, as: () => admin },
  // Timed only: skipping 999,900 rows, a scan and sort may well be the cheapest plan; `after` is the fast way there.
  { name: 'admin goods, last page the contract allows', call: companyGoodsList, input: { pageNum: 10000, pageSize: 100 }, as: () => admin, timedOnly: true },
  { name: 'admin goods, that page by after', call: companyGoodsList, input: () => ({ pageNum: 10000, pageSize: 100, after: deep.after }), as: () => admin, uses: /goods_checkpoint_idx/ },
  { name: 'withdrawals, all', call: companyWithdrawList, input: {}, as: () => admin, uses: /withdrawals_recent_idx/ },
  { name: 'withdrawals, pending', call: companyWithdrawList, input: { status: 'PENDING' }, as: () => admin, uses: /withdrawals_status_idx/ },
  { name: 'heavy buyer orders', call: orderList, input: {}, as: () => buyer, uses: /orders_user_idx/ },
  { name: 'heavy buyer orders, completed', call: orderList, input: { status: 'COMPLETED' }, as: () => buyer, uses: /orders_user_status_idx/ },
  { name: 'shop page 综合', call: shopGoods, input: { shopsId: 'S0001', otherSort: '00' }, as: () => ({}), uses: /goods_shop_recent_idx/ },
  { name: 'shop page 销量', call: shopGoods, input: { shopsId: 'S0001', otherSort: '01' }, as: () => ({}), uses: /goods_shop_sales_idx/ },
  { name: 'shop page 价格 up', call: shopGoods, input: { shopsId: 'S0001', otherSort: '02', priceSort: '01' }, as: () => ({}), uses: /goods_shop_price_idx/ },
  { name: 'shop page 价格 down', call: shopGoods, input: { shopsId: 'S0001', otherSort: '02', priceSort: '00' }, as: () => ({}), uses: /goods_shop_price_idx/ },
  { name: 'category 价格 up', call: classGoodsList, input: { classId: '010101', otherSort: '02', priceSort: '01' }, as: () => ({}), uses: /goods_class_price_idx/ },
  { name: 'category 价格 down', call: classGoodsList, input: { classId: '010101', otherSort: '02', priceSort: '00' }, as: () => ({}), uses: /goods_class_price_idx/ },
];

describe.skipIf(!onPostgres)('administrator lists, a heavy buyer and a shop page at size', () => {
  it.each(SHAPES.filter((shape) => !shape.timedOnly))('$name reads no big table whole', async ({ name, call, input, as, uses }) => {
    const plans = await scansOf(call, inputOf(input), as());
    expect(bigSeqScans(plans), `${name}: ${JSON.stringify(plans)}`).toEqual([]);
    if (uses) expect(plans.flat().join(), name).toMatch(uses);
  });

  it.skipIf(!large)('logs each call\'s p50 and p95', async () => {
    const lines: string[] = [];
    for (const { name, call, input, as } of SHAPES) {
      const times: number[] = [];
      for (let i = 0; i < 40; i++) {
        const start = performance.now();
        await t.call(call, inputOf(input), as());
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      lines.push(`| ${name} | ${at(0.5)} | ${at(0.95)} |`);
    }
    console.info(`| call | p50 ms | p95 ms |\n|---|---|---|\n${lines.join('\n')}`);
  }, 600_000);
});
