import { useState } from 'react';
import type { CallDef, RequestOf, ResponseOf } from '../../contract/define-call';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import { useAppContext } from '../use-app-context';
import { mergeById } from './withdraw-rules';

export const LOG_PAGE = 20;

type Page<T> = { list: T[]; total: number };
type RowOf<C> = ResponseOf<C> extends { list: (infer T)[] } ? T : never;

/**
 * A paged list: the first page is a cached call (it opens offline with the last answer), later pages are asked
 * of the host as the user reaches the bottom and live only on the screen. A refresh starts again from page one.
 */
export function usePagedCall<C extends CallDef, T = RowOf<C>>(call: C, params: Record<string, string>, idOf: (row: T) => string | number) {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const key = JSON.stringify(params);
  const first = useCachedCall(sync, call, { ...params, pageNum: 1, pageSize: LOG_PAGE } as RequestOf<C>);
  const [more, setMore] = useState<{ key: string; pages: T[][]; done: boolean }>({ key, pages: [], done: false });
  const pages = more.key === key ? more.pages : [];
  const firstPage = first.data as Page<T> | null;
  const list = mergeById([firstPage?.list ?? [], ...pages], idOf);
  const done = more.key === key && more.done;
  const hasMore = online && firstPage !== null && !done && list.length < firstPage.total;

  async function loadMore(): Promise<void> {
    const answer = (await api.call(call, { ...params, pageNum: pages.length + 2, pageSize: LOG_PAGE } as RequestOf<C>)) as Page<T>;
    setMore({ key, pages: [...pages, answer.list], done: answer.list.length === 0 });
  }

  async function refresh(): Promise<void> {
    setMore({ key, pages: [], done: false });
    await first.reload();
  }

  return { list, data: first.data, savedAt: first.savedAt, loading: first.loading, failure: first.failure, hasMore, loadMore, refresh };
}
