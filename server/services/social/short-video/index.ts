import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  addAttention, addCommont, commentGiveLike, getAllCommonPage, getHotSortVideo, getSortVideo, giveLike, selAllAttention, selByLike, selByUserId,
  selectVideoById, selMyVideo, shortVideoAdd, shortVideoDelete, shortVideoUpdate, userShortVideos, SHORT_VIDEO_MESSAGES as M,
} from '../../../../src/contract/social/short-video';
import { shortVideoLikes, shortVideos, userFollows } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { makeCover } from '../../../media/cover';
import { bind, type Binding } from '../../../http/bind-call';
import { follow, followState, unfollow } from '../follows';
import { addComment, commentPage } from './comments';
import { setCommentLike, setVideoLike } from './likes';
import { NEWEST, videoById, videoPage } from './present';
import { addVideo, deleteVideo, updateVideo } from './publish';

/** A visitor's reads mark no likes: no user has the empty id. */
const viewer = (auth: { userId: string | null }) => auth.userId ?? '';

const HOT = [desc(sql`${shortVideos.likeCount} + 2 * ${shortVideos.commentCount}`), ...NEWEST];

/** Issue 18: short videos. Reads mark the caller's own likes; changes and deletions answer only the video's author. */
export const shortVideoBindings: Binding[] = [
  bind(getSortVideo, async ({ input, auth, db }) => videoPage(db, viewer(auth), undefined, NEWEST, input)),
  bind(getHotSortVideo, async ({ input, auth, db }) => videoPage(db, viewer(auth), undefined, HOT, input)),
  bind(userShortVideos, async ({ input, auth, db }) => videoPage(db, viewer(auth), eq(shortVideos.userId, input.userId), NEWEST, input)),
  bind(selMyVideo, async ({ input, auth, db }) => videoPage(db, auth.userId!, eq(shortVideos.userId, auth.userId!), NEWEST, input)),
  bind(selAllAttention, async ({ input, auth, db }) => videoPage(db, auth.userId!, inArray(shortVideos.userId,
    db.select({ id: userFollows.followeeId }).from(userFollows).where(eq(userFollows.followerId, auth.userId!))), NEWEST, input)),
  bind(selByLike, async ({ input, auth, db }) => videoPage(db, auth.userId!, inArray(shortVideos.id,
    db.select({ id: shortVideoLikes.videoId }).from(shortVideoLikes).where(eq(shortVideoLikes.userId, auth.userId!))), NEWEST, input)),
  bind(selectVideoById, async ({ input, auth, db }) => {
    const video = await videoById(db, viewer(auth), input.videoId);
    if (!video) throw notFound(M.notFound);
    return video;
  }),
  bind(selByUserId, async ({ input, auth, db }) => followState(db, auth.userId!, input.userId)),
  bind(addAttention, async ({ input, auth, db, deps }) => (input.follow
    ? follow(db, auth.userId!, input.userId, deps.now()) : unfollow(db, auth.userId!, input.userId))),
  bind(giveLike, async ({ input, auth, db, deps }) => setVideoLike(db, auth.userId!, input.videoId, input.like, deps.now())),
  bind(getAllCommonPage, async ({ input, auth, db }) => commentPage(db, viewer(auth), input.videoId, input)),
  bind(addCommont, async ({ input, auth, db, deps }) => addComment(db, auth.userId!, input, deps.now())),
  bind(commentGiveLike, async ({ input, auth, db, deps }) => setCommentLike(db, auth.userId!, input.commentId, input.like, deps.now())),
  bind(shortVideoAdd, async ({ input, auth, db, deps }) => addVideo(db, auth.userId!, input, deps.now(), (tx, id, at) => makeCover(deps.config, tx, id, at))),
  bind(shortVideoUpdate, async ({ input, auth, db, deps }) => updateVideo(db, auth.userId!, input, deps.now())),
  bind(shortVideoDelete, async ({ input, auth, db, deps }) => deleteVideo(db, auth.userId!, input.videoId, deps.now())),
];
