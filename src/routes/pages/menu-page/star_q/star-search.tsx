import { useState } from 'react';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { Button, InfiniteScroll, SearchBar } from 'antd-mobile';
import { homePageInfo } from '../../../../contract/goods';
import { cacheKey } from '../../../../db/collections/cache';
import { GoodsGrid } from '../../../../ui/components/goods-card';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSearchHistory } from '../../../../ui/hooks/use-search-history';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { useAppContext } from '../../../use-app-context';

const PAGE = 20;

function SearchResults({ keyword }: { keyword: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(PAGE);
  const goods = useLiveQuery(sync, 'searchGoods', { keyword, limit });
  const list = goods.data ?? [];
  if (goods.loading && list.length === 0) return <LoadingState />;
  if (list.length === 0) return <EmptyState title={TEXTS.search.noResult} />;
  return (
    <>
      <GoodsGrid goods={list} onOpen={(goodsId) => void navigate({ to: PATHS.goodsInfo, search: { goodsId } })} />
      <InfiniteScroll hasMore={list.length >= limit} loadMore={async () => setLimit((n) => n + PAGE)} />
    </>
  );
}

function SearchScreen() {
  const { sync } = useAppContext();
  const { keyword } = searchRoute.useSearch();
  const navigate = useNavigate();
  const [input, setInput] = useState(keyword ?? '');
  const { history, remember, clear } = useSearchHistory();
  const hotWords = (useLiveQuery(sync, 'cached', { key: cacheKey(homePageInfo.name) }).data as { hotWords?: string[] } | null)?.hotWords ?? [];

  function search(word: string) {
    const trimmed = word.trim();
    if (!trimmed) return;
    remember(trimmed);
    setInput(trimmed);
    void navigate({ to: PATHS.search, search: { keyword: trimmed }, replace: true });
  }

  const chips = (words: readonly string[]) => words.map((w) => (
    <button key={w} type="button" className="chip" onClick={() => search(w)}>{w}</button>
  ));

  return (
    <div className="page search">
      <div className="search__bar">
        <SearchBar placeholder={TEXTS.search.placeholder} value={input} onChange={setInput} onSearch={search} autoFocus={!keyword} />
      </div>
      {keyword ? (
        <SearchResults key={keyword} keyword={keyword} />
      ) : (
        <>
          {history.length > 0 && (
            <section className="search__section">
              <h2 className="section-title">
                {TEXTS.search.history}
                <Button size="mini" fill="none" onClick={clear}>{TEXTS.search.clear}</Button>
              </h2>
              <div className="chips">{chips(history)}</div>
            </section>
          )}
          {hotWords.length > 0 && (
            <section className="search__section">
              <h2 className="section-title">{TEXTS.home.hotWords}</h2>
              <div className="chips">{chips(hotWords)}</div>
            </section>
          )}
        </>
      )}
    </div>
  );
}

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.search,
  validateSearch: (search: Record<string, unknown>): { keyword?: string } =>
    (typeof search.keyword === 'string' && search.keyword ? { keyword: search.keyword } : {}),
  component: SearchScreen,
});
