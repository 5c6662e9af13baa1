import type { CallDef } from '../../contract/define-call';
import {
  getHotSortVideo, getSortVideo, selAllAttention, selByLike, selMyVideo, userShortVideos, type ShortVideo,
} from '../../contract/social/short-video';
import type { OutboxEntry } from '../../db/collections/outbox';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import type { SyncHandle } from '../../workers/sync-handle';
import type { VideoFeed } from '../short-video-routes';
import { useCachedPages } from './use-cached-pages';

const FEED_CALLS: Record<VideoFeed, CallDef> = {
  feed: getSortVideo, hot: getHotSortVideo, following: selAllAttention, user: userShortVideos, mine: selMyVideo, liked: selByLike,
};

/** A video with the user's queued like (and edit) applied: pending until the host has it. */
export interface VideoView extends ShortVideo { likePending: boolean; editPending?: boolean }

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

/** The user's queued edits of their own videos: a deleted one leaves at once, an edited one shows its new text. */
export function withPendingEdits(videos: VideoView[], entries: OutboxEntry[]): VideoView[] {
  const pending = entries.filter((e) => e.status === 'pending');
  const deleted = new Set(pending.filter((e) => e.name === 'shortVideo.delete').map((e) => String(e.args.videoId)));
  const titles = new Map(pending.filter((e) => e.name === 'shortVideo.update').map((e) => [String(e.args.videoId), String(e.args.title)]));
  return videos.filter((v) => !deleted.has(v.id)).map((v) => (titles.has(v.id) ? { ...v, title: titles.get(v.id)!, editPending: true } : v));
}

/**
 * One of the feeds: its first page read from the device first (videos watched before open offline with their
 * posters) and refreshed, later pages of 20 asked for as the viewer reaches the end (`page.loadMore`). Every page is
 * a stored answer, so a confirmed like, edit or deletion shows on every page loaded.
 */
export function useVideoFeed(sync: SyncHandle, userId: string, feed: VideoFeed, authorId?: string) {
  const params: Record<string, string> = feed === 'user' ? { userId: authorId ?? '' } : {};
  const page = useCachedPages<ShortVideo>(sync, FEED_CALLS[feed], params, (v) => v.id);
  const outbox = useLiveQuery(sync, 'outbox', { userId });
  const entries = outbox.data ?? [];
  const list = withPendingEdits(withPendingLikes(page.list, entries), entries);
  return { page, list, entries };
}
