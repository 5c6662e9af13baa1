import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { CallDef, RequestOf, ResponseOf } from '../../contract/define-call';
import { useCachedCall } from './use-cached-call';
import { useOnline } from './use-online';

/** Rows per page of a paged call (its first page is cached, so every screen asks with the same size). */
export const PAGE_SIZE = 20;

type Page<T> = { list: T[]; total: number };
type RowOf<C> = ResponseOf<C> extends { list: (infer T)[] } ? T : never;

/** Later pages appended to the first, each row once (a row may move between pages while the list grows). */
export function mergeById<T>(pages: readonly (readonly T[])[], idOf: (row: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return pages.flat().filter((row) => {
    const id = idOf(row);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The one paged list of a host call (decision 026): the first page is a cached call (it opens offline with the last
 * answer), later pages are asked of the host as the user reaches the bottom and live only on the screen; an empty page
 * ends the list. A refresh starts again from page one. Screens whose later pages must be kept too use useCachedPages.
 */
export function usePagedCall<C extends CallDef, T = RowOf<C>>(
  call: C, params: Record<string, unknown>, idOf: (row: T) => string | number,
  /** For calls that page by keyset (decision 032): the row a next page starts after, sent as `after`. */
  afterOf?: (row: T) => string,
) {
  const { sync, api } = useRouteContext({ from: '__root__' });
  const online = useOnline();
  const key = JSON.stringify(params);
  const first = useCachedCall(sync, call, { ...params, pageNum: 1, pageSize: PAGE_SIZE } as RequestOf<C>);
  const [more, setMore] = useState<{ key: string; pages: T[][]; done: boolean }>({ key, pages: [], done: false });
  const pages = more.key === key ? more.pages : [];
  const firstPage = first.data as Page<T> | null;
  const list = mergeById([firstPage?.list ?? [], ...pages], idOf);
  const done = more.key === key && more.done;
  const hasMore = online && firstPage !== null && !done && list.length < firstPage.total;

  async function loadMore(): Promise<void> {
    const last = list.at(-1);
    const after = afterOf && last !== undefined ? { after: afterOf(last) } : {};
    const answer = (await api.call(call, { ...params, ...after, pageNum: pages.length + 2, pageSize: PAGE_SIZE } as RequestOf<C>)) as Page<T>;
    setMore({ key, pages: [...pages, answer.list], done: answer.list.length === 0 });
  }

  async function refresh(): Promise<void> {
    setMore({ key, pages: [], done: false });
    await first.reload();
  }

  return {
    list, data: first.data, total: firstPage?.total ?? 0, hasData: firstPage !== null, savedAt: first.savedAt, loading: first.loading,
    failure: first.failure, online, hasMore, loadMore, refresh,
  };
}
