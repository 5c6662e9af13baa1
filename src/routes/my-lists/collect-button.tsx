import { useEffect } from 'react';
import type { GoodsDoc } from '../../db/collections/goods';
import type { ListEntryPreview } from '../../db/records/list-entry';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { TEXTS } from '../../ui/texts';
import { useAppContext } from '../use-app-context';
import { collectToggle, useListToggle } from './use-list-toggle';

const goodsPreview = (goods: GoodsDoc): ListEntryPreview => ({
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
  const { marked, pending, flip } = useListToggle(collectToggle(goodsId), {
    onToast: TEXTS.myLists.collect.addedToast, offToast: TEXTS.myLists.collect.removedToast,
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
      title={pending ? TEXTS.myLists.pending : undefined}
      onClick={() => void flip(goods ? goodsPreview(goods) : null)}
    >
      <span className="collect-button__icon" aria-hidden>{marked ? '★' : '☆'}</span>
      <span className="collect-button__text">{marked ? TEXTS.myLists.collect.added : TEXTS.myLists.collect.add}</span>
    </button>
  );
}
