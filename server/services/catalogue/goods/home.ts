import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { dayNewGoods, honourRecommend, pageTemplate, platformAds } from '../../../../src/contract/catalogue/home';
import { HomeModuleSchema } from '../../../../src/contract/catalogue/home';
import { banners, goods, pageTemplates, shops } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { goodsCardColumns, toGoods } from './goods-mapper';
import { findGoodsPage } from './goods-query-repository';

const HONOUR_COUNT = 6;

export const homeBindings: Binding[] = [
  bind(platformAds, async ({ db }) => {
    const rows = await db.select().from(banners).orderBy(asc(banners.sort));
    return rows.map((b) => ({ id: b.id, title: b.title, image: b.image, goodsId: b.goodsId }));
  }),

  bind(pageTemplate, async ({ db }) => {
    const [row] = await db.select().from(pageTemplates).where(eq(pageTemplates.active, true)).orderBy(asc(pageTemplates.sort)).limit(1);
    if (!row) return null;
    const modules = row.modules.flatMap((m) => {
      const parsed = HomeModuleSchema.safeParse(m);
      return parsed.success ? [parsed.data] : [];
    });
    return { templateId: row.id, name: row.name, modules };
  }),

  bind(honourRecommend, async ({ db }) => {
    const rows = await db.select({ ...goodsCardColumns, rankName: shops.rankName }).from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(and(eq(goods.onShelf, true), ne(shops.rankName, ''), eq(shops.banned, false)))
      .orderBy(desc(goods.sales), asc(goods.id)).limit(HONOUR_COUNT);
    return { goodsList: rows.map((r) => ({ ...toGoods(r), rankName: r.rankName })) };
  }),

  bind(dayNewGoods, async ({ input, db }) => findGoodsPage(db, { otherSort: '00' }, input)),
];
