import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import type { MarkType } from '../../db/records/mark';
import type { MarkView } from '../../sync/marks-view';
import type { GoodsKind } from '../../contract/entities/goods';
import { formatUnit } from '../../domain/format';
import { formatRelativeTime } from '../../domain/relative-time';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { toast } from '../../ui/feedback';
import { MarkRow } from '../../ui/marks/mark-row';
import { MarksScreen } from '../../ui/marks/screen';
import { TEXTS } from '../../ui/texts';
import { useOpenGoods } from '../goods-links';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { useMarks } from './use-marks';

const SCREENS: Record<MarkType, { title: string; empty: string }> = {
  focus: { title: TEXTS.marks.screens.focus, empty: TEXTS.marks.screens.focusEmpty },
  collect: { title: TEXTS.marks.screens.collections, empty: TEXTS.marks.screens.collectEmpty },
  browse: { title: TEXTS.marks.screens.browsing, empty: TEXTS.marks.screens.browseEmpty },
  buy: { title: TEXTS.marks.screens.buying, empty: TEXTS.marks.screens.buyEmpty },
};

/** 我的关注, 我的收藏, 浏览足迹, 购买足迹: the device's marks, newest first, refreshed when online. */
export function MarksListScreen({ type, footer }: { type: MarkType; footer?: ReactNode }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const openGoods = useOpenGoods();
  const { marks, loading, offline } = useMarks(type);
  const screen = SCREENS[type];

  async function remove(mark: MarkView) {
    const result = type === 'focus'
      ? await sync.mutate('marks.unfollow', { shopsId: mark.targetId })
      : await sync.mutate('marks.uncollect', { goodsId: mark.targetId });
    toast(result.ok ? (type === 'focus' ? TEXTS.marks.shop.unfollowedToast : TEXTS.marks.collect.removedToast) : result.msg);
  }

  function rowOf(mark: MarkView) {
    const removable = type === 'focus' || type === 'collect';
    const action = removable && (
      <Button size="mini" fill="outline" onClick={() => void remove(mark)}>
        {type === 'focus' ? TEXTS.marks.screens.unfollow : TEXTS.marks.screens.uncollect}
      </Button>
    );
    if (type === 'focus') {
      return (
        <MarkRow key={mark.id} image={mark.image} title={mark.title} sub={mark.sub} note={TEXTS.marks.shop.fans(formatUnit(mark.price))}
          pending={mark.pending} action={action}
          onOpen={() => void navigate({ to: PATHS.goodShop, search: { shopsId: mark.targetId } })} />
      );
    }
    const note = type === 'collect' ? undefined : formatRelativeTime(mark.at, Date.now());
    return (
      <MarkRow key={mark.id} image={mark.image} title={mark.title} sub={mark.sub} priceFen={mark.price} note={note}
        pending={mark.pending} action={action} onOpen={() => openGoods(mark.targetId, mark.extra as GoodsKind)} />
    );
  }

  return (
    <MarksScreen title={screen.title} offline={offline} className={`marks-screen--${type}`}>
      {loading ? <LoadingState /> : marks.length === 0 ? <EmptyState title={screen.empty} /> : (
        <div className="marks-list">{marks.map(rowOf)}</div>
      )}
      {footer}
    </MarksScreen>
  );
}
