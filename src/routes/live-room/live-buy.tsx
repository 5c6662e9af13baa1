import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { GoodsSku } from '../../contract/entities/goods';
import type { LiveGoods } from '../../contract/social/live-room';
import { choosesSpec } from '../../domain/sku-choice';
import { toast } from '../../ui/feedback';
import { LazySpecSheet } from '../../ui/spec-sheet/lazy-spec-sheet';
import { SPEC_TEXTS } from '../../ui/spec-texts';
import { PATHS } from '../paths';
import { useStoredSpec } from '../use-stored-spec';

/**
 * 去购买 of one shown goods (issue 31): a goods sold by specification opens the detail's specification sheet and buys
 * the chosen SKU and quantity; a goods of one SKU goes to the fill-in order with one piece, as before. A room's list
 * holds cards only, so the goods' detail is read (stored, then the host) before either.
 */
export function LiveBuy({ goods, onDone }: { goods: LiveGoods; onDone(): void }) {
  const navigate = useNavigate();
  const { detail, reading, failure } = useStoredSpec(goods.goodsId);
  const bySpec = choosesSpec(detail);
  const buy = (sku: GoodsSku | null, num: number) => {
    onDone();
    void navigate({ to: PATHS.playOrder, search: { source: 'buyNow', goodsId: goods.goodsId, ...(sku ? { skuId: sku.skuId } : {}), num } });
  };

  useEffect(() => {
    if (reading || bySpec) return;
    if (failure) {
      toast(navigator.onLine ? failure : SPEC_TEXTS.notCached);
      return onDone();
    }
    buy(null, 1);
    // Decided once, when the detail is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reading, bySpec, failure]);

  if (!bySpec || !detail) return null;
  return (
    <LazySpecSheet visible goodsImg={goods.img} dimensions={detail.dimensions} skus={detail.skus} onClose={onDone}
      actions={[{ key: 'confirm', text: SPEC_TEXTS.confirm, color: 'primary', run: (sku, num) => buy(sku, num) }]} />
  );
}
