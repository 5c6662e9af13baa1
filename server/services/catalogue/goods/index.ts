import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import { categoryTree, goodsDetail, homePageInfo, pullGoods } from '../../../../src/contract/catalogue/goods';
import type { CategoryNode } from '../../../../src/contract/entities/category';
import { banners, goods, goodsClasses, hotWords, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { goodsCardColumns, toGoods, toGoodsDetail } from './goods-mapper';
import { readSkus } from './skus';
import { shelfTotal } from './list-total';

type ClassRow = typeof goodsClasses.$inferSelect;

function buildTree(rows: ClassRow[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(rows.map((r) => [r.id, {
    id: r.id, classPid: r.pid, classNames: r.name, cover: r.cover, level: r.level, classList: [],
  }]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = nodes.get(row.pid);
    if (parent) parent.classList.push(node);
    else roots.push(node);
  }
  return roots;
}

export const goodsBindings: Binding[] = [
  bind(homePageInfo, async ({ input, db }) => {
    const visible = eq(goods.onShelf, true);
    const [bannerRows, wordRows, rows, total] = await Promise.all([
      db.select().from(banners).orderBy(asc(banners.sort)),
      db.select().from(hotWords).orderBy(asc(hotWords.sort)),
      db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(visible)
        .orderBy(desc(goods.sales), asc(goods.id)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
      shelfTotal(db),
    ]);
    return {
      banners: bannerRows.map((b) => ({ id: b.id, title: b.title, image: b.image, goodsId: b.goodsId })),
      hotWords: wordRows.map((w) => w.word),
      goodsList: rows.map(toGoods),
      total,
    };
  }),

  bind(goodsDetail, async ({ input, db }) => {
    const [row] = await db.select({ g: goods, shopName: shops.name }).from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId)).where(eq(goods.id, input.goodsId));
    if (!row) throw notFound('商品');
    return toGoodsDetail({ ...row.g, shopName: row.shopName }, await readSkus(db, row.g.id));
  }),

  bind(categoryTree, async ({ db }) => {
    const rows = await db.select().from(goodsClasses).orderBy(asc(goodsClasses.level), asc(goodsClasses.sort));
    return buildTree(rows);
  }),

  bind(pullGoods, async ({ input, db }) => {
    const after = or(
      gt(goods.updatedAt, input.updatedAt),
      and(eq(goods.updatedAt, input.updatedAt), gt(goods.id, input.goodsId)),
    );
    const rows = await db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId))
      .where(after).orderBy(asc(goods.updatedAt), asc(goods.id)).limit(input.limit);
    const last = rows.at(-1);
    return {
      documents: rows.map(toGoods),
      checkpoint: last ? { updatedAt: last.updatedAt, goodsId: last.id } : null,
    };
  }),
];
