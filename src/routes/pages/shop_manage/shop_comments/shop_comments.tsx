import { createLazyRoute } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { goodsCommentsInfo } from '../../../../contract/shop/business';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { EmptyState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { SHOP_BUSINESS_TEXTS } from '../../../../ui/shop-business-texts';
import { PATHS } from '../../../paths';
import { CommentRow } from '../../../shop-business/comment-row';
import { ScreenState } from '../../../shop-business/screen-state';
import { useAppContext } from '../../../use-app-context';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = SHOP_BUSINESS_TEXTS.comments;
type Replied = '' | '0' | '1';

/** Ours (spec §7 shop-side getgoodscommentsinfo): the shop's goods comments, with the owner's reply. */
function ShopCommentsScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const [replied, setReplied] = useState<Replied>('');
  const comments = usePagedCall(goodsCommentsInfo, { replied }, (row) => row.id);
  const outbox = useLiveQuery(sync, 'outbox', { userId }).data ?? [];
  const replies = outbox.filter((e) => e.name === 'shopComment.reply');
  const entryOf = (commentId: string) => replies.findLast((e) => e.args.commentId === commentId);
  // A refused reply (another device answered first) rolls back: the list is read again to show what the host has.
  const refused = replies.filter((e) => e.status === 'rejected').length;
  const { refresh } = comments;
  useEffect(() => {
    if (refused > 0) void refresh();
  }, [refused]); // eslint-disable-line react-hooks/exhaustive-deps -- read again when a refusal arrives, not on every render
  return (
    <div className="page shop-business">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <ScreenState hasData={comments.data !== null} loading={comments.loading} failure={comments.failure} savedAt={comments.savedAt} />
      <Tabs activeKey={replied} onChange={(key) => setReplied(key as Replied)}>
        <Tabs.Tab key="" title={T.all} />
        <Tabs.Tab key="0" title={T.waiting} />
        <Tabs.Tab key="1" title={T.replied} />
      </Tabs>
      <PullRefresh onRefresh={comments.refresh}>
        {comments.data && <p className="shop-business__caption" data-testid="comments-unreplied">{T.unreplied(comments.data.unreplied)}</p>}
        {comments.data && comments.list.length === 0 && <EmptyState title={T.empty} />}
        {comments.list.map((c) => <CommentRow key={c.id} comment={c} entry={entryOf(c.id)} />)}
        {comments.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={comments.hasMore} loadMore={comments.loadMore} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopComments}` as const)({ component: ShopCommentsScreen });
