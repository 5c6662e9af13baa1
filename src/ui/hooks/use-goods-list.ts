import { useEffect, useMemo, useState } from 'react';
import type { CallDef } from '../../contract/define-call';
import type { GoodsKind } from '../../contract/entities/goods';
import { ageList, locationList } from '../../contract/catalogue/goods-list';
import { cacheKey } from '../../domain/cache-key';
import { yuanToFen } from '../../domain/format';
import { descendantClassIds } from '../../domain/goods-order';
import { resetFilter, type GoodsFilterResult } from '../../domain/sort-filter';
import { readStoredPages, type StoredAnswer } from '../../domain/stored-pages';
import type { GoodsDoc } from '../../db/collections/goods';
import { isAmount } from '../../domain/validators';
import type { SyncHandle } from '../../workers/sync-handle';
import { LIST_PAGE } from './list-page';
import { useCachedCall } from './use-cached-call';
import { useLiveQuery } from './use-live-query';
import { useOnline } from './use-online';

/** What a list screen is about before the user filters it. */
export interface GoodsListBase {
  /** The host call that filters, sorts and pages (spec §3 filter result fields are sent to it). */
  call: CallDef;
  keyword?: string;
  /** Local-store restriction matching what the call restricts on the host. */
  kinds?: GoodsKind[];
  goodsKind?: GoodsKind;
  classId?: string;
}

const fen = (yuan: string) => (isAmount(yuan) ? yuanToFen(yuan) : null);

/**
 * A filtered goods list (issue 30): the pages this query got from the host, stored with it, in the host's order;
 * online they are read again (stale while revalidating). Where none is stored yet (a first visit, or a query never
 * run on this device) the held goods that match show at once, filtered and sorted on the device.
 */
export function useGoodsList(sync: SyncHandle, base: GoodsListBase, initial: Partial<GoodsFilterResult> = {}) {
  const online = useOnline();
  const [filter, setFilter] = useState<GoodsFilterResult>({ ...resetFilter(), ...initial });
  const [pages, setPages] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const categories = useLiveQuery(sync, 'categories', {}).data;
  const classes = useMemo(() => categories ?? [], [categories]);
  const places = useCachedCall(sync, locationList, {}).data;
  const ages = useCachedCall(sync, ageList, {}).data ?? [];

  const classId = filter.classId || base.classId || '';
  const hostParams = useMemo(() => {
    const params: Record<string, unknown> = { ...filter, classId, pageSize: LIST_PAGE };
    if (base.keyword) params.keyword = base.keyword;
    if (base.goodsKind) params.goodsKind = base.goodsKind;
    return params;
  }, [filter, classId, base.keyword, base.goodsKind]);

  const shopIds = useMemo(() => {
    if (!places || (!filter.locationId && !filter.ownGoods)) return null;
    const all = places.locations.flatMap((l) => l.shopIds);
    let ids = filter.locationId ? (places.locations.find((l) => l.locationId === filter.locationId)?.shopIds ?? []) : all;
    if (filter.ownGoods) ids = ids.filter((id) => places.ownShopIds.includes(id) === (filter.ownGoods === '1'));
    return ids;
  }, [places, filter.locationId, filter.ownGoods]);

  const scopedClasses = useMemo(() => {
    if (!base.classId) return classes;
    const under = new Set(descendantClassIds(classes, base.classId));
    return classes.filter((c) => c.id !== base.classId && under.has(c.id));
  }, [classes, base.classId]);

  const limit = pages * LIST_PAGE;
  const local = useLiveQuery(sync, 'filteredGoods', {
    keyword: base.keyword ?? '',
    kinds: base.kinds ?? (base.goodsKind ? [base.goodsKind] : []),
    classIds: classId ? (classes.length ? descendantClassIds(classes, classId) : [classId]) : null,
    shopIds,
    age: filter.age,
    minFen: fen(filter.startPrice),
    maxFen: fen(filter.endPrice),
    otherSort: filter.otherSort,
    priceSort: filter.priceSort,
    limit,
  });
  const pageKeys = useMemo(() => Array.from({ length: pages }, (_, i) => cacheKey(base.call.name, { ...hostParams, pageNum: i + 1 })), [base.call.name, hostParams, pages]);
  const answers = useLiveQuery(sync, 'cachedEntries', { keys: pageKeys }).data as (StoredAnswer<GoodsDoc> | null)[] | undefined;
  const stored = useMemo(() => readStoredPages(answers ?? []), [answers]);

  const paramsKey = JSON.stringify(hostParams);
  useEffect(() => setPages(1), [paramsKey]);
  useEffect(() => {
    if (!online) return;
    let live = true;
    void sync.refresh({ kind: 'call', name: base.call.name, params: { ...JSON.parse(paramsKey), pageNum: pages } }).then((result) => {
      if (live) setFailure(result.ok || result.errorKind === 'network' ? null : result.msg);
    });
    return () => { live = false; };
  }, [sync, base.call.name, paramsKey, pages, online]);

  const fromPages = stored.pages > 0;
  const list = fromPages ? stored.list : (local.data ?? []);
  // A list of stored pages goes on while the next page is (or, online, will be) stored and the host has more; the held
  // goods' list as far as it is long (no page of the query is stored, so there is no host total to go by).
  const hasMore = fromPages
    ? stored.pages === pages && stored.total !== null && list.length < stored.total
    : list.length >= limit;
  return {
    filter,
    setFilter,
    list,
    /** When the shown pages were stored (their age, said offline); null when the held goods are shown instead. */
    savedAt: fromPages ? stored.savedAt : null,
    loading: local.loading && list.length === 0,
    hasMore,
    loadMore: async () => setPages((p) => p + 1),
    failure,
    online,
    options: { classes: scopedClasses, ages, locations: places?.locations ?? [] },
  };
}
