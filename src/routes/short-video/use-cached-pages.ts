import { useEffect, useState } from 'react';
import type { CallDef, RequestOf } from '../../contract/define-call';
import { cacheKey } from '../../domain/cache-key';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import type { SyncHandle } from '../../workers/sync-handle';
import { mergeById, PAGE_SIZE } from '../../ui/hooks/use-paged-call';

type Page<T> = { list: T[]; total: number };

const pageParams = (params: Record<string, string>, pageNum: number) => ({ ...params, pageNum, pageSize: PAGE_SIZE });

/** Pages 2…count+1 of a call as the device stores them (undefined until read), re-read whenever a stored copy changes. */
function useStoredPages<T>(sync: SyncHandle, name: string, params: Record<string, string>, count: number): (Page<T> | null | undefined)[] {
  const keys = Array.from({ length: count }, (_, i) => cacheKey(name, pageParams(params, i + 2)));
  const joined = JSON.stringify(keys);
  // By cache key, so a page already read stays on screen while the next one is subscribed to.
  const [stored, setStored] = useState<Record<string, Page<T> | null>>({});
  useEffect(() => {
    const stops = (JSON.parse(joined) as string[]).map((key) => sync.watch('cachedEntry', { key }, (entry) => {
      setStored((before) => ({ ...before, [key]: (entry?.value ?? null) as Page<T> | null }));
    }));
    return () => stops.forEach((stop) => stop());
  }, [sync, joined]);
  return keys.map((key) => stored[key]);
}

/**
 * A paged list whose every page is a cached answer (unlike usePagedCall, whose later pages live only on the screen):
 * a confirmed change patches each stored page that holds the row (short-video-mutations), so an edit, a deletion or a
 * like shows at once on page 2 and beyond as on page 1. The first page opens offline; later ones are asked for as the
 * viewer reaches the end, and start again from page one when the screen opens anew.
 */
export function useCachedPages<T>(sync: SyncHandle, call: CallDef, params: Record<string, string>, idOf: (row: T) => string) {
  const online = useOnline();
  const key = JSON.stringify(params);
  const first = useCachedCall(sync, call, pageParams(params, 1) as RequestOf<CallDef>);
  const [more, setMore] = useState({ key, count: 0 });
  const count = more.key === key ? more.count : 0;
  const later = useStoredPages<T>(sync, call.name, params, count);
  const firstPage = first.data as Page<T> | null;
  const list = mergeById([firstPage?.list ?? [], ...later.map((p) => p?.list ?? [])], idOf);
  const lastLater = later[count - 1];
  // The page last asked for is not read from the device yet, or came back empty: nothing more to ask for now.
  const waiting = count > 0 && lastLater === undefined;
  const done = count > 0 && (lastLater?.list.length ?? 0) === 0 && lastLater !== undefined;
  const hasMore = online && firstPage !== null && !waiting && !done && list.length < firstPage.total;

  async function loadMore(): Promise<void> {
    const result = await sync.refresh({ kind: 'call', name: call.name, params: pageParams(params, count + 2) });
    if (!result.ok) throw new Error(result.msg);
    setMore({ key, count: count + 1 });
  }

  async function refresh(): Promise<void> {
    setMore({ key, count: 0 });
    await first.reload();
  }

  return { list, data: first.data, savedAt: first.savedAt, loading: first.loading, failure: first.failure, hasMore, loadMore, refresh };
}
