import { useState } from 'react';
import { formatRelativeTime } from '../../domain/relative-time';
import type { GoodsKind } from '../../contract/entities/goods';
import { applySortTab, type GoodsFilterResult } from '../../domain/sort-filter';
import { GoodsGrid } from '../components/goods-card';
import { EmptyState, LoadingState } from '../components/page-state';
import { useGoodsList, type GoodsListBase } from '../hooks/use-goods-list';
import type { SyncHandle } from '../../workers/sync-handle';
import { TEXTS } from '../texts';
import { FilterPopup } from './filter-popup';
import { SortTabs } from './sort-tabs';
import { ListBottom } from '../components/list-bottom';

interface GoodsListViewProps {
  sync: SyncHandle;
  base: GoodsListBase;
  initial?: Partial<GoodsFilterResult>;
  emptyTitle?: string;
  onOpen(goodsId: string, kind: GoodsKind): void;
}

const isFiltered = (f: GoodsFilterResult) => Boolean(f.startPrice || f.endPrice || f.classId || f.age || f.locationId || f.ownGoods);

/** A goods list with the spec §4 sort tabs and the §2 filter popup, rendered from the local store (its stored pages, or held goods). */
export function GoodsListView({ sync, base, initial, emptyTitle, onOpen }: GoodsListViewProps) {
  const goods = useGoodsList(sync, base, initial);
  const [popupOpen, setPopupOpen] = useState(false);
  const { filter, setFilter, list } = goods;

  function onTab(index: number) {
    const next = applySortTab({ otherSort: filter.otherSort, priceSort: filter.priceSort, filterOpen: false }, index);
    if (next.filterOpen) setPopupOpen(true);
    else setFilter({ ...filter, otherSort: next.otherSort, priceSort: next.priceSort });
  }

  return (
    <div className="goods-list-view">
      <SortTabs otherSort={filter.otherSort} priceSort={filter.priceSort} filterActive={isFiltered(filter)} onTab={onTab} />
      {!goods.online && (
        <div className="offline-notice" role="status">
          {goods.savedAt === null ? TEXTS.discovery.offlineList : TEXTS.discovery.offlineStoredPages(formatRelativeTime(goods.savedAt, Date.now()))}
        </div>
      )}
      {goods.failure && <div className="list-failure" role="alert">{TEXTS.discovery.fetchFailed(goods.failure)}</div>}
      {goods.loading && <LoadingState />}
      {!goods.loading && list.length === 0 && <EmptyState title={goods.online ? emptyTitle : TEXTS.discovery.offlineNoMatch} />}
      <GoodsGrid goods={list} onOpen={onOpen} />
      {list.length > 0 && <ListBottom hasMore={goods.hasMore} loadMore={goods.loadMore} />}
      <FilterPopup
        open={popupOpen}
        value={filter}
        options={goods.options}
        onClose={() => setPopupOpen(false)}
        onConfirm={(result) => { setFilter(result); setPopupOpen(false); }}
      />
    </div>
  );
}
