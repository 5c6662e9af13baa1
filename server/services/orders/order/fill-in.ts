import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FillInGroup } from '../../../../src/contract/entities/order';
import type { GoodsKind } from '../../../../src/contract/entities/goods';
import { isCartKind } from '../../../../src/contract/entities/goods';
import { isSalePriceKind, shipsParcel } from '../../../../src/domain/kind-buy';
import { CODES } from '../../../../src/contract/codes';
import { expressFeeFor } from '../../../../src/domain/checkout';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { cartLines, goods, shops } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';

export interface WantedLine {
  goodsId: string;
  num: number;
}

/** The chosen lines: the selected cart lines, or the one buy-now line (which never enters the cart). */
export async function wantedLines(db: Db, userId: string, input: { source: 'cart' | 'buyNow'; goodsId?: string; num?: number }): Promise<WantedLine[]> {
  if (input.source === 'buyNow') return [{ goodsId: input.goodsId!, num: input.num! }];
  const rows = await db.select({ goodsId: cartLines.goodsId, num: cartLines.num }).from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.selected, true))).orderBy(asc(cartLines.createdAt), asc(cartLines.goodsId));
  if (rows.length === 0) throw badInput(M.noGoodsChosen);
  return rows;
}

/**
 * spec §3 order groups with prices re-read from the goods table. Lines that
 * cannot be bought (off shelf, other kinds, missing) refuse with the goods' name.
 */
export async function priceLines(db: Db, wanted: WantedLine[]): Promise<FillInGroup[]> {
  const ids = [...new Set(wanted.map((w) => w.goodsId))];
  if (ids.length !== wanted.length) throw badInput('商品重复');
  const rows = await db.select({
    goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, goodsKind: goods.kind, goodsSalePrice: goods.salePrice,
    stock: goods.stock, onShelf: goods.onShelf, shopId: shops.id, shopName: shops.name, shopLogo: shops.logo,
  }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(inArray(goods.id, ids));
  const groups = new Map<string, FillInGroup>();
  for (const want of wanted) {
    const row = rows.find((r) => r.goodsId === want.goodsId);
    if (!row) throw notFound('商品');
    if (!row.onShelf) throw new AppError(CODES.goodsOffShelf, M.goodsOffShelf(row.goodsName));
    // IP, art, gold and metaverse goods are bought now at their sale price through this path (issue 17); the cart refuses them.
    if (!isCartKind(row.goodsKind) && !isSalePriceKind(row.goodsKind)) throw badInput('该商品不支持普通下单');
    const group = groups.get(row.shopId) ?? { shopId: row.shopId, shopName: row.shopName, shopLogo: row.shopLogo, orderGoodsVoList: [], goodsTotal: 0, expressFee: 0 };
    group.orderGoodsVoList.push({
      goodsId: row.goodsId, goodsName: row.goodsName, goodsImg: row.goodsImg, goodsKind: row.goodsKind as GoodsKind,
      goodsSalePrice: row.goodsSalePrice, num: want.num, selected: true, stock: row.stock,
    });
    group.goodsTotal += row.goodsSalePrice * want.num;
    groups.set(row.shopId, group);
  }
  // Virtual goods (collectibles, metaverse parcels) are issued, not sent: no express fee.
  return [...groups.values()].map((g) => ({ ...g, expressFee: expressFeeFor(g.goodsTotal, shipsParcel(g.orderGoodsVoList.map((l) => l.goodsKind))) }));
}

export function sumGroups(groups: FillInGroup[]) {
  const goodsTotal = groups.reduce((s, g) => s + g.goodsTotal, 0);
  const expressFee = groups.reduce((s, g) => s + g.expressFee, 0);
  return { goodsTotal, expressFee, total: goodsTotal + expressFee };
}
