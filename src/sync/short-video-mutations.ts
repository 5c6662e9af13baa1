import type { CallDef, ResponseOf } from '../contract/define-call';
import {
  addAttention, addCommont, commentGiveLike, getAllCommonPage, giveLike, selMyVideo, shortVideoAdd, shortVideoDelete, shortVideoUpdate,
  type ShortVideo, type ShortVideoComment,
} from '../contract/social/short-video';
import type { StarqDatabase } from '../db/database';
import { draftKey } from '../db/collections/drafts';
import type { OutboxEntry } from '../db/collections/outbox';
import { cacheKey } from '../domain/cache-key';
import { rewriteCachedAnswers, updateCachedAnswer } from './cached-calls';

interface ShortVideoMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}
const shortVideoMutation = <C extends CallDef>(def: ShortVideoMutationDef<C>) => def;

type VideoAnswer = ShortVideo | { list?: ShortVideo[] } | null;

/** Every cached short-video answer (feeds, detail) that holds the video gets `change` applied to its copy. */
async function patchVideos(db: StarqDatabase, videoId: string, change: (v: ShortVideo) => ShortVideo | null): Promise<void> {
  await rewriteCachedAnswers(db, ['shortVideo.'], (answer) => {
    const value = answer as VideoAnswer;
    if (value && 'id' in value && value.id === videoId) return change(value);
    if (value && 'list' in value && value.list?.some((v) => v.id === videoId)) {
      return { ...value, list: value.list.flatMap((v) => (v.id === videoId ? (change(v) ?? []) : v)) };
    }
    return answer;
  });
}

/** The comments page the feed reads (first page, default size) keeps the confirmed comment, so it shows offline. */
export const commentsKey = (videoId: string) => cacheKey(getAllCommonPage.name, { videoId });

async function keepComment(db: StarqDatabase, data: ShortVideoComment): Promise<void> {
  let known = false;
  await updateCachedAnswer(db, commentsKey(data.videoId), (value) => {
    const page = (value as { list: ShortVideoComment[]; total: number } | null) ?? { list: [], total: 0 };
    known = page.list.some((c) => c.id === data.id);
    return { list: [data, ...page.list.filter((c) => c.id !== data.id)], total: page.total + (known ? 0 : 1) };
  });
  if (!known) await patchVideos(db, data.videoId, (v) => ({ ...v, comments: v.comments + 1 }));
}

async function keepCommentLike(db: StarqDatabase, data: { commentId: string; liked: boolean; likes: number }): Promise<void> {
  await rewriteCachedAnswers(db, [`${getAllCommonPage.name}:`], (value) => {
    const page = value as { list: ShortVideoComment[]; total: number } | null;
    if (!page?.list.some((c) => c.id === data.commentId)) return value;
    return { ...page, list: page.list.map((c) => (c.id === data.commentId ? { ...c, liked: data.liked, likes: data.likes } : c)) };
  });
}

/** 我的作品 shows the published video at once; the draft it came from is done (as goods drafts are) unless edited again since. */
async function dropPublishedDraft(db: StarqDatabase, data: ShortVideo, entry: OutboxEntry): Promise<void> {
  // The first page as 我的作品 reads it (ui/hooks/use-paged-call PAGE_SIZE: pages of 20).
  await updateCachedAnswer(db, cacheKey(selMyVideo.name, { pageNum: 1, pageSize: 20 }), (value) => {
    const page = (value as { list: ShortVideo[]; total: number } | null) ?? { list: [], total: 0 };
    return page.list.some((v) => v.id === data.id) ? value : { list: [data, ...page.list], total: page.total + 1 };
  });
  const draft = await db.drafts.findOne(draftKey(entry.userId, data.id)).exec();
  if (draft?.outboxId === entry.id) await draft.remove();
}

/** Issue 18: likes, comments, follows and the author's changes, each an outbox mutation replayed once and in order. */
export const SHORT_VIDEO_MUTATIONS = {
  'shortVideo.like': shortVideoMutation({
    call: giveLike, confirm: (db, data) => patchVideos(db, data.videoId, (v) => ({ ...v, liked: data.liked, likes: data.likes })),
  }),
  'shortVideo.comment': shortVideoMutation({ call: addCommont, confirm: (db, data) => keepComment(db, data) }),
  'shortVideo.commentLike': shortVideoMutation({ call: commentGiveLike, confirm: (db, data) => keepCommentLike(db, data) }),
  'shortVideo.follow': shortVideoMutation({ call: addAttention, confirm: async () => undefined }),
  'shortVideo.add': shortVideoMutation({ call: shortVideoAdd, confirm: (db, data, entry) => dropPublishedDraft(db, data, entry) }),
  'shortVideo.update': shortVideoMutation({ call: shortVideoUpdate, confirm: (db, data) => patchVideos(db, data.id, () => data) }),
  'shortVideo.delete': shortVideoMutation({ call: shortVideoDelete, confirm: (db, data) => patchVideos(db, data.videoId, () => null) }),
};
