import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { globalHotGoods, globalPageInfo, globalTopGoods } from '../../../../src/contract/catalogue/global-purchase';
import { CONTINENTS } from '../../../../src/domain/continents';
import type { Db } from '../../../db/open';
import { goods, goodsClasses, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { goodsCardColumns, toGoods } from './goods-mapper';
import { listTotal, shelfTotal } from './list-total';

const isGlobal = and(eq(goods.kind, 'global'), eq(goods.onShelf, true));

/** A class and every class below it. */
async function classAndDescendants(db: Db, classId: string): Promise<string[]> {
  const rows = await db.select({ id: goodsClasses.id, pid: goodsClasses.pid }).from(goodsClasses);
  if (!rows.some((r) => r.id === classId)) throw notFound('分类');
  const ids = [classId];
  for (let i = 0; i < ids.length; i++) ids.push(...rows.filter((r) => r.pid === ids[i]).map((r) => r.id));
  return ids;
}

export const globalPurchaseBindings: Binding[] = [
  bind(globalPageInfo, async ({ db }) => {
    const rows = await db.select({
      dazhouCode: sql<string>`${goods.extra}->>'dazhouCode'`,
      countryCode: sql<string>`${goods.extra}->>'countryCode'`,
      country: sql<string>`${goods.extra}->>'country'`,
      n: count(),
    }).from(goods).where(isGlobal).groupBy(sql`1`, sql`2`, sql`3`).orderBy(sql`4 desc`, sql`2`);
    const continents = CONTINENTS.map((c) => {
      const countries = rows.filter((r) => r.dazhouCode === c.dazhouCode)
        .map((r) => ({ country: r.country, countryCode: r.countryCode, goodsCount: r.n }));
      return { ...c, goodsCount: countries.reduce((s, r) => s + r.goodsCount, 0), countries };
    });
    return { continents, total: rows.reduce((s, r) => s + r.n, 0) };
  }),

  bind(globalHotGoods, async ({ input, db }) => {
    const where = and(
      isGlobal,
      input.dazhouCode ? sql`${goods.extra}->>'dazhouCode' = ${input.dazhouCode}` : undefined,
      input.countryCode ? sql`${goods.extra}->>'countryCode' = ${input.countryCode}` : undefined,
      input.classId ? inArray(goods.classId, await classAndDescendants(db, input.classId)) : undefined,
    );
    const unfiltered = !input.dazhouCode && !input.countryCode && !input.classId;
    const [rows, total] = await Promise.all([
      db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
        .orderBy(desc(goods.sales), asc(goods.id)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
      unfiltered ? shelfTotal(db, ['global']) : listTotal(db, () => db.select({ id: goods.id }).from(goods).where(where).$dynamic()),
    ]);
    return { list: rows.map(toGoods), total };
  }),

  bind(globalTopGoods, async ({ input, db }) => {
    const rows = await db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(isGlobal)
      .orderBy(desc(goods.sales), asc(goods.id)).limit(input.limit);
    return { list: rows.map(toGoods) };
  }),
];
