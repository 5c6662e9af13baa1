import { REACH_BOTTOM_DISTANCE } from '../../domain/constants';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { ListBottom } from '../../ui/components/list-bottom';
import { LoadingDots } from '../../ui/components/loading-dots';

interface Paged { list: unknown[]; data: unknown; hasMore: boolean; loadMore(): Promise<void> }

/**
 * The bottom of a paged list (usePagedCall): reaching it loads the next page of 20; the end says 没有更多了, and
 * offline with more on the host it says so instead of pretending the list ended.
 */
export function ReachBottom({ paged }: { paged: Paged }) {
  if (paged.list.length === 0) return null;
  const total = (paged.data as { total?: number } | null)?.total ?? 0;
  return (
    <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={paged.hasMore} loadMore={paged.loadMore}>
      {(hasMore) => <span data-testid="reach-bottom">{hasMore ? <LoadingDots /> : paged.list.length < total ? T.moreWhenOnline : T.noMore}</span>}
    </ListBottom>
  );
}
