import { Button } from 'antd-mobile';
import type { CallDef } from '../../contract/define-call';
import type { DynamicPage } from '../../contract/dynamic';
import type { OutboxEntry } from '../../db/collections/outbox';
import { EmptyState, LoadingState, OfflineNotice } from '../../ui/components/page-state';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { useAppContext } from '../use-app-context';
import { DynamicCard } from './dynamic-card';
import { withQueuedVote } from './vote-view';

const FIRST_PAGE = { pageNum: 1, pageSize: 20 };

/**
 * One list of the feed, from the device's last answer (it opens offline) refreshed from the host. `hide` leaves out
 * posts the device shows otherwise (its own posts still pending are drawn as drafts above).
 */
export function FeedList({ call, params = {}, outbox, empty = T.feedEmpty }: {
  call: CallDef; params?: Record<string, unknown>; outbox: OutboxEntry[]; empty?: string;
}) {
  const { sync } = useAppContext();
  const state = useCachedCall(sync, call as CallDef, { ...FIRST_PAGE, ...params } as never);
  const page = state.data as DynamicPage | null;
  if (state.loading) return <LoadingState />;
  return (
    <div className="dy-list" data-testid="dynamic-list">
      {state.failure && page && <OfflineNotice />}
      {!page && state.failure && <Button size="small" onClick={() => void state.reload()}>{T.retry}</Button>}
      {page && page.list.length === 0 && <EmptyState title={empty} />}
      {page?.list.map((d) => <DynamicCard key={d.dynamicId} dynamic={withQueuedVote(d, outbox)} />)}
    </div>
  );
}
