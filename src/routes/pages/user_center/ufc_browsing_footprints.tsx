import { createLazyRoute } from '@tanstack/react-router';
import type { GoodsKind } from '../../../contract/entities/goods';
import { groupFootprintsByDay } from '../../../domain/footprint-days';
import { formatDateTime } from '../../../domain/relative-time';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { ListEntryRow } from '../../../ui/my-lists/list-entry-row';
import { MyListsScreen } from '../../../ui/my-lists/screen';
import { TEXTS } from '../../../ui/texts';
import { useOpenGoods } from '../../goods-links';
import { useMyLists } from '../../my-lists/use-my-lists';
import { PATHS } from '../../paths';

const T = TEXTS.myLists.screens;

function dayLabel(date: string, daysAgo: number): string {
  if (daysAgo === 0) return T.today;
  if (daysAgo === 1) return T.yesterday;
  const [, month, day] = date.split('-');
  return `${Number(month)}月${Number(day)}日`;
}

/**
 * The spec's "ufc variant" of browsing_footprints: the same browse footprints (the one footprint list and its
 * refresh, useMyLists) shown by day, 今天, 昨天, then dates (China time), each with its time of day and shop.
 */
function UfcBrowsingFootprintsScreen() {
  const openGoods = useOpenGoods();
  const { myLists, loading, offline } = useMyLists('browse');
  const days = groupFootprintsByDay(myLists, Date.now());
  return (
    <MyListsScreen title={T.byDayTitle} offline={offline} className="marks-screen--browse-days">
      {loading ? <LoadingState /> : days.length === 0 ? <EmptyState title={T.browseEmpty} /> : days.map((day) => (
        <section key={day.date} className="footprint-day" data-testid="footprint-day">
          <h2 className="footprint-day__head">
            <span>{dayLabel(day.date, day.daysAgo)}</span>
            <small>{T.dayCount(day.entries.length)}</small>
          </h2>
          <div className="marks-list">
            {day.entries.map((entry) => (
              <ListEntryRow key={entry.id} image={entry.image} title={entry.title} sub={entry.sub} priceFen={entry.price}
                note={formatDateTime(entry.at).slice(11)} pending={entry.pending} onOpen={() => openGoods(entry.targetId, entry.extra as GoodsKind)} />
            ))}
          </div>
        </section>
      ))}
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.ufcBrowsingFootprints}` as const)({ component: UfcBrowsingFootprintsScreen });
