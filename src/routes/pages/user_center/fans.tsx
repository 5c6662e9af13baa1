import { createLazyRoute } from '@tanstack/react-router';
import { Button, Dialog } from 'antd-mobile';
import { selUsersFanList } from '../../../contract/social/user-follows';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { toast } from '../../../ui/feedback';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { MyListsScreen } from '../../../ui/my-lists/screen';
import { FollowUserButton } from '../../../ui/social/follow-user-button';
import { SOCIAL_TEXTS as T } from '../../../ui/social-texts';
import { PATHS } from '../../paths';
import { ReachBottom } from '../../social/reach-bottom';
import { UserRow } from '../../social/user-row';
import { useAppContext } from '../../use-app-context';
import { usePagedCall } from '../../../ui/hooks/use-paged-call';
import '../../social/social.css';

/** 我的粉丝: who follows me, newest first and paged by 20, with 关注 back and 移除 (queued; the fan leaves the list at once). */
function FansScreen() {
  const { sync, session } = useAppContext();
  const me = useSession(session).userId ?? '';
  const fans = usePagedCall(selUsersFanList, {}, (u) => u.userId);
  const outbox = useLiveQuery(sync, 'outbox', { userId: me }).data ?? [];
  const removing = new Set(outbox.filter((e) => e.name === 'follows.removeFan' && e.status === 'pending').map((e) => String(e.args.userId)));
  const list = fans.list.filter((u) => !removing.has(u.userId));

  async function remove(userId: string) {
    if (!(await Dialog.confirm({ content: T.removeFanConfirm }))) return;
    const result = await sync.mutate('follows.removeFan', { userId });
    toast(result.ok ? T.removedFanToast : result.msg);
  }

  return (
    <MyListsScreen title={T.fansTitle} offline={Boolean(fans.failure && fans.data)}>
      {fans.loading ? <LoadingState /> : list.length === 0 ? <EmptyState title={T.fansEmpty} /> : list.map((u) => (
        <UserRow key={u.userId} user={u} action={(
          <span className="social-user__actions">
            <FollowUserButton userId={u.userId} />
            <Button size="mini" fill="none" onClick={() => void remove(u.userId)}>{T.removeFan}</Button>
          </span>
        )} />
      ))}
      <ReachBottom paged={fans} />
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.fans}` as const)({ component: FansScreen });
