import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, CapsuleTabs, NavBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { selCommunities, selFocuUsersDys, selGuessLike, selHotDynamic, selTypeDynamic, usersDyList } from '../../../contract/social/dynamic';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { useLoginFirst } from '../../../ui/hooks/use-login-first';
import { SOCIAL_TEXTS as T } from '../../../ui/social-texts';
import { PATHS } from '../../paths';
import { FEED_TABS, type FeedTab } from '../../social/feed-tabs';
import { DraftCard } from '../../social/draft-card';
import { FeedList } from '../../social/feed-list';
import { VideoGrid } from '../../short-video/video-grid';
import { useAppContext } from '../../use-app-context';
import '../../social/social.css';
import { goBack } from '../../go-back';


function HotList({ outbox }: { outbox: Parameters<typeof FeedList>[0]['outbox'] }) {
  const { sync } = useAppContext();
  const communities = useCachedCall(sync, selCommunities, {}).data ?? [];
  const [communityId, setCommunityId] = useState('');
  return (
    <>
      <CapsuleTabs activeKey={communityId} onChange={setCommunityId} className="dy-communities">
        <CapsuleTabs.Tab key="" title={T.allCommunities} />
        {communities.map((c) => <CapsuleTabs.Tab key={c.communityId} title={c.name} />)}
      </CapsuleTabs>
      {communityId
        ? <FeedList key={communityId} call={selTypeDynamic} params={{ communityId }} outbox={outbox} />
        : <FeedList key="hot" call={selHotDynamic} outbox={outbox} />}
    </>
  );
}

/**
 * 关注: the followed people's dynamics, or (视频) their short videos. Two lists rather than one mixed by time: a video
 * plays full screen in its own swipe feed, and each list pages on its own host call (decision 015).
 */
function FollowingList({ outbox }: { outbox: Parameters<typeof FeedList>[0]['outbox'] }) {
  const [kind, setKind] = useState('dynamics');
  return (
    <>
      <CapsuleTabs activeKey={kind} onChange={setKind} className="dy-communities" data-testid="following-kind">
        <CapsuleTabs.Tab key="dynamics" title={T.posts} />
        <CapsuleTabs.Tab key="videos" title={T.videosTab} />
      </CapsuleTabs>
      {kind === 'dynamics'
        ? <FeedList key="following" call={selFocuUsersDys} outbox={outbox} empty={T.followingEmpty} />
        : <VideoGrid feed="following" empty={T.followingVideosEmpty} />}
    </>
  );
}

/** 动态: hot (by community), the people I follow, guess-you-like and mine; my posts not yet on the host show first. */
function DynamicFeedScreen() {
  const { tab } = Route.useSearch();
  const { sync, session } = useAppContext();
  const me = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const outbox = useLiveQuery(sync, 'outbox', { userId: me }).data ?? [];
  const drafts = (useLiveQuery(sync, 'dynamicDrafts', { userId: me }).data ?? []).filter((d) => d.state !== 'editing');
  const needsLogin = (tab === 'following' || tab === 'mine') && !me;

  async function release() {
    if (await loginFirst()) void navigate({ to: PATHS.dynamicRelease });
  }

  return (
    <div className="page dy-page">
      <NavBar onBack={() => goBack()} right={<Button size="mini" color="primary" onClick={() => void release()}>{T.release}</Button>}>
        {T.feedTitle}
      </NavBar>
      <Tabs activeKey={tab} onChange={(key) => void navigate({ to: PATHS.dynamicFeed, search: { tab: key as FeedTab }, replace: true })}>
        {FEED_TABS.map((key) => <Tabs.Tab key={key} title={T.tabs[key]} />)}
      </Tabs>
      {me && drafts.map((d) => <DraftCard key={d.draftId} draft={d} />)}
      {needsLogin && <Button block color="primary" fill="outline" onClick={() => void loginFirst()}>{T.loginToSee}</Button>}
      {!needsLogin && tab === 'hot' && <HotList outbox={outbox} />}
      {!needsLogin && tab === 'guess' && <FeedList key="guess" call={selGuessLike} outbox={outbox} />}
      {!needsLogin && tab === 'following' && <FollowingList outbox={outbox} />}
      {!needsLogin && tab === 'mine' && <FeedList key="mine" call={usersDyList} outbox={outbox} empty={me && drafts.length ? '' : T.feedEmpty} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.dynamicFeed)({ component: DynamicFeedScreen });
