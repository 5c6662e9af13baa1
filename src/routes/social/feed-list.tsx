import { Button } from 'antd-mobile';
import type { CallDef } from '../../contract/define-call';
import type { Dynamic } from '../../contract/social/dynamic';
import type { OutboxEntry } from '../../db/collections/outbox';
import { EmptyState, LoadingState, OfflineNotice } from '../../ui/components/page-state';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { usePagedCall } from '../../ui/hooks/use-paged-call';
import { DynamicCard } from './dynamic-card';
import { ReachBottom } from './reach-bottom';
import { withQueuedVote } from './vote-view';

/**
 * One list of the feed: its first page from the device's last answer (it opens offline) refreshed from the host, later
 * pages of 20 asked for as the reader reaches the bottom, until 没有更多了.
 */
export function FeedList({ call, params = {}, outbox, empty = T.feedEmpty, offlineNotice = true }: {
  call: CallDef; params?: Record<string, string>; outbox: OutboxEntry[];
  /** What an empty list says; '' says nothing (the screen shows something else in its place). */
  empty?: string;
  /** False where the screen already says it is offline and how old its data is (the user page's DataAge). */
  offlineNotice?: boolean;
}) {
  const feed = usePagedCall<CallDef, Dynamic>(call, params, (d) => d.dynamicId);
  if (feed.loading) return <LoadingState />;
  return (
    <div className="dy-list" data-testid="dynamic-list" data-fetch={feed.failure ? 'failed' : 'ok'}>
      {offlineNotice && feed.failure && feed.data !== null && <OfflineNotice />}
      {feed.data === null && feed.failure && <Button size="small" onClick={() => void feed.refresh()}>{T.retry}</Button>}
      {feed.data !== null && feed.list.length === 0 && empty && <EmptyState title={empty} />}
      {feed.list.map((d) => <DynamicCard key={d.dynamicId} dynamic={withQueuedVote(d, outbox)} />)}
      <ReachBottom paged={feed} />
    </div>
  );
}
