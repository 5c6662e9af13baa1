import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { GoodsDetail, GoodsSku } from '../../../../contract/entities/goods';
import type { GoodsDoc } from '../../../../db/collections/goods';
import { EVENT_CODES } from '../../../../domain/analytics-events';
import { choosesSpec } from '../../../../domain/sku-choice';
import { track } from '../../../../ui/analytics/track';
import { toast } from '../../../../ui/feedback';
import { useLoginFirst } from '../../../../ui/hooks/use-login-first';
import { LazySpecSheet } from '../../../../ui/spec-sheet/lazy-spec-sheet';
import type { SpecSheetAction } from '../../../../ui/spec-sheet/spec-sheet';
import { SPEC_TEXTS } from '../../../../ui/spec-texts';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

type Mode = 'row' | 'cart' | 'buy';

function cartPreview(goods: GoodsDoc, sku: GoodsSku | null) {
  return {
    goodsName: goods.goodsName, goodsImg: sku?.img || goods.goodsImg, goodsKind: goods.goodsKind,
    goodsSalePrice: sku?.salePrice ?? goods.goodsSalePrice, stock: sku?.stock ?? goods.stock,
    shopId: goods.showShopId, shopName: goods.shopName, shopLogo: '', ...(sku?.specText ? { specText: sku.specText } : {}),
  };
}

/**
 * 加入购物车 and 立即购买 on the detail (issue 31): a goods sold by specification opens the sheet to choose its SKU and
 * quantity; a goods of one default SKU acts at once with one piece, as before (decision 033's device part).
 * `reading`: the host's detail is still being read, and none is stored.
 */
export function useBuyActions(goods: GoodsDoc | null | undefined, detail: GoodsDetail | null | undefined, agent: string | undefined, reading = false) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const [mode, setMode] = useState<Mode | null>(null);
  const [chosen, setChosen] = useState<GoodsSku | null>(null);
  /** A tap that came while the host's detail was being read: carried out once the read ends, so one tap is enough. */
  const [waiting, setWaiting] = useState<{ thenBuy: boolean } | null>(null);
  const bySpec = choosesSpec(detail);

  async function act(thenBuy: boolean, sku: GoodsSku | null, num: number) {
    if (!goods) return;
    if (!(await loginFirst())) return;
    setMode(null);
    const skuPart = sku ? { skuId: sku.skuId } : {};
    // Buy now orders this one line without putting it in the cart (RELIABILITY 22).
    if (thenBuy) {
      return void navigate({ to: PATHS.playOrder, search: { source: 'buyNow', goodsId: goods.goodsId, ...skuPart, num, ...(agent ? { agent } : {}) } });
    }
    const result = await sync.mutate('cart.add', { goodsId: goods.goodsId, ...skuPart, num }, cartPreview(goods, sku));
    if (!result.ok) return toast(result.msg);
    toast(TEXTS.goods.added);
    track(EVENT_CODES.addToCart, 'goods-info', { goodsId: goods.goodsId });
  }

  function press(thenBuy: boolean) {
    if (bySpec) return setMode(thenBuy ? 'buy' : 'cart');
    // Without a stored detail the SKUs are unknown: wait for the host's, and offline a card with maxPrice names a goods
    // sold by specification, which cannot be chosen here. Any other card acts on its default SKU.
    if (!detail && reading) {
      setWaiting({ thenBuy });
      return toast(SPEC_TEXTS.loading);
    }
    if (!detail && goods?.maxPrice !== undefined) return toast(SPEC_TEXTS.notCachedChoose);
    void act(thenBuy, null, 1);
  }
  useEffect(() => {
    if (!waiting || reading) return;
    setWaiting(null);
    press(waiting.thenBuy);
    // press reads this render's detail, which is what the effect waits for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, reading, detail]);
  const remember = (thenBuy: boolean) => (sku: GoodsSku, num: number) => {
    setChosen(sku);
    void act(thenBuy, sku, num);
  };
  const toCart: SpecSheetAction = { key: 'cart', text: TEXTS.goods.addToCart, color: 'warning', run: remember(false) };
  const toBuy: SpecSheetAction = { key: 'buy', text: TEXTS.goods.buyNow, color: 'primary', run: remember(true) };
  const actions = mode === 'row' ? [toCart, toBuy] : [{ ...(mode === 'buy' ? toBuy : toCart), key: 'confirm', text: SPEC_TEXTS.confirm, color: 'primary' as const }];

  const specRow = bySpec && detail ? (
    <button type="button" className="spec-row" data-testid="spec-row" onClick={() => setMode('row')}>
      <span className="spec-row__label">{SPEC_TEXTS.row}</span>
      <span className="spec-row__value">{chosen ? SPEC_TEXTS.chosen(chosen.specText) : SPEC_TEXTS.choose(detail.dimensions.map((d) => d.name))}</span>
      <span className="spec-row__arrow">›</span>
    </button>
  ) : null;
  const sheet = bySpec && detail && goods ? (
    <LazySpecSheet visible={mode !== null} goodsImg={goods.goodsImg} dimensions={detail.dimensions} skus={detail.skus}
      {...(chosen ? { skuId: chosen.skuId } : {})} actions={actions} onClose={() => setMode(null)} />
  ) : null;
  return { press, specRow, sheet };
}
