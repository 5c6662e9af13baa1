import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { platHomePageInfo, PLAT_HOME_PAGES, PLAT_HOME_SHOPS } from '../../../../src/contract/catalogue/home';
import { SECOND_CLASS_RECOMMEND_CLASSES, SECOND_CLASS_RECOMMEND_GOODS, secondClassRecommend } from '../../../../src/contract/catalogue/goods-list';
import type { Goods } from '../../../../src/contract/entities/goods';
import { descendantClassIds } from '../../../../src/domain/goods-order';
import type { Db } from '../../../db/open';
import { banners, goods, goodsClasses, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { goodsCardColumns, toGoods } from './goods-mapper';

interface Ranked { id: string; key: string; sales: number }

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const bestFirst = (a: Ranked, b: Ranked) => b.sales - a.sales || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The `depth` best sellers on the shelf of each key (a class or a shop), one index walk of at most `depth` rows per
 * key (LATERAL ... LIMIT; exported for the plan test): what it reads is bounded by keys × depth, never by the catalogue.
 */
export function bestSellersQuery(column: 'class_id' | 'shop_id', keys: readonly string[], depth: number): SQL {
  const order: SQL = column === 'class_id' ? sql`sales desc nulls first, id` : sql`sales desc, id`;
  return sql`select g.id, g.key, g.sales from unnest(${textArray(keys)}) as k(key)
    cross join lateral (select id, k.key, sales from goods where ${sql.raw(column)} = k.key and on_shelf order by ${order} limit ${depth}) g`;
}

async function bestSellersPer(db: Db, column: 'class_id' | 'shop_id', keys: readonly string[], depth: number): Promise<Ranked[]> {
  if (keys.length === 0) return [];
  const result = (await db.execute(bestSellersQuery(column, keys, depth))) as unknown as { rows: { id: string; key: string; sales: number | string | null }[] };
  return result.rows.map((r) => ({ id: r.id, key: r.key, sales: Number(r.sales ?? 0) }));
}

/** The cards of these goods, in the order given. */
async function cardsOf(db: Db, ids: readonly string[]): Promise<Goods[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(inArray(goods.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toGoods(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const recommendBindings: Binding[] = [
  bind(secondClassRecommend, async ({ input, db }) => {
    const rows = await db.select().from(goodsClasses).orderBy(asc(goodsClasses.level), asc(goodsClasses.sort));
    if (!rows.some((r) => r.id === input.classId)) throw notFound('分类');
    const nodes = rows.map((r) => ({ id: r.id, classPid: r.pid }));
    const children = rows.filter((r) => r.pid === input.classId).slice(0, SECOND_CLASS_RECOMMEND_CLASSES);
    const subtrees = new Map(children.map((c) => [c.id, descendantClassIds(nodes, c.id)]));
    const childOf = new Map([...subtrees].flatMap(([childId, ids]) => ids.map((id) => [id, childId] as const)));
    const ranked = await bestSellersPer(db, 'class_id', [...childOf.keys()], SECOND_CLASS_RECOMMEND_GOODS);
    const picks = new Map(children.map((c) => [c.id, ranked.filter((r) => childOf.get(r.key) === c.id).sort(bestFirst).slice(0, SECOND_CLASS_RECOMMEND_GOODS)]));
    const cards = new Map((await cardsOf(db, [...picks.values()].flat().map((r) => r.id))).map((g) => [g.goodsId, g]));
    return children.flatMap((c) => {
      const goodsList = picks.get(c.id)!.flatMap((r) => cards.get(r.id) ?? []);
      return goodsList.length ? [{ id: c.id, classPid: c.pid, classNames: c.name, cover: c.cover, goodsList }] : [];
    });
  }),

  bind(platHomePageInfo, async ({ input, db }) => {
    const own = and(eq(shops.isZfm, 1), eq(shops.banned, false));
    const [bannerRows, shopRows] = await Promise.all([
      db.select().from(banners).orderBy(asc(banners.sort)).limit(10),
      db.select().from(shops).where(own).orderBy(sql`${shops.fans} desc nulls last`, asc(shops.id)).limit(PLAT_HOME_SHOPS),
    ]);
    const skip = (input.pageNum - 1) * input.pageSize;
    const depth = skip + input.pageSize;
    const shopIds = shopRows.map((s) => s.id);
    const reach = PLAT_HOME_PAGES * input.pageSize;
    const [ranked, total] = await Promise.all([
      bestSellersPer(db, 'shop_id', shopIds, depth),
      // How far the pages reach, counted no further (an index-only walk of at most `reach` rows).
      shopIds.length === 0 ? 0 : db.select({ n: count() })
        .from(db.select({ id: goods.id }).from(goods).where(and(inArray(goods.shopId, shopIds), eq(goods.onShelf, true))).limit(reach).as('reach'))
        .then(([row]) => row?.n ?? 0),
    ]);
    ranked.sort(bestFirst);
    return {
      banners: bannerRows.map((b) => ({ id: b.id, title: b.title, image: b.image, goodsId: b.goodsId })),
      shops: shopRows.map((s) => ({ shopsId: s.id, shopsNo: s.shopNo, shopName: s.name, shopLogo: s.logo, shopFans: s.fans ?? 0, locationName: s.locationName })),
      goodsList: await cardsOf(db, ranked.slice(skip, depth).map((r) => r.id)),
      total,
    };
  }),
];
