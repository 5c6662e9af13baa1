import { useEffect, useState } from 'react';
import type { GoodsKind } from '../../../../contract/entities/goods';
import type { GoodsDoc } from '../../../../db/collections/goods';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useAppContext } from '../../../use-app-context';
import { useOpenGoods } from '../../../goods-links';

export interface KindGoods {
  /** The card from the local store, once it is one of this screen's kinds. */
  goods: GoodsDoc | undefined;
  /** Still looking (the store, then the host) or forwarding a goods of another kind to its own screen. */
  waiting: boolean;
}

/**
 * A kind detail screen's goods: the card from the local store at once, fetched from the host when the store lacks it,
 * and a goods of another kind forwarded to its own screen.
 */
export function useKindGoods(goodsId: string, kinds: readonly string[]): KindGoods {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const [fetched, setFetched] = useState<boolean | null>(null);
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const goods = card.data;
  const kind = goods?.goodsKind as GoodsKind | undefined;
  const misplaced = kind !== undefined && !kinds.includes(kind);

  useEffect(() => {
    if (card.loading || goods) return;
    setFetched(null);
    void sync.refresh({ kind: 'goodsDetail', goodsId }).then((result) => setFetched(result.ok));
  }, [sync, goodsId, card.loading, goods]);
  useEffect(() => {
    if (misplaced && kind) openGoods(goodsId, kind, true);
  }, [misplaced, kind, goodsId, openGoods]);

  if (goods && !misplaced) return { goods, waiting: false };
  return { goods: undefined, waiting: card.loading || fetched === null || misplaced };
}
