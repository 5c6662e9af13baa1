import { useEffect, useState } from 'react';
import { goodsDetail } from '../contract/catalogue/goods';
import type { GoodsDetail } from '../contract/entities/goods';
import { cacheKey } from '../domain/cache-key';
import type { RefreshResult } from '../sync/refresh';
import { useLiveQuery } from '../ui/hooks/use-live-query';
import { useAppContext } from './use-app-context';

export interface StoredSpec {
  /** The stored detail (dimensions and SKUs); null or undefined while none is stored. */
  detail: GoodsDetail | null | undefined;
  /** Neither the store nor the host has answered yet. */
  reading: boolean;
  /** Why the host could not be read, when nothing is stored either. */
  failure: string | null;
}

/**
 * A goods' specification for a screen that shows only its card (a live room's goods, a cart line): the stored detail at
 * once, read again from the host once per goods. Offline, a goods whose detail the phone never stored has none.
 */
export function useStoredSpec(goodsId: string): StoredSpec {
  const { sync } = useAppContext();
  const cached = useLiveQuery(sync, 'cached', { key: cacheKey(goodsDetail.name, { goodsId }) });
  const [read, setRead] = useState<{ goodsId: string; result: RefreshResult } | null>(null);
  useEffect(() => {
    let live = true;
    void sync.refresh({ kind: 'goodsDetail', goodsId }).then((result) => { if (live) setRead({ goodsId, result }); });
    return () => { live = false; };
  }, [sync, goodsId]);
  const detail = cached.data as GoodsDetail | null | undefined;
  const answered = read?.goodsId === goodsId ? read.result : null;
  return {
    detail,
    reading: !detail && (cached.loading || answered === null),
    failure: !detail && answered && !answered.ok ? answered.msg : null,
  };
}
