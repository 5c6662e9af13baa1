import { createLazyRoute, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { SHORT_VIDEO_TEXTS as T } from '../../../../ui/short-video-texts';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { PATHS } from '../../../paths';
import { OwnVideoActions } from '../../../short-video/own-video-actions';
import { VideoGrid } from '../../../short-video/video-grid';
import type { VideoFeed } from '../../../short-video-routes';
import { useAppContext } from '../../../use-app-context';
import '../../../short-video/short-video.css';
import { goBack } from '../../../go-back';

/**
 * spec §2 live-video/user_video/index: the user's own 作品 (with the releases still uploading or queued, and 编辑 / 删除
 * under each) and 喜欢. Another author's videos live on their page (live-video/user). A poster opens the swipe feed.
 */
function UserVideoScreen() {
  const { sync, session } = useAppContext();
  const { userId } = useSession(session);
  const search = Route.useSearch() as { feed: VideoFeed; userId?: string };
  const navigate = useNavigate();
  const drafts = useLiveQuery(sync, 'shortVideoDrafts', { userId: userId ?? '' });
  if (search.feed === 'user' && search.userId && search.userId !== userId) return <Navigate to={PATHS.userHome} search={{ userId: search.userId }} replace />;
  const feed: VideoFeed = search.feed === 'liked' ? 'liked' : 'mine';
  const releases = feed === 'mine' ? (drafts.data ?? []).map((d) => (
    <Link key={d.draftId} to={PATHS.shortVideoRelease} className="sv-grid__item" data-draft-state={d.state}>
      <span className="sv-grid__state">{T.draftStates[d.state]}{d.failMsg ? `：${d.failMsg}` : ''}</span>
    </Link>
  )) : [];
  return (
    <div className="page">
      <NavBar onBack={() => goBack()} right={<Link to={PATHS.shortVideoRelease} className="sv-release-link">{T.release}</Link>}>{T.mineTitle}</NavBar>
      <Tabs activeKey={feed} onChange={(key) => void navigate({ to: PATHS.userVideo, search: { feed: key as VideoFeed }, replace: true })}>
        <Tabs.Tab key="mine" title={T.myWorks} />
        <Tabs.Tab key="liked" title={T.myLikes} />
      </Tabs>
      <VideoGrid key={feed} feed={feed} empty={T.empty} before={releases} actions={feed === 'mine' ? (v) => <OwnVideoActions video={v} /> : undefined} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.userVideo}` as const)({ component: UserVideoScreen });
