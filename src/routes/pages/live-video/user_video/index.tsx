import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { SHORT_VIDEO_TEXTS as T } from '../../../../ui/short-video-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { FollowButton } from '../../../../ui/social/follow-button';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { PATHS } from '../../../paths';
import { useVideoFeed } from '../../../short-video/use-video-feed';
import type { VideoFeed } from '../../../short-video-routes';
import { useAppContext } from '../../../use-app-context';
import '../../../short-video/short-video.css';

/**
 * spec §2 live-video/user_video/index: an author's videos (with 关注), or the user's own: 作品 (with the releases still
 * uploading or queued) and 喜欢. A poster opens the swipe feed of the same list at that video.
 */
function UserVideoScreen() {
  const { sync, session } = useAppContext();
  const { userId } = useSession(session);
  const search = Route.useSearch() as { feed: VideoFeed; userId?: string };
  const navigate = useNavigate();
  const feed: VideoFeed = search.feed === 'user' && search.userId && search.userId !== userId ? 'user' : search.feed === 'liked' ? 'liked' : 'mine';
  const { page, list } = useVideoFeed(sync, userId ?? '', feed, search.userId);
  const drafts = useLiveQuery(sync, 'shortVideoDrafts', { userId: userId ?? '' });
  const author = feed === 'user' ? list[0] : null;
  const open = (start: string) => void navigate({ to: PATHS.shortVideoFeed, search: { feed, userId: search.userId, start } });
  return (
    <div className="page">
      <NavBar onBack={() => history.back()} right={feed === 'user' ? null : <Link to={PATHS.shortVideoRelease} className="sv-release-link">{T.release}</Link>}>
        {feed === 'user' ? (author?.authorName ?? T.authorTitle) : T.mineTitle}
      </NavBar>
      {feed === 'user' && search.userId && <div style={{ padding: 12, textAlign: 'right' }}><FollowButton userId={search.userId} /></div>}
      {feed !== 'user' && (
        <Tabs activeKey={feed} onChange={(key) => void navigate({ to: PATHS.userVideo, search: { feed: key as VideoFeed }, replace: true })}>
          <Tabs.Tab key="mine" title={T.myWorks} />
          <Tabs.Tab key="liked" title={T.myLikes} />
        </Tabs>
      )}
      <div className="sv-grid">
        {feed === 'mine' && (drafts.data ?? []).map((d) => (
          <Link key={d.draftId} to={PATHS.shortVideoRelease} className="sv-grid__item" data-draft-state={d.state}>
            <span className="sv-grid__state">{T.draftStates[d.state]}{d.failMsg ? `：${d.failMsg}` : ''}</span>
          </Link>
        ))}
        {list.map((v) => (
          <button type="button" key={v.id} className="sv-grid__item" aria-label={v.title} onClick={() => open(v.id)} style={{ border: 'none', padding: 0 }}>
            <img src={v.poster} alt="" />
            <span className="sv-grid__likes">♥ {v.likes}</span>
          </button>
        ))}
      </div>
      {list.length === 0 && !(feed === 'mine' && drafts.data?.length) && (page.loading ? <LoadingState /> : <EmptyState title={T.empty} />)}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.userVideo}` as const)({ component: UserVideoScreen });
