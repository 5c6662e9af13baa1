// live host: short videos (spec §7 "Short video, live, search": shortvideoontroller, shortvideoattention, shortvideo,
// homeshortvideo, shortvideocomment; spec §7 Live "short video add"). Issue 18; docs/decisions/016.
import { z } from 'zod';
import { MEDIA_ID_PATTERN } from '../../domain/media-kinds';
import { defineCall } from '../define-call';
import { FollowStateSchema } from './user-follows';
import { idField, pageFields, pageOf } from '../fields';

export const SHORT_VIDEO_TITLE_MAX = 100;
export const SHORT_VIDEO_COMMENT_MAX = 200;
export const SHORT_VIDEO_GOODS_MAX = 6;
/** A cover time past any video the service takes (a day) is refused rather than clamped. */
export const SHORT_VIDEO_COVER_MAX_MS = 24 * 3_600_000;

export const SHORT_VIDEO_MESSAGES = {
  notFound: '短视频',
  notYours: '只能修改或删除自己发布的短视频',
  mediaNotYours: '请选择自己上传的视频',
  mediaNotReady: '视频还在处理中，处理完成后才能发布',
  mediaFailed: '视频处理失败，请换一个视频',
  titleEmpty: '请填写视频描述',
  titleTooLong: `视频描述不能超过${SHORT_VIDEO_TITLE_MAX}字`,
  goodsTooMany: `最多关联${SHORT_VIDEO_GOODS_MAX}件商品`,
  goodsMissing: '关联的商品不存在或已下架',
  commentEmpty: '请输入评论内容',
  commentTooLong: `评论不能超过${SHORT_VIDEO_COMMENT_MAX}字`,
  clientIdInvalid: '评论编号不正确',
  commentMissing: '评论',
  likeInvalid: '点赞状态不正确',
  coverInvalid: '封面时间不正确',
} as const;

/** A goods a video shows, with what its buy link needs. */
export const ShortVideoGoodsSchema = z.object({ goodsId: z.string(), name: z.string(), img: z.string(), price: z.number().int() });
export type ShortVideoGoods = z.infer<typeof ShortVideoGoodsSchema>;

export const ShortVideoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  authorName: z.string(),
  authorLogo: z.string(),
  title: z.string(),
  /** The media service's poster (WebP) and H.264 MP4. */
  poster: z.string(),
  videoUrl: z.string(),
  goods: z.array(ShortVideoGoodsSchema),
  likes: z.number().int(),
  comments: z.number().int(),
  /** The caller likes it. */
  liked: z.boolean(),
  createdAt: z.number().int(),
});
export type ShortVideo = z.infer<typeof ShortVideoSchema>;

const VideoPageSchema = pageOf(ShortVideoSchema);
export type ShortVideoPage = z.infer<typeof VideoPageSchema>;

export const ShortVideoCommentSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  userId: z.string(),
  userName: z.string(),
  userLogo: z.string(),
  content: z.string(),
  likes: z.number().int(),
  liked: z.boolean(),
  clientId: z.string(),
  createdAt: z.number().int(),
});
export type ShortVideoComment = z.infer<typeof ShortVideoCommentSchema>;

const videoId = { videoId: idField('视频编号').regex(/^[A-Za-z0-9_-]+$/, '视频编号格式不正确') };
const likeField = z.boolean({ error: SHORT_VIDEO_MESSAGES.likeInvalid });
const titleField = z.string({ error: SHORT_VIDEO_MESSAGES.titleEmpty }).trim()
  .min(1, SHORT_VIDEO_MESSAGES.titleEmpty).max(SHORT_VIDEO_TITLE_MAX, SHORT_VIDEO_MESSAGES.titleTooLong);
const goodsIdsField = z.array(idField('商品编号'), { error: '关联商品格式不正确' }).max(SHORT_VIDEO_GOODS_MAX, SHORT_VIDEO_MESSAGES.goodsTooMany).default([]);

const pageRequest = z.object(pageFields);
const feed = <R extends z.ZodObject>(name: string, path: string, request: R, role: 'user' | 'visitor' = 'user') => defineCall({
  name, host: 'live', method: 'GET', path, encoding: 'query', role, mutating: false, request, response: VideoPageSchema,
});

// 推荐, 热门, an author's videos, one video and its comments are open to visitors (issue 18): `liked` is then false; a
// signed-in caller's token still marks their likes, as the dynamic feed's visitor reads mark `myVote`.
/** Newest first: the feed's 推荐 tab. */
export const getSortVideo = feed('shortVideo.feed', '/api/shortvideoontroller/getsortvideo', pageRequest, 'visitor');
/** Most liked and commented first: 热门. */
export const getHotSortVideo = feed('shortVideo.hot', '/api/shortvideoontroller/gethotsortvideo', pageRequest, 'visitor');
/** One author's videos, newest first (the user page, live-video/user). */
export const userShortVideos = feed('shortVideo.byUser', '/api/shortvideoontroller/usershortvideos', z.object({ userId: idField('用户编号'), ...pageFields }), 'visitor');
/** Videos of the authors the caller follows (the follow relation of decision 015): 关注. */
export const selAllAttention = feed('shortVideo.following', '/api/shortvideoattention/selallattention', pageRequest);
/** Videos the caller liked, newest first. */
export const selByLike = feed('shortVideo.liked', '/api/shortvideo/shortvideo/selbylike', pageRequest);
/** The caller's own videos. */
export const selMyVideo = feed('shortVideo.mine', '/api/shortvideo/shortvideo/selMyVideo', pageRequest);

/** Follow (or stop following) a video's author: the one follow relation of decision 015. */
export const addAttention = defineCall({
  name: 'shortVideo.follow', host: 'live', method: 'POST', path: '/api/shortvideoattention/addattention', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: z.object({ userId: idField('用户编号'), follow: z.boolean({ error: '关注状态不正确' }) }), response: FollowStateSchema,
});

/** Whether the caller follows an author. */
export const selByUserId = defineCall({
  name: 'shortVideo.followState', host: 'live', method: 'GET', path: '/api/shortvideoattention/selbyuserid', encoding: 'query', role: 'user',
  mutating: false, request: z.object({ userId: idField('用户编号') }), response: FollowStateSchema,
});

export const selectVideoById = defineCall({
  name: 'shortVideo.detail', host: 'live', method: 'GET', path: '/api/homeshortvideo/selectvideoById', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object(videoId), response: ShortVideoSchema,
});

/** A like is a wanted state, not a flip, so a replayed or doubled tap lands once (one like per user per video). */
export const giveLike = defineCall({
  name: 'shortVideo.like', host: 'live', method: 'POST', path: '/api/shortvideo/shortvideo/givelike', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: z.object({ ...videoId, like: likeField }),
  response: z.object({ videoId: z.string(), liked: z.boolean(), likes: z.number().int() }),
});

export const getAllCommonPage = defineCall({
  name: 'shortVideo.comments', host: 'live', method: 'GET', path: '/api/homeshortvideo/getAllCommonPage', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object({ ...videoId, ...pageFields }), response: pageOf(ShortVideoCommentSchema),
});

/** The clientId makes a replayed comment publish once. */
export const addCommont = defineCall({
  name: 'shortVideo.comment', host: 'live', method: 'POST', path: '/api/homeshortvideo/addCommont', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox',
  request: z.object({
    ...videoId,
    clientId: z.string({ error: SHORT_VIDEO_MESSAGES.clientIdInvalid }).regex(/^[A-Za-z0-9_.:-]{1,64}$/, SHORT_VIDEO_MESSAGES.clientIdInvalid),
    content: z.string({ error: SHORT_VIDEO_MESSAGES.commentEmpty }).trim()
      .min(1, SHORT_VIDEO_MESSAGES.commentEmpty).max(SHORT_VIDEO_COMMENT_MAX, SHORT_VIDEO_MESSAGES.commentTooLong),
  }),
  response: ShortVideoCommentSchema,
});

export const commentGiveLike = defineCall({
  name: 'shortVideo.commentLike', host: 'live', method: 'POST', path: '/api/shortvideocomment/shortvideocomment/givelike', encoding: 'json',
  role: 'user', mutating: true, replay: 'outbox',
  request: z.object({ commentId: idField('评论编号'), like: likeField }),
  response: z.object({ commentId: z.string(), liked: z.boolean(), likes: z.number().int() }),
});

/**
 * Spec §7 Live "short video add": publishes the caller's own `short-video` upload once the media service has made it.
 * The video id is the device's draft id, so a replay finds the same video.
 */
export const shortVideoAdd = defineCall({
  name: 'shortVideo.add', host: 'live', method: 'POST', path: '/api/live/shortvideo/add', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox',
  request: z.object({
    ...videoId,
    mediaId: z.string({ error: '请选择视频' }).regex(MEDIA_ID_PATTERN, SHORT_VIDEO_MESSAGES.mediaNotYours),
    title: titleField,
    goodsIds: goodsIdsField,
    /** The frame chosen as the cover, in ms from the start (clamped to the video); without it the poster is the cover. */
    coverMs: z.number({ error: SHORT_VIDEO_MESSAGES.coverInvalid }).int(SHORT_VIDEO_MESSAGES.coverInvalid)
      .min(0, SHORT_VIDEO_MESSAGES.coverInvalid).max(SHORT_VIDEO_COVER_MAX_MS, SHORT_VIDEO_MESSAGES.coverInvalid).optional(),
  }),
  response: ShortVideoSchema,
});

export const shortVideoUpdate = defineCall({
  name: 'shortVideo.update', host: 'live', method: 'POST', path: '/api/live/shortvideo/update', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: z.object({ ...videoId, title: titleField, goodsIds: goodsIdsField }), response: ShortVideoSchema,
});

export const shortVideoDelete = defineCall({
  name: 'shortVideo.delete', host: 'live', method: 'POST', path: '/api/live/shortvideo/delete', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: z.object(videoId), response: z.object({ videoId: z.string(), deleted: z.boolean() }),
});
