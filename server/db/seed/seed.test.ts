// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GOODS_KINDS } from '../../../src/contract/entities/goods';
import { verifyPassword } from '../../auth/passwords';
import { openPglite, type Database } from '../open';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemo } from './index';

let database: Database;
let seededBefore: boolean;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  seededBefore = await isSeeded(database.db);
  await seedDemo(database.db, Date.UTC(2026, 10, 1));
}, 90_000);

afterAll(async () => {
  await database?.close();
});

describe('demo seed', () => {
  it('reports an empty database as unseeded and a seeded one as seeded', async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('creates at least 12 shops and 600 goods', async () => {
    expect(await count(sql`select count(*) as n from shops`)).toBeGreaterThanOrEqual(12);
    expect(await count(sql`select count(*) as n from goods`)).toBeGreaterThanOrEqual(600);
  });

  it('seeds 购买足迹 only from real orders of the buyer (issue 19)', async () => {
    const footprints = await count(sql`select count(*) as n from user_tracks where kind = 'buy'`);
    expect(footprints).toBeGreaterThan(0);
    const withoutOrder = await count(sql`select count(*) as n from user_tracks t where t.kind = 'buy' and not exists (
      select 1 from orders o join order_lines l on l.order_id = o.id where o.user_id = t.user_id and l.goods_id = t.goods_id)`);
    expect(withoutOrder).toBe(0);
    expect(await count(sql`select count(*) as n from orders where status = 'COMPLETED' and evaluated`)).toBe(footprints);
  });

  it('gives every goods kind at least 30 goods', async () => {
    const perKind = await rows<{ kind: string; n: string }>(sql`select kind, count(*) as n from goods group by kind`);
    const byKind = new Map(perKind.map((row) => [row.kind, Number(row.n)]));
    for (const kind of GOODS_KINDS) expect(byKind.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(30);
    expect([...byKind.keys()].sort()).toEqual([...GOODS_KINDS].sort());
  });

  it('builds a three-level category tree with nodes on both sides of the 2-children rule', async () => {
    const levels = await rows<{ level: number }>(sql`select distinct level from goods_classes order by level`);
    expect(levels.map((row) => row.level)).toEqual([1, 2, 3]);
    const children = await rows<{ n: string }>(sql`
      select count(c.id) as n from goods_classes p join goods_classes c on c.pid = p.id
      where p.level < 3 group by p.id`);
    const sizes = children.map((row) => Number(row.n));
    expect(sizes.some((n) => n > 2)).toBe(true);
    expect(sizes.some((n) => n >= 1 && n <= 2)).toBe(true);
    expect(await count(sql`
      select count(*) as n from goods_classes c left join goods_classes p on p.id = c.pid
      where (c.level = 1 and c.pid <> '0') or (c.level > 1 and (p.id is null or p.level <> c.level - 1))`)).toBe(0);
  });

  it('files every goods under a level-3 class', async () => {
    expect(await count(sql`
      select count(*) as n from goods g left join goods_classes c on c.id = g.class_id
      where c.level is distinct from 3`)).toBe(0);
  });

  it('has the goods 华为手机壳透明防摔', async () => {
    expect(await count(sql`select count(*) as n from goods where name = '华为手机壳透明防摔'`)).toBeGreaterThanOrEqual(1);
  });

  it('sells a T-shirt by colour and size, its card showing the lowest on-sale price and the on-sale stock (issue 31)', async () => {
    const skus = await rows<{ spec_text: string; sale_price: number; stock: number; on_sale: boolean }>(
      sql`select spec_text, sale_price, stock, on_sale from goods_skus where goods_id = 'GS0001' order by position`);
    expect(skus).toHaveLength(12);
    expect(skus[0]).toMatchObject({ spec_text: '红色 / S', sale_price: 3900 });
    expect(skus.find((s) => s.spec_text === '黑色 / XL')).toMatchObject({ sale_price: 5900, stock: 0 });
    expect(skus.find((s) => s.spec_text === '白色 / S')?.on_sale).toBe(false);
    const [card] = await rows<{ sale_price: number; max_price: number; stock: number }>(sql`select sale_price, max_price, stock from goods where id = 'GS0001'`);
    // 黑色 / XL is sold out but on sale, so ¥59 is still the top of the range; 白色 / S is off sale.
    expect(card).toEqual({ sale_price: 3900, max_price: 5900, stock: 120 * 2 + 300 * 3 + 200 * 3 + 80 * 2 });
  });

  it('prices in positive integer fen with original price not below sale price', async () => {
    const prices = await rows<{ sale_price: number; original_price: number }>(
      sql`select sale_price, original_price from goods`,
    );
    for (const { sale_price: sale, original_price: original } of prices) {
      expect(Number.isInteger(sale) && sale > 0).toBe(true);
      expect(Number.isInteger(original) && original > 0).toBe(true);
      expect(original).toBeGreaterThanOrEqual(sale);
    }
  });

  it('gives every blind box odds that sum to 1', async () => {
    const boxes = await rows<{ extra: { contents: { odds: number }[] } }>(
      sql`select extra from goods where kind = 'blindbox'`,
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const { extra } of boxes) {
      const total = extra.contents.reduce((sum, item) => sum + item.odds, 0);
      expect(Math.abs(total - 1)).toBeLessThanOrEqual(1e-9);
    }
  });

  it('creates the demo accounts with verifiable password hashes', async () => {
    const accounts = await rows<{ phone: string; password_hash: string; plat_company_id: string | null }>(
      sql`select phone, password_hash, plat_company_id from users order by phone`,
    );
    expect(accounts.map((row) => row.phone)).toEqual(['13800000001', '13800000002', '13800000003', '13800000004', '13800000005', '13800000006']);
    for (const account of accounts) expect(await verifyPassword(DEMO_PASSWORD, account.password_hash)).toBe(true);
    expect(await verifyPassword('wrong-Pass1', accounts[0]?.password_hash ?? '')).toBe(false);
    expect(accounts[2]?.plat_company_id).toBe('C0001');
    expect(DEMO_ACCOUNTS.map((account) => account.phone)).toEqual(accounts.map((row) => row.phone));
  });

  it('lets the shop owner own a shop that has goods', async () => {
    const [owned] = await rows<{ shop_id: string; owner_user_id: string; goods: string }>(sql`
      select u.shop_id, s.owner_user_id, (select count(*) from goods g where g.shop_id = s.id) as goods
      from users u join shops s on s.id = u.shop_id where u.phone = '13800000002'`);
    expect(owned?.shop_id).toBe('S0001');
    expect(Number(owned?.goods)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from users where id = ${owned?.owner_user_id ?? ''} and phone = '13800000002'`)).toBe(1);
  });

  it('gives every seeded dynamic a caption that names the goods its pictures show (issue 34)', async () => {
    const posts = await rows<{ text: string; imgs: string[] }>(sql`select text, imgs from dynamics where id like 'seed-dynamic-%'`);
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) {
      const shown = await rows<{ name: string }>(sql`select name from goods where imgs @> ${JSON.stringify(post.imgs)}::jsonb`);
      expect(shown.length, post.text).toBeGreaterThan(0);
      expect(shown.some((g) => post.text.includes(g.name)), post.text).toBe(true);
    }
  });
});
