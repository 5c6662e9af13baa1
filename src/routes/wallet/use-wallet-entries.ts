import { useState } from 'react';
import type { ResponseOf } from '../../contract/define-call';
import { balanceDetail, circulateTicketList, shelfTicketList, type WalletEntry } from '../../contract/wallet/wallet';
import type { Asset, MovementKind } from '../../domain/wallet-rules';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import { useAppContext } from '../use-app-context';

const PAGE = 20;
const RECENT = { pageNum: 1, pageSize: 10 };

/** An asset wallet's last movements, by the spec's own list call for tickets and the balance detail for the rest. */
export function useRecentEntries(asset: Asset) {
  const { sync } = useAppContext();
  const ticketCall = asset === 'SHELF' ? shelfTicketList : asset === 'CIRC' ? circulateTicketList : null;
  // The three calls answer the same page shape; the cast only picks which one this asset reads.
  return useCachedCall(sync, (ticketCall ?? balanceDetail) as typeof balanceDetail, ticketCall ? RECENT : { ...RECENT, asset, type: '' });
}

type EntryPage = ResponseOf<typeof balanceDetail>;

/**
 * A details list: the first page from the device's cache (it opens offline), later pages from the host as the
 * user reaches the bottom. A refresh starts again from the first page.
 */
export function useEntryPages(asset: Asset, type: MovementKind | '') {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const first = useCachedCall(sync, balanceDetail, { pageNum: 1, pageSize: PAGE, asset, type });
  const key = `${asset}:${type}`;
  const [more, setMore] = useState<{ key: string; pages: EntryPage[] }>({ key, pages: [] });
  const pages = more.key === key ? more.pages : [];
  // A movement posted while the user scrolls shifts the pages by one: the row at a page's edge arrives twice.
  const byId = new Map<string, WalletEntry>();
  for (const row of [first.data?.list ?? [], ...pages.map((p) => p.list)].flat()) if (!byId.has(row.id)) byId.set(row.id, row);
  const list = [...byId.values()];
  const ended = pages.some((p) => p.list.length < PAGE) || (first.data !== null && first.data.list.length < PAGE);
  const hasMore = online && first.data !== null && !ended && list.length < first.data.total;

  async function loadMore() {
    const page = await api.call(balanceDetail, { pageNum: pages.length + 2, pageSize: PAGE, asset, type });
    setMore((m) => ({ key, pages: [...(m.key === key ? m.pages : []), page] }));
  }
  async function refresh() {
    setMore({ key, pages: [] });
    await first.reload();
  }
  return { list, loading: first.loading, failure: first.failure, savedAt: first.savedAt, hasData: first.data !== null, hasMore, loadMore, refresh, online };
}
