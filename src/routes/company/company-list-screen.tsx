import { List, NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { REACH_BOTTOM_DISTANCE } from '../../domain/constants';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { PullRefresh } from '../../ui/discovery/pull-refresh';
import { DataAge } from '../../ui/wallet/data-age';
import type { usePagedCall } from '../../ui/hooks/use-paged-call';
import { CompanySearch, StateTabs } from './list-bits';
import './company.css';
import { goBack } from '../go-back';
import { ListBottom } from '../../ui/components/list-bottom';

type PagedList<T> = Omit<ReturnType<typeof usePagedCall>, 'list'> & { list: T[] };

interface CompanyListScreenProps<T, S extends string> {
  texts: { title: string; search: string; neverSaved: string; empty: string };
  stateLabels: Record<S, string>;
  state: S | '';
  keyword: string;
  /** A new search or state tab: the screen's address changes, so a reload or back keeps it. */
  onQuery(next: { state?: S | ''; keyword?: string }): void;
  list: PagedList<T>;
  row(item: T): ReactNode;
}

/** An administrator's list: search, state tabs, its age offline, pull down to refresh, reach the bottom for more. */
export function CompanyListScreen<T, S extends string>({ texts, stateLabels, state, keyword, onQuery, list, row }: CompanyListScreenProps<T, S>) {
  return (
    <div className="page company-page">
      <NavBar onBack={() => goBack()}>{texts.title}</NavBar>
      <CompanySearch keyword={keyword} placeholder={texts.search} onSearch={(k) => onQuery({ keyword: k })} />
      <StateTabs state={state} labels={stateLabels} onChange={(s) => onQuery({ state: s })} />
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={texts.neverSaved} />
      <PullRefresh onRefresh={list.refresh}>
        {list.loading && <LoadingState />}
        {!list.loading && list.list.length === 0 && <EmptyState title={!list.data && list.failure ? list.failure.msg : texts.empty} />}
        {list.list.length > 0 && <List>{list.list.map(row)}</List>}
        {list.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={list.hasMore} loadMore={list.loadMore} />}
      </PullRefresh>
    </div>
  );
}
