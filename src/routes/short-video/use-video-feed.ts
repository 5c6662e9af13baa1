import type { CallDef } from '../../contract/define-call';
import {
  getHotSortVideo, getSortVideo, selAllAttention, selByLike, selMyVideo, userShortVideos, type ShortVideo, type ShortVideoPage,
} from '../../contract/short-video';
import type { OutboxEntry } from '../../db/collections/outbox';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import type { SyncHandle } from '../../workers/sync-handle';
import type { VideoFeed } from '../short-video-routes';

const FEED_CALLS: Record<VideoFeed, CallDef> = {
  feed: getSortVideo, hot: getHotSortVideo, following: selAllAttention, user: userShortVideos, mine: selMyVideo, liked: selByLike,
};

/** A video with the user's queued like applied: `likePending` until the host has it. */
export interface VideoView extends ShortVideo { likePending: boolean }

/** The confirmed copy plus the pending likes of the outbox, last one winning (decision 004: the outbox is the truth). */
export function withPendingLikes(videos: ShortVideo[], entries: OutboxEntry[]): VideoView[] {
  return videos.map((video) => {
    const mine = entries.filter((e) => e.name === 'shortVideo.like' && e.args.videoId === video.id && e.status === 'pending');
    const last = mine[mine.length - 1];
    if (!last) return { ...video, likePending: false };
    const liked = last.args.like === true;
    const likes = video.likes + (liked === video.liked ? 0 : liked ? 1 : -1);
    return { ...video, liked, likes: Math.max(0, likes), likePending: true };
  });
}

/** One of the feeds, read from the device first (videos watched before open offline with their posters) and refreshed. */
export function useVideoFeed(sync: SyncHandle, userId: string, feed: VideoFeed, authorId?: string) {
  const call = FEED_CALLS[feed] as typeof getSortVideo;
  const params = (feed === 'user' ? { userId: authorId ?? '' } : {}) as never;
  const page = useCachedCall(sync, call, params);
  const outbox = useLiveQuery(sync, 'outbox', { userId });
  const list = withPendingLikes((page.data as ShortVideoPage | null)?.list ?? [], outbox.data ?? []);
  return { page, list, entries: outbox.data ?? [] };
}
