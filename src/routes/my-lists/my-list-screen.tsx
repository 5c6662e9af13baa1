import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import type { ListEntryType } from '../../db/records/list-entry';
import type { ListEntryView } from '../../sync/my-lists-view';
import type { GoodsKind } from '../../contract/entities/goods';
import { formatUnit } from '../../domain/format';
import { formatRelativeTime } from '../../domain/relative-time';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { toast } from '../../ui/feedback';
import { ListEntryRow } from '../../ui/my-lists/list-entry-row';
import { MyListsScreen } from '../../ui/my-lists/screen';
import { TEXTS } from '../../ui/texts';
import { useOpenGoods } from '../goods-links';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { useMyLists } from './use-my-lists';

const SCREENS: Record<ListEntryType, { title: string; empty: string }> = {
  focus: { title: TEXTS.myLists.screens.focus, empty: TEXTS.myLists.screens.focusEmpty },
  collect: { title: TEXTS.myLists.screens.collections, empty: TEXTS.myLists.screens.collectEmpty },
  browse: { title: TEXTS.myLists.screens.browsing, empty: TEXTS.myLists.screens.browseEmpty },
  buy: { title: TEXTS.myLists.screens.buying, empty: TEXTS.myLists.screens.buyEmpty },
};

/** 我的关注, 我的收藏, 浏览足迹, 购买足迹: the device's marks, newest first, refreshed when online. */
export function MyListScreen({ type, footer, right }: { type: ListEntryType; footer?: ReactNode; right?: ReactNode }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const openGoods = useOpenGoods();
  const { myLists, loading, offline } = useMyLists(type);
  const screen = SCREENS[type];

  async function remove(entry: ListEntryView) {
    const result = type === 'focus'
      ? await sync.mutate('marks.unfollow', { shopsId: entry.targetId })
      : await sync.mutate('marks.uncollect', { goodsId: entry.targetId });
    toast(result.ok ? (type === 'focus' ? TEXTS.myLists.shop.unfollowedToast : TEXTS.myLists.collect.removedToast) : result.msg);
  }

  function rowOf(entry: ListEntryView) {
    const removable = type === 'focus' || type === 'collect';
    const action = removable && (
      <Button size="mini" fill="outline" onClick={() => void remove(entry)}>
        {type === 'focus' ? TEXTS.myLists.screens.unfollow : TEXTS.myLists.screens.uncollect}
      </Button>
    );
    if (type === 'focus') {
      return (
        <ListEntryRow key={entry.id} image={entry.image} title={entry.title} sub={entry.sub} note={TEXTS.myLists.shop.fans(formatUnit(entry.price))}
          pending={entry.pending} action={action}
          onOpen={() => void navigate({ to: PATHS.goodShop, search: { shopsId: entry.targetId } })} />
      );
    }
    const note = type === 'collect' ? undefined : formatRelativeTime(entry.at, Date.now());
    return (
      <ListEntryRow key={entry.id} image={entry.image} title={entry.title} sub={entry.sub} priceFen={entry.price} note={note}
        pending={entry.pending} action={action} onOpen={() => openGoods(entry.targetId, entry.extra as GoodsKind)} />
    );
  }

  return (
    <MyListsScreen title={screen.title} offline={offline} className={`marks-screen--${type}`} right={right}>
      {loading ? <LoadingState /> : myLists.length === 0 ? <EmptyState title={screen.empty} /> : (
        <div className="marks-list">{myLists.map(rowOf)}</div>
      )}
      {footer}
    </MyListsScreen>
  );
}
