import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { PATHS } from '../paths';

/** The Mine screen's rows for the dynamic feed, short video, live rooms and my fans (issue 18). */
export function SocialEntries({ loggedIn }: { loggedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <List.Item data-testid="mine-dynamic" onClick={() => void navigate({ to: PATHS.dynamicFeed, search: { tab: 'hot' } })}>{T.feedTitle}</List.Item>
      <List.Item data-testid="mine-video" onClick={() => void navigate({ to: PATHS.shortVideoFeed, search: { feed: 'feed' } })}>{T.videoTitle}</List.Item>
      <List.Item data-testid="mine-live" onClick={() => void navigate({ to: PATHS.liveList })}>{T.liveTitle}</List.Item>
      {loggedIn && <List.Item data-testid="mine-fans" onClick={() => void navigate({ to: PATHS.fans })}>{T.fansTitle}</List.Item>}
    </>
  );
}
