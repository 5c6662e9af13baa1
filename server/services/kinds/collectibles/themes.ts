import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { goods, shops, themes } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

const columns = {
  themeId: themes.id, name: themes.name, cover: themes.cover, description: themes.description, shopId: themes.shopId, shopName: shops.name,
  goodsCount: sql<number>`jsonb_array_length(${themes.goodsIds})::int`, detailImgs: themes.detailImgs, goodsIds: themes.goodsIds,
};

/** selthemeinfos: every shop's themes, newest change first, for shoppers. */
export async function themeInfos(db: Db, page: { pageNum: number; pageSize: number }) {
  const rows = await db.select(columns).from(themes).innerJoin(shops, eq(shops.id, themes.shopId))
    .orderBy(desc(themes.updatedAt), desc(themes.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(themes);
  return { list: rows.map(({ detailImgs: _d, goodsIds: _g, ...card }) => card), total: total!.n };
}

/** selthemedetailinfo: one theme with its goods in the shop's order (goods since removed are left out). */
export async function themeDetailInfo(db: Db, themeId: string) {
  const [row] = await db.select(columns).from(themes).innerJoin(shops, eq(shops.id, themes.shopId)).where(eq(themes.id, themeId));
  if (!row) throw notFound('主题');
  const found = row.goodsIds.length === 0 ? [] : await db.select({
    goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, goodsKind: goods.kind, salePrice: goods.salePrice, onShelf: goods.onShelf,
  }).from(goods).where(inArray(goods.id, row.goodsIds));
  const { goodsIds, ...card } = row;
  return { ...card, goods: goodsIds.flatMap((id) => found.filter((g) => g.goodsId === id)) };
}
