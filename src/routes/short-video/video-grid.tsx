import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { useSession } from '../../ui/hooks/use-session';
import { PATHS } from '../paths';
import type { VideoFeed } from '../short-video-routes';
import { ReachBottom } from '../social/reach-bottom';
import { useAppContext } from '../use-app-context';
import { useVideoFeed, type VideoView } from './use-video-feed';
import './short-video.css';

interface VideoGridProps {
  feed: VideoFeed;
  authorId?: string;
  empty: string;
  /** Cells drawn before the videos (my releases still uploading); the grid is not empty while there are some. */
  before?: ReactNode[];
  /** A row of buttons under each video (编辑 / 删除 on my own). */
  actions?: (video: VideoView) => ReactNode;
}

/** Posters of one feed, three a row, paged by 20 as the bottom is reached; a poster opens the swipe feed at that video. */
export function VideoGrid({ feed, authorId, empty, before = [], actions }: VideoGridProps) {
  const { sync, session } = useAppContext();
  const me = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const { page, list } = useVideoFeed(sync, me, feed, authorId);
  const open = (start: string) => void navigate({ to: PATHS.shortVideoFeed, search: { feed, userId: authorId, start } });
  return (
    <>
      <div className="sv-grid" data-testid="video-grid">
        {before}
        {list.map((v) => (
          <div key={v.id} className="sv-grid__cell" data-video-id={v.id}>
            <button type="button" className="sv-grid__item" aria-label={v.title} onClick={() => open(v.id)}>
              <img src={v.poster} alt="" />
              <span className="sv-grid__likes">♥ {v.likes}</span>
            </button>
            {actions?.(v)}
          </div>
        ))}
      </div>
      {list.length === 0 && before.length === 0 && (page.loading ? <LoadingState /> : <EmptyState title={empty} />)}
      <ReachBottom paged={page} />
    </>
  );
}
