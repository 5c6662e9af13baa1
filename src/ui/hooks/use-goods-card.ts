import type { SyncHandle } from '../../workers/sync-handle';
import { useLiveQuery } from './use-live-query';
import { useOnline } from './use-online';
import { useRefresh } from './use-refresh';

/**
 * A goods card from the device's store. The device holds what its user read, not the catalogue (decision 003): a
 * screen reached without the goods' page (a shared group link, a reload of a fill-in order) reads it from the host.
 */
export function useGoodsCard(sync: SyncHandle, goodsId: string) {
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const online = useOnline();
  const missing = !card.loading && card.data === null && goodsId !== '';
  const { pending } = useRefresh(sync, { kind: 'goodsDetail', goodsId }, '', missing && online);
  return { data: card.data, loading: card.loading || (missing && pending) };
}
