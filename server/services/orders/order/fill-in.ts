import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FillInGroup } from '../../../../src/contract/entities/order';
import type { GoodsKind } from '../../../../src/contract/entities/goods';
import { isCartKind } from '../../../../src/contract/entities/goods';
import { buysAtSalePrice, shipsParcel } from '../../../../src/domain/kind-buy';
import { crossBorderTaxFor, taxableGlobalFen } from '../../../../src/domain/cross-border-tax';
import { CODES } from '../../../../src/contract/codes';
import { expressFeeFor } from '../../../../src/domain/checkout';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { cartLines, goods, goodsSkus, shops } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { withSkuIds } from './sku-choice';

export interface WantedLine {
  goodsId: string;
  /** Absent: the goods' only SKU (decision 033). */
  skuId?: string | undefined;
  num: number;
}

/** The chosen lines: the selected cart lines, or the one buy-now line (which never enters the cart). */
export async function wantedLines(db: Db, userId: string, input: { source: 'cart' | 'buyNow'; goodsId?: string; skuId?: string | undefined; num?: number }): Promise<WantedLine[]> {
  if (input.source === 'buyNow') return [{ goodsId: input.goodsId!, skuId: input.skuId, num: input.num! }];
  const rows = await db.select({ goodsId: cartLines.goodsId, skuId: cartLines.skuId, num: cartLines.num }).from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.selected, true))).orderBy(asc(cartLines.createdAt), asc(cartLines.goodsId), asc(cartLines.skuId));
  if (rows.length === 0) throw badInput(M.noGoodsChosen);
  return rows;
}

/**
 * spec §3 order groups with prices re-read from each line's SKU (decision 033). Lines that cannot be bought (off
 * shelf, other kinds, missing, SKU shelved or removed) refuse with the goods' name.
 */
export async function priceLines(db: Db, named: WantedLine[]): Promise<FillInGroup[]> {
  const wanted = await withSkuIds(db, named);
  if (new Set(wanted.map((w) => w.skuId)).size !== wanted.length) throw badInput('商品重复');
  const rows = await db.select({
    goodsId: goods.id, goodsName: goods.name, goodsImg: sql<string>`coalesce(nullif(${goodsSkus.img}, ''), ${goods.img})`, goodsKind: goods.kind,
    skuId: goodsSkus.id, specText: goodsSkus.specText, skuOnSale: goodsSkus.onSale, goodsSalePrice: goodsSkus.salePrice,
    stock: goodsSkus.stock, onShelf: goods.onShelf, shopId: shops.id, shopName: shops.name, shopLogo: shops.logo,
  }).from(goodsSkus).innerJoin(goods, eq(goods.id, goodsSkus.goodsId)).innerJoin(shops, eq(shops.id, goods.shopId))
    .where(inArray(goodsSkus.id, wanted.map((w) => w.skuId)));
  const goodsNames = rows.length === wanted.length ? [] : await db.select({ id: goods.id, name: goods.name }).from(goods).where(inArray(goods.id, wanted.map((w) => w.goodsId)));
  const groups = new Map<string, FillInGroup>();
  for (const want of wanted) {
    const row = rows.find((r) => r.skuId === want.skuId && r.goodsId === want.goodsId);
    if (!row) {
      const name = goodsNames.find((g) => g.id === want.goodsId)?.name;
      if (name === undefined) throw notFound('商品');
      throw new AppError(CODES.goodsOffShelf, M.skuOffIn(name, ''));
    }
    if (!row.onShelf) throw new AppError(CODES.goodsOffShelf, M.goodsOffShelf(row.goodsName));
    if (!row.skuOnSale) throw new AppError(CODES.goodsOffShelf, M.skuOffIn(row.goodsName, row.specText));
    // IP, art, gold and metaverse goods (issue 17) and a group goods bought alone (issue 34) are bought now at their sale
    // price through this path; the cart refuses them.
    if (!isCartKind(row.goodsKind) && !buysAtSalePrice(row.goodsKind)) throw badInput('该商品不支持普通下单');
    const group = groups.get(row.shopId) ?? { shopId: row.shopId, shopName: row.shopName, shopLogo: row.shopLogo, orderGoodsVoList: [], goodsTotal: 0, expressFee: 0, taxFee: 0 };
    group.orderGoodsVoList.push({
      goodsId: row.goodsId, skuId: row.skuId, specText: row.specText, skuOff: false, goodsName: row.goodsName, goodsImg: row.goodsImg,
      goodsKind: row.goodsKind as GoodsKind, goodsSalePrice: row.goodsSalePrice, num: want.num, selected: true, stock: row.stock,
    });
    group.goodsTotal += row.goodsSalePrice * want.num;
    groups.set(row.shopId, group);
  }
  // Virtual goods (collectibles, metaverse parcels) are issued, not sent: no express fee. Global goods pay 税费 (decision 037).
  return [...groups.values()].map((g) => ({
    ...g,
    expressFee: expressFeeFor(g.goodsTotal, shipsParcel(g.orderGoodsVoList.map((l) => l.goodsKind))),
    taxFee: crossBorderTaxFor(taxableGlobalFen(g.orderGoodsVoList.map((l) => ({ goodsKind: l.goodsKind, price: l.goodsSalePrice, num: l.num })))),
  }));
}

export function sumGroups(groups: FillInGroup[]) {
  const goodsTotal = groups.reduce((s, g) => s + g.goodsTotal, 0);
  const expressFee = groups.reduce((s, g) => s + g.expressFee, 0);
  const taxFee = groups.reduce((s, g) => s + g.taxFee, 0);
  return { goodsTotal, expressFee, taxFee, total: goodsTotal + expressFee + taxFee };
}
