import { useMemo } from 'react';
import type { GoodsDetail, GoodsKind } from '../../contract/entities/goods';
import { goodsDetail } from '../../contract/catalogue/goods';
import { cacheKey } from '../../domain/cache-key';
import { fillInOrder } from '../../contract/orders/order';
import { expressFeeFor } from '../../domain/checkout';
import { shipsParcel } from '../../domain/kind-buy';
import { crossBorderTaxFor, needsOrderer, taxableGlobalFen } from '../../domain/cross-border-tax';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import type { SyncHandle } from '../../workers/sync-handle';

export interface PlayOrderSearch {
  source: 'cart' | 'buyNow';
  goodsId?: string;
  /** The specification bought (issue 31); absent for a goods of one SKU. */
  skuId?: string;
  num?: number;
  /** Buy-now through an agent's link: the agent's user id (goodsagent). */
  agent?: string;
}

export interface OrderLineView {
  goodsId: string;
  /** The SKU ordered (the goods' id for its default SKU) and its text (红色 / M; '' for one default SKU). */
  skuId: string;
  specText: string;
  goodsName: string;
  goodsImg: string;
  goodsKind: GoodsKind;
  price: number;
  num: number;
}

export interface ShopGroupView {
  shopId: string;
  shopName: string;
  lines: OrderLineView[];
  goodsTotal: number;
  expressFee: number;
  /** 税费 of the shop's global lines: the host's once it answered, the same rule's meanwhile (decision 037). */
  taxFee: number;
}

/**
 * The lines to order, from the local store (so an order can be composed
 * offline): the selected cart lines, or the one buy-now goods. When the host
 * answers the fill-in call its re-read prices win (RELIABILITY 6).
 */
export function useOrderLines(sync: SyncHandle, userId: string, search: PlayOrderSearch) {
  const cart = useLiveQuery(sync, 'cartView', { userId });
  const goods = useLiveQuery(sync, 'goodsById', { goodsId: search.goodsId ?? '' });
  const detail = useLiveQuery(sync, 'cached', { key: cacheKey(goodsDetail.name, { goodsId: search.goodsId ?? '' }) }).data as GoodsDetail | null | undefined;
  const params = search.source === 'cart'
    ? { source: 'cart' as const }
    : { source: 'buyNow' as const, goodsId: search.goodsId, ...(search.skuId ? { skuId: search.skuId } : {}), num: search.num };
  const host = useCachedCall(sync, fillInOrder, params);

  const groups = useMemo((): ShopGroupView[] => {
    const hostTax = new Map((host.data?.groups ?? []).map((g) => [g.shopId, g.taxFee] as const));
    const hostPrice = new Map((host.data?.groups ?? []).flatMap((g) => g.orderGoodsVoList.map((l) => [l.skuId, l.goodsSalePrice] as const)));
    const sku = search.skuId ? (detail?.skus ?? []).find((s) => s.skuId === search.skuId) : undefined;
    const raw = search.source === 'cart'
      ? (cart.data ?? []).map((g) => ({
        shopId: g.shopId, shopName: g.shopName,
        lines: g.orderGoodsVoList.filter((l) => l.selected && !l.skuOff).map((l) => ({
          goodsId: l.goodsId, skuId: l.skuId, specText: l.specText, goodsName: l.goodsName, goodsImg: l.goodsImg, goodsKind: l.goodsKind, price: l.goodsSalePrice, num: l.num,
        })),
      }))
      : goods.data
        ? [{ shopId: goods.data.showShopId, shopName: goods.data.shopName, lines: [{
          goodsId: goods.data.goodsId, skuId: search.skuId ?? goods.data.goodsId, specText: sku?.specText ?? '',
          goodsName: goods.data.goodsName, goodsImg: sku?.img || goods.data.goodsImg, goodsKind: goods.data.goodsKind,
          price: sku?.salePrice ?? goods.data.goodsSalePrice, num: search.num ?? 1,
        }] }]
        : [];
    return raw.filter((g) => g.lines.length > 0).map((g) => {
      const lines = g.lines.map((l) => ({ ...l, price: hostPrice.get(l.skuId) ?? l.price }));
      const goodsTotal = lines.reduce((sum, l) => sum + l.price * l.num, 0);
      const taxFee = hostTax.get(g.shopId) ?? crossBorderTaxFor(taxableGlobalFen(lines));
      return { ...g, lines, goodsTotal, expressFee: expressFeeFor(goodsTotal, shipsParcel(lines.map((l) => l.goodsKind))), taxFee };
    });
  }, [cart.data, goods.data, detail, host.data, search.source, search.skuId, search.num]);

  const loading = search.source === 'cart' ? cart.loading : goods.loading;
  const goodsTotal = groups.reduce((s, g) => s + g.goodsTotal, 0);
  const expressFee = groups.reduce((s, g) => s + g.expressFee, 0);
  const taxFee = groups.reduce((s, g) => s + g.taxFee, 0);
  const ordererNeeded = needsOrderer(groups.flatMap((g) => g.lines.map((l) => l.goodsKind)));
  return { groups, loading, goodsTotal, expressFee, taxFee, ordererNeeded, total: goodsTotal + expressFee + taxFee, hostAnswered: host.data !== null && !host.failure };
}
