import { and, asc, count, desc, eq, ilike, sql, sum } from 'drizzle-orm';
import type { ShopDetail } from '../../../../src/contract/entities/shop';
import type { FocusShop } from '../../../../src/contract/entities/my-lists';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { goods, goodsComments, shops } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { findShopOrFail, isFocused } from '../my-lists/my-lists-repository';

/** LIKE metacharacters in a user's keyword match themselves. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** spec §7 Shop detail: data.shops, shopsBasicData, rankInfo, location, isZfm, liveItems (+ isFocus for the viewer). */
export async function readShopDetail(db: Db, shopId: string, viewerId: string | null): Promise<ShopDetail> {
  const shop = await findShopOrFail(db, shopId);
  if (shop.banned) throw new AppError(CODES.accountBanned, '该店铺已被封禁');
  const onShelf = and(eq(goods.shopId, shopId), eq(goods.onShelf, true));
  const [[goodsRow], [commentRow], focused] = await Promise.all([
    db.select({ n: count(), sales: sum(goods.sales) }).from(goods).where(onShelf),
    db.select({ n: count(), rating: sql<string | null>`avg(${goodsComments.rating})` }).from(goodsComments)
      .where(eq(goodsComments.shopId, shopId)),
    viewerId ? isFocused(db, viewerId, shopId) : Promise.resolve(false),
  ]);
  return {
    shops: {
      shopsId: shop.id, shopsNo: shop.shopNo, shopsName: shop.name, shopLogo: shop.logo, shopsFocuNums: shop.fans,
      location1: shop.location1, location2: shop.location2, location3: shop.location3,
      locationName: shop.locationName, shopDetailAddress: shop.address, shopPhone: shop.phone,
    },
    shopsBasicData: {
      goodsCount: goodsRow?.n ?? 0,
      salesCount: Number(goodsRow?.sales ?? 0),
      commentCount: commentRow?.n ?? 0,
      ratingX10: commentRow?.rating ? Math.round(Number(commentRow.rating) * 10) : 0,
    },
    rankInfo: shop.rankName ? { name: shop.rankName, logo: shop.rankLogo } : null,
    location: shop.locationName,
    isZfm: shop.isZfm,
    // No live streams exist yet (spec §1 live is a later issue): an empty list, not a made-up one.
    liveItems: [],
    isFocus: focused ? 1 : 0,
  };
}

export async function listShops(db: Db, keyword: string | undefined, pageNum: number, pageSize: number) {
  const where = and(eq(shops.banned, false), keyword ? ilike(shops.name, likePattern(keyword)) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(shops).where(where).orderBy(desc(sql`coalesce(${shops.fans}, 0)`), asc(shops.id))
      .limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(shops).where(where),
  ]);
  const list: Omit<FocusShop, 'focusTime'>[] = rows.map((s) => ({
    shopsId: s.id, shopsNo: s.shopNo, shopName: s.name, shopLogo: s.logo, shopFans: s.fans ?? 0, locationName: s.locationName,
  }));
  return { list, total: total?.n ?? 0 };
}
