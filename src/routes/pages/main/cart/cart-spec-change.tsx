import { useEffect } from 'react';
import type { GoodsSku } from '../../../../contract/entities/goods';
import type { CartViewLine } from '../../../../sync/cart-view';
import { toast } from '../../../../ui/feedback';
import { LazySpecSheet } from '../../../../ui/spec-sheet/lazy-spec-sheet';
import { SPEC_TEXTS } from '../../../../ui/spec-texts';
import { useAppContext } from '../../../use-app-context';
import { useStoredSpec } from '../../../use-stored-spec';

/**
 * A cart line's specification changed in the cart (issue 31): the sheet opens on the line's SKU from the stored detail;
 * the chosen SKU replaces the line (the old line removed, the new one added with the chosen quantity, both queued).
 */
interface CartSpecChangeProps {
  line: CartViewLine;
  shop: { shopId: string; shopName: string; shopLogo: string };
  onClose(): void;
}

export function CartSpecChange({ line, shop, onClose }: CartSpecChangeProps) {
  const { sync } = useAppContext();
  // Read once per opening; the stored detail answers offline.
  const { detail: stored, failure } = useStoredSpec(line.goodsId);
  useEffect(() => {
    if (failure) toast(navigator.onLine ? failure : SPEC_TEXTS.notCached);
  }, [failure]);

  async function change(sku: GoodsSku, num: number) {
    onClose();
    if (sku.skuId === line.skuId) {
      if (num !== line.num) await sync.mutate('cart.update', { goodsId: line.goodsId, skuId: line.skuId, num });
      return;
    }
    const removed = await sync.mutate('cart.delete', { skuIds: [line.skuId] });
    if (!removed.ok) return toast(removed.msg);
    const added = await sync.mutate('cart.add', { goodsId: line.goodsId, skuId: sku.skuId, num }, {
      goodsName: line.goodsName, goodsImg: sku.img || line.goodsImg, goodsKind: line.goodsKind, goodsSalePrice: sku.salePrice,
      stock: sku.stock, specText: sku.specText, ...shop,
    });
    if (!added.ok) toast(added.msg);
  }

  if (!stored?.dimensions?.length) return null;
  return (
    <LazySpecSheet visible goodsImg={line.goodsImg} dimensions={stored.dimensions} skus={stored.skus} skuId={line.skuId} num={line.num}
      actions={[{ key: 'confirm', text: SPEC_TEXTS.confirm, color: 'primary', run: (sku, num) => void change(sku, num) }]} onClose={onClose} />
  );
}
