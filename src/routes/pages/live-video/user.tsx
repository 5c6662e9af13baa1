import { createLazyRoute } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { selDyUsersInfo, selUsersDyList } from '../../../contract/social/dynamic';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { FollowUserButton } from '../../../ui/social/follow-user-button';
import { SOCIAL_TEXTS as T } from '../../../ui/social-texts';
import { DataAge } from '../../../ui/wallet/data-age';
import { PATHS } from '../../paths';
import { VideoGrid } from '../../short-video/video-grid';
import { FeedList } from '../../social/feed-list';
import { useAppContext } from '../../use-app-context';
import '../../social/social.css';
import { goBack } from '../../go-back';

/**
 * spec §2 live-video/user: a person's page, reached by tapping an author anywhere (feed, comments, short video, live
 * room): avatar, name, 关注, their counts, their dynamics and their videos, each paged. Opens offline from the device's
 * last answers and says how old they are.
 */
function UserHomeScreen() {
  const { userId } = Route.useSearch();
  const { sync, session } = useAppContext();
  const me = useSession(session).userId ?? '';
  const info = useCachedCall(sync, selDyUsersInfo, { userId });
  const outbox = useLiveQuery(sync, 'outbox', { userId: me }).data ?? [];
  const [tab, setTab] = useState<'dynamics' | 'videos'>('dynamics');
  const user = info.data;
  const counts = user ? [[T.counts.focus, user.focus], [T.counts.fans, user.fans], [T.counts.dynamics, user.dynamics], [T.counts.videos, user.videos ?? 0]] as const : [];
  return (
    <div className="page dy-page">
      <NavBar onBack={() => goBack()}>{user?.name ?? T.userTitle}</NavBar>
      <DataAge savedAt={info.savedAt} failed={info.failure !== null} neverSaved={T.offlineNote} />
      {!user && (info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? T.userTitle} />)}
      {user && (
        <header className="user-home" data-testid="user-home">
          <img className="user-home__avatar" src={user.logo || '/icons/icon-192.png'} alt="" />
          <span className="user-home__name">{user.name}</span>
          <FollowUserButton userId={userId} />
          <dl className="user-home__counts">
            {counts.map(([label, n]) => <div key={label}><dt>{n}</dt><dd>{label}</dd></div>)}
          </dl>
        </header>
      )}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as typeof tab)}>
        <Tabs.Tab key="dynamics" title={T.counts.dynamics} />
        <Tabs.Tab key="videos" title={T.counts.videos} />
      </Tabs>
      {tab === 'dynamics'
        ? <FeedList key={userId} call={selUsersDyList} params={{ userId }} outbox={outbox} empty={T.userEmpty} offlineNotice={false} />
        : <VideoGrid feed="user" authorId={userId} empty={T.videosEmpty} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.userHome)({ component: UserHomeScreen });
