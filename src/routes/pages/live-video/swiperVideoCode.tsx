import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { NavBar, Swiper, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { SHORT_VIDEO_TEXTS as T } from '../../../ui/short-video-texts';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { toast } from '../../../ui/feedback';
import { useOnline } from '../../../ui/hooks/use-online';
import { useSession } from '../../../ui/hooks/use-session';
import { PATHS } from '../../paths';
import { CommentsPopup } from '../../short-video/comments-popup';
import { useVideoFeed } from '../../short-video/use-video-feed';
import { VideoSlide } from '../../short-video/video-slide';
import type { VideoFeed } from '../../short-video-routes';
import { useAppContext } from '../../use-app-context';
import '../../short-video/short-video.css';

const TABS = ['feed', 'hot', 'following'] as const;

/**
 * spec §2 live-video/swiperVideoCode: the vertical swipe feed (推荐, 热门, 关注, or one author's videos). The video on screen
 * plays and the next one preloads; likes and comments are queued mutations (待同步 offline, replayed once).
 */
function SwiperVideoScreen() {
  const { sync, session } = useAppContext();
  const { userId, userInfo } = useSession(session);
  const search = Route.useSearch() as { feed: VideoFeed; userId?: string; start?: string };
  const navigate = useNavigate();
  const online = useOnline();
  const { page, list, entries } = useVideoFeed(sync, userId ?? '', search.feed, search.userId);
  const startIndex = Math.max(0, list.findIndex((v) => v.id === search.start));
  const [index, setIndex] = useState<number | null>(null);
  const [commentsOf, setCommentsOf] = useState<string | null>(null);
  const current = index ?? startIndex;

  async function like(videoId: string, liked: boolean) {
    const result = await sync.mutate('shortVideo.like', { videoId, like: !liked });
    if (!result.ok) toast(result.msg);
  }

  const tabbed = (TABS as readonly string[]).includes(search.feed);
  const empty = page.loading ? <LoadingState />
    : <EmptyState title={!online && !page.data ? T.offlineFirstOpen : search.feed === 'following' ? T.followingEmpty : T.empty} />;
  return (
    <div className="page sv-page">
      <NavBar onBack={() => history.back()} right={<Link to={PATHS.shortVideoRelease} className="sv-release-link">{T.release}</Link>}>
        {tabbed ? (
          <Tabs activeKey={search.feed} onChange={(key) => { setIndex(0); void navigate({ to: PATHS.shortVideoFeed, search: { feed: key as VideoFeed }, replace: true }); }}>
            {TABS.map((tab) => <Tabs.Tab key={tab} title={T.tabs[tab]} />)}
          </Tabs>
        ) : T.feedTitle}
      </NavBar>
      {list.length === 0 ? empty : (
        <Swiper key={`${search.feed}:${search.userId ?? ''}:${list.length > 0}`} direction="vertical" indicator={false} defaultIndex={startIndex}
          className="sv-swiper" onIndexChange={setIndex}>
          {list.map((video, i) => (
            <Swiper.Item key={video.id}>
              <VideoSlide video={video} mode={i === current ? 'play' : i === current + 1 ? 'preload' : 'poster'}
                onLike={() => void like(video.id, video.liked)} onComments={() => setCommentsOf(video.id)} />
            </Swiper.Item>
          ))}
        </Swiper>
      )}
      {commentsOf && <CommentsPopup sync={sync} videoId={commentsOf} entries={entries} myName={userInfo.usersName ?? ''} onClose={() => setCommentsOf(null)} />}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shortVideoFeed}` as const)({ component: SwiperVideoScreen });
