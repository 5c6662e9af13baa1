import { useEffect } from 'react';
import type { GoodsDoc } from '../../db/collections/goods';
import type { MarkPreview } from '../../db/records/mark';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { TEXTS } from '../../ui/texts';
import { useAppContext } from '../use-app-context';
import { collectToggle, useMarkToggle } from './use-mark-toggle';

const goodsPreview = (goods: GoodsDoc): MarkPreview => ({
  title: goods.goodsName, image: goods.goodsImg, price: goods.goodsSalePrice, sub: goods.shopName,
  extra: goods.goodsKind, classId: goods.goodsClassId,
});

/**
 * 收藏 on a goods detail's bottom bar. Mounting it also records the visit as a
 * browse footprint for a signed-in user (fire-and-forget, once per screen visit).
 */
export function CollectButton({ goodsId }: { goodsId: string }) {
  const { sync, session: store } = useAppContext();
  const userId = useSession(store).userId;
  const goods = useLiveQuery(sync, 'goodsById', { goodsId }).data;
  const { marked, pending, flip } = useMarkToggle(collectToggle(goodsId), {
    onToast: TEXTS.marks.collect.addedToast, offToast: TEXTS.marks.collect.removedToast,
  });
  const known = Boolean(goods);

  useEffect(() => {
    if (userId && known && navigator.onLine) void sync.refresh({ kind: 'footprint', goodsId });
  }, [sync, userId, goodsId, known]);

  return (
    <button
      type="button"
      className={`collect-button${marked ? ' collect-button--on' : ''}${pending ? ' collect-button--pending' : ''}`}
      aria-pressed={marked}
      title={pending ? TEXTS.marks.pending : undefined}
      onClick={() => void flip(goods ? goodsPreview(goods) : null)}
    >
      <span className="collect-button__icon" aria-hidden>{marked ? '★' : '☆'}</span>
      <span className="collect-button__text">{marked ? TEXTS.marks.collect.added : TEXTS.marks.collect.add}</span>
    </button>
  );
}
