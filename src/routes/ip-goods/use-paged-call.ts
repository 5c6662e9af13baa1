import { useState } from 'react';
import type { CallDef } from '../../contract/define-call';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import { useAppContext } from '../use-app-context';

export const IP_PAGE = 20;

type Page<T> = { total: number; list: T[] };

/**
 * A paged list: the first page from the device's cache (it opens offline with its last answer), later pages from
 * the host as the user reaches the bottom. Rows are kept once by `idOf` (a page edge may shift while scrolling).
 */
export function usePagedCall<T>(call: CallDef, params: Record<string, unknown>, idOf: (row: T) => string) {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const first = useCachedCall(sync, call, { ...params, pageNum: 1, pageSize: IP_PAGE } as never);
  const key = JSON.stringify(params);
  const [more, setMore] = useState<{ key: string; pages: Page<T>[] }>({ key, pages: [] });
  const pages = more.key === key ? more.pages : [];
  const firstPage = first.data as Page<T> | null;
  const byId = new Map<string, T>();
  for (const row of [firstPage?.list ?? [], ...pages.map((p) => p.list)].flat()) if (!byId.has(idOf(row))) byId.set(idOf(row), row);
  const list = [...byId.values()];
  const ended = pages.some((p) => p.list.length < IP_PAGE) || (firstPage !== null && firstPage.list.length < IP_PAGE);
  const hasMore = online && firstPage !== null && !ended && list.length < firstPage.total;

  async function loadMore() {
    const page = (await api.call(call, { ...params, pageNum: pages.length + 2, pageSize: IP_PAGE } as never)) as Page<T>;
    setMore((m) => ({ key, pages: [...(m.key === key ? m.pages : []), page] }));
  }
  async function refresh() {
    setMore({ key, pages: [] });
    await first.reload();
  }
  return {
    data: first.data, list, total: firstPage?.total ?? 0, loading: first.loading, failure: first.failure, savedAt: first.savedAt,
    hasData: firstPage !== null, hasMore, loadMore, refresh, online,
  };
}
