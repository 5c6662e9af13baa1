import { createLazyRoute } from '@tanstack/react-router';
import { Button, Dialog, NavBar } from 'antd-mobile';
import { useEffect } from 'react';
import { selDynamicDetail } from '../../../contract/social/dynamic';
import { EmptyState, LoadingState, OfflineNotice } from '../../../ui/components/page-state';
import { toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { FollowUserButton } from '../../../ui/social/follow-user-button';
import { SOCIAL_TEXTS as T } from '../../../ui/social-texts';
import { DynamicCard } from '../../social/dynamic-card';
import { DynamicMsgs } from '../../social/dynamic-msgs';
import { withQueuedVote } from '../../social/vote-view';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../social/social.css';
import { goBack } from '../../go-back';

/** 动态详情: the post, its author with 关注, and its messages; opens offline from the device's last copy. */
function DynamicDetailScreen() {
  const { dynamicId } = Route.useSearch();
  const { sync, session } = useAppContext();
  const signedIn = useSession(session);
  const me = signedIn.userId ?? '';
  const detail = useCachedCall(sync, selDynamicDetail, { dynamicId });
  const outbox = useLiveQuery(sync, 'outbox', { userId: me }).data ?? [];
  const dynamic = detail.data;

  useEffect(() => {
    // The log (funlog addlog): a signed-in reader's first view counts. Views read offline are not logged, so reopening
    // a cached post offline does not fill the outbox with views.
    if (me && dynamicId && navigator.onLine) void sync.mutate('dynamic.addLog', { dynamicId });
  }, [sync, me, dynamicId]);

  async function remove() {
    if (!(await Dialog.confirm({ content: T.deleteConfirm }))) return;
    const result = await sync.mutate('dynamic.delete', { dynamicId });
    toast(result.ok ? T.deletedToast : result.msg);
    if (result.ok) goBack();
  }

  const own = dynamic?.userId === me;
  return (
    <div className="page dy-page dy-detail">
      <NavBar onBack={() => goBack()} right={own ? <Button size="mini" fill="none" onClick={() => void remove()}>{T.delete}</Button> : null}>
        {T.detailTitle}
      </NavBar>
      {detail.failure && dynamic && <OfflineNotice />}
      {detail.loading && <LoadingState />}
      {!detail.loading && !dynamic && <EmptyState title={detail.failure?.msg ?? T.feedEmpty} />}
      {dynamic && (
        <>
          <DynamicCard dynamic={withQueuedVote(dynamic, outbox)} open={false} header={<FollowUserButton userId={dynamic.userId} />} />
          <p className="dy-card__meta dy-detail__views">{T.views(dynamic.views)}</p>
          <DynamicMsgs dynamicId={dynamicId} outbox={outbox} me={{ id: me, name: signedIn.userInfo.usersName ?? '' }} />
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.dynamicDetail)({ component: DynamicDetailScreen });
