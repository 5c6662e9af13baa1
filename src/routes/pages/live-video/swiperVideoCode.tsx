import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Swiper, Tabs } from 'antd-mobile';
import { useRef, useState } from 'react';
import { SHORT_VIDEO_TEXTS as T } from '../../../ui/short-video-texts';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { toast } from '../../../ui/feedback';
import { useOnline } from '../../../ui/hooks/use-online';
import { useSession } from '../../../ui/hooks/use-session';
import { useLoginFirst } from '../../../ui/hooks/use-login-first';
import { PATHS } from '../../paths';
import { CommentsPopup } from '../../short-video/comments-popup';
import { useVideoFeed } from '../../short-video/use-video-feed';
import { VideoSlide } from '../../short-video/video-slide';
import type { VideoFeed } from '../../short-video-routes';
import { useAppContext } from '../../use-app-context';
import '../../short-video/short-video.css';
import { goBack } from '../../go-back';

const TABS = ['feed', 'hot', 'following'] as const;

/** The next page is asked for when the viewer is this close to the last video loaded. */
const LOAD_AHEAD = 2;

/**
 * spec §2 live-video/swiperVideoCode: the vertical swipe feed (推荐, 热门, 关注, or one author's videos). The video on screen
 * plays and the next one preloads; nearing the end loads the next 20. Likes and comments are queued mutations (待同步
 * offline, replayed once). Visitors watch 推荐, 热门 and an author's videos and are asked to log in to act.
 */
function SwiperVideoScreen() {
  const { sync, session } = useAppContext();
  const { userId, userInfo } = useSession(session);
  const search = Route.useSearch() as { feed: VideoFeed; userId?: string; start?: string };
  const navigate = useNavigate();
  const online = useOnline();
  const loginFirst = useLoginFirst();
  const needsLogin = !userId && (search.feed === 'following' || search.feed === 'mine' || search.feed === 'liked');
  const { page, list, entries } = useVideoFeed(sync, userId ?? '', needsLogin ? 'feed' : search.feed, search.userId);
  const startIndex = Math.max(0, list.findIndex((v) => v.id === search.start));
  const [index, setIndex] = useState<number | null>(null);
  const [commentsOf, setCommentsOf] = useState<string | null>(null);
  const loadingMore = useRef(false);
  const current = index ?? startIndex;

  function show(next: number) {
    setIndex(next);
    if (next < list.length - LOAD_AHEAD || !page.hasMore || loadingMore.current) return;
    loadingMore.current = true;
    // Offline or refused, the viewer is told and the next swipe near the end tries again.
    void page.loadMore()
      .catch((error: unknown) => toast(error instanceof Error ? error.message : String(error)))
      .finally(() => { loadingMore.current = false; });
  }

  async function like(videoId: string, liked: boolean) {
    if (!(await loginFirst())) return;
    const result = await sync.mutate('shortVideo.like', { videoId, like: !liked });
    if (!result.ok) toast(result.msg);
  }

  async function release() {
    if (await loginFirst()) void navigate({ to: PATHS.shortVideoRelease });
  }

  const tabbed = (TABS as readonly string[]).includes(search.feed);
  const empty = needsLogin ? <Button className="sv-login" color="primary" onClick={() => void loginFirst()}>{T.loginToWatchFollowing}</Button>
    : page.loading ? <LoadingState />
      : <EmptyState title={!online && !page.data ? T.offlineFirstOpen : search.feed === 'following' ? T.followingEmpty : T.empty} />;
  return (
    <div className="page sv-page">
      <NavBar onBack={() => goBack()} right={<button type="button" className="sv-release-link" onClick={() => void release()}>{T.release}</button>}>
        {tabbed ? (
          <Tabs activeKey={search.feed} onChange={(key) => { setIndex(0); void navigate({ to: PATHS.shortVideoFeed, search: { feed: key as VideoFeed }, replace: true }); }}>
            {TABS.map((tab) => <Tabs.Tab key={tab} title={T.tabs[tab]} />)}
          </Tabs>
        ) : T.feedTitle}
      </NavBar>
      {list.length === 0 || needsLogin ? empty : (
        <Swiper key={`${search.feed}:${search.userId ?? ''}:${list.length > 0}`} direction="vertical" indicator={false} defaultIndex={startIndex}
          className="sv-swiper" onIndexChange={show}>
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

export const Route = createLazyRoute(PATHS.shortVideoFeed)({ component: SwiperVideoScreen });
