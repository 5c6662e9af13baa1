// Live rooms (issue 18; spec §7 Live: classes, in-live list, info, end info, focus, complaint types, complaint add and
// detail; /api/liveitem/getlive). Only getlive's path is the spec's; the others are ours under /api/live/
// (docs/decisions/017-live-rooms.md). A room's chat, likes and viewer count reach viewers on the live channel room
// `live:<roomId>`; sends are calls (decision 013), the socket only delivers.
import { z } from 'zod';
import { MEDIA_IMAGE_URL_PATTERN } from '../../domain/media-kinds';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { idField, noteField, pageFields, pageOf, wholeNumber } from '../fields';

export const LIVE_TITLE_MAX = 30;
export const LIVE_TEXT_MAX = 100;
export const LIVE_GOODS_MAX = 20;
export const LIVE_LIKES_PER_CALL = 99;
export const LIVE_COMPLAINT_MAX = 300;

export const LIVE_MESSAGES = {
  notFound: '直播间',
  notStreamer: '开通店铺或完成实名认证后才能开播',
  notOwner: '只能管理自己的直播间',
  ended: '直播已结束',
  alreadyLive: '您已有一个正在进行的直播，请先结束',
  goodsInvalid: '带货商品已下架或不存在',
  goodsNotYours: '只能展示自己店铺的商品',
  coverInvalid: '封面图片不正确，请重新上传',
  classInvalid: '请选择直播分类',
  typeInvalid: '请选择举报类型',
  textEmpty: '请输入聊天内容',
  ownRoom: '不能举报自己的直播间',
} as const;

export const LIVE_STATUSES = ['OPEN', 'ENDED'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

const roomId = { roomId: idField('直播间编号').regex(/^[A-Za-z0-9_-]+$/, '直播间编号格式不正确') };

export const LiveClassSchema = z.object({ id: z.string(), name: z.string() });
export const LiveGoodsSchema = z.object({ goodsId: z.string(), name: z.string(), img: z.string(), salePrice: z.number().int(), stock: z.number().int() });
export type LiveGoods = z.infer<typeof LiveGoodsSchema>;

/** A room as the list and the room screen show it; never its stream key. */
export const LiveRoomSchema = z.object({
  roomId: z.string(),
  /** The live channel room: `live:<roomId>`. */
  room: z.string(),
  title: z.string(),
  cover: z.string(),
  classId: z.string(),
  hostUserId: z.string(),
  hostName: z.string(),
  hostLogo: z.string(),
  shopId: z.string(),
  status: z.enum(LIVE_STATUSES),
  /** The streaming tool is sending now. */
  publishing: z.boolean(),
  viewers: z.number().int(),
  likes: z.number().int(),
  /** HTTP-FLV of the room, played through this host (the stream key never reaches a viewer). */
  playUrl: z.string(),
  startedAt: z.number().int(),
  endedAt: z.number().int(),
  /** An ended room's recording (the media service's MP4), '' when it has none: 回放 (issue 34.13). */
  replayUrl: z.string().default(''),
});
export type LiveRoom = z.infer<typeof LiveRoomSchema>;

export const LiveInfoSchema = z.object({ room: LiveRoomSchema, goods: z.array(LiveGoodsSchema), mine: z.boolean() });
export type LiveInfo = z.infer<typeof LiveInfoSchema>;

export const LiveEndInfoSchema = z.object({
  roomId: z.string(),
  title: z.string(),
  status: z.enum(LIVE_STATUSES),
  durationMs: z.number().int(),
  /** Different signed-in viewers who entered, and the most watching at once. */
  viewers: z.number().int(),
  peakViewers: z.number().int(),
  likes: z.number().int(),
  /** Orders of the shown goods placed while the room was open. */
  orders: z.number().int(),
});
export type LiveEndInfo = z.infer<typeof LiveEndInfoSchema>;

/** What only the room's owner sees: where the streaming tool sends. */
export const LiveStreamAccessSchema = z.object({ roomId: z.string(), rtmpUrl: z.string(), streamKey: z.string() });
export type LiveStreamAccess = z.infer<typeof LiveStreamAccessSchema>;

const roomPage = pageOf(LiveRoomSchema);

export const liveClasses = defineCall({
  name: 'live.classes', host: 'live', method: 'GET', path: '/api/live/liveclass/list', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({}), response: z.array(LiveClassSchema),
});

/** Rooms live now, most watched first, then ended rooms with a 回放 (issue 34.13); one class or all. */
export const liveInLiveList = defineCall({
  name: 'live.inLiveList', host: 'live', method: 'GET', path: '/api/live/liveitem/inlivelist', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ classId: z.string().max(64, '分类编号格式不正确').default(''), ...pageFields }),
  response: roomPage,
});

/** A shop's rooms live now (the shop page's liveItems); all rooms live now without a shop. */
export const getLive = defineCall({
  name: 'live.getLive', host: 'live', method: 'GET', path: '/api/liveitem/getlive', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ shopId: z.string().max(64, '店铺编号格式不正确').default('') }),
  response: z.array(LiveRoomSchema),
});

/** Live rooms of the shops the user follows. */
export const liveFocus = defineCall({
  name: 'live.focus', host: 'live', method: 'GET', path: '/api/live/liveitem/focus', encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields), response: roomPage,
});

export const liveInfo = defineCall({
  name: 'live.info', host: 'live', method: 'GET', path: '/api/live/liveitem/info', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object(roomId), response: LiveInfoSchema,
});

export const liveEndInfo = defineCall({
  name: 'live.endInfo', host: 'live', method: 'GET', path: '/api/live/liveitem/endinfo', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object(roomId), response: LiveEndInfoSchema,
});

/** The caller's own rooms, newest first (user_manage). */
export const liveMine = defineCall({
  name: 'live.mine', host: 'live', method: 'GET', path: '/api/live/liveitem/mine', encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields), response: roomPage,
});

const goodsIds = z.array(idField('商品编号'), { error: '请选择带货商品' }).max(LIVE_GOODS_MAX, `带货商品不能超过${LIVE_GOODS_MAX}件`).default([]);
const roomFields = {
  title: noteField('直播标题', LIVE_TITLE_MAX),
  cover: z.string({ error: LIVE_MESSAGES.coverInvalid }).refine((s) => s === '' || MEDIA_IMAGE_URL_PATTERN.test(s), LIVE_MESSAGES.coverInvalid).default(''),
  goodsIds,
};

/** Opens a room; the answer holds the stream key, so it is never stored or replayed. */
export const liveOpen = defineCall({
  name: 'live.open', host: 'live', method: 'POST', path: '/api/live/liveitem/open', encoding: 'json', role: 'user', mutating: true, replay: 'never',
  request: z.object({ ...roomFields, classId: idField('直播分类') }),
  response: z.object({ room: LiveRoomSchema, access: LiveStreamAccessSchema }),
});

/** The stream address and key again (the owner only; rate limited, it shows a secret). */
export const liveStreamKey = defineCall({
  name: 'live.streamKey', host: 'live', method: 'POST', path: '/api/live/liveitem/streamkey', encoding: 'json', role: 'user', mutating: true, replay: 'never',
  request: z.object(roomId), response: LiveStreamAccessSchema,
});

/** Changes the title, cover or the goods shown (the owner only, while open). */
export const liveUpdate = defineCall({
  name: 'live.update', host: 'live', method: 'POST', path: '/api/live/liveitem/update', encoding: 'json', role: 'user', mutating: true,
  request: z.object({ ...roomId, ...roomFields }), response: LiveInfoSchema,
});

export const liveEnd = defineCall({
  name: 'live.end', host: 'live', method: 'POST', path: '/api/live/liveitem/end', encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object(roomId), response: LiveEndInfoSchema,
});

/** The body of a `live.chat` message of the live channel. */
export const LiveChatBodySchema = z.object({ text: z.string(), senderName: z.string(), senderAvatar: z.string() });
export type LiveChatBody = z.infer<typeof LiveChatBodySchema>;

export const liveSend = defineCall({
  name: 'live.send', host: 'live', method: 'POST', path: '/api/live/liveitem/sendmessage', encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    ...roomId,
    clientId: clientIdField('消息编号'),
    text: z.string({ error: LIVE_MESSAGES.textEmpty }).trim().min(1, LIVE_MESSAGES.textEmpty).max(LIVE_TEXT_MAX, `聊天内容不能超过${LIVE_TEXT_MAX}字`),
  }),
  response: z.object({ seq: z.number().int() }),
});

/** Taps gathered on the device (a few per call); the host adds them up in memory and writes once a second. */
export const liveLike = defineCall({
  name: 'live.like', host: 'live', method: 'POST', path: '/api/live/liveitem/givelike', encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    ...roomId,
    count: wholeNumber('点赞数必须是数字', '点赞数必须是整数').pipe(z.number().min(1, '点赞数至少为1').max(LIVE_LIKES_PER_CALL, `点赞数不能超过${LIVE_LIKES_PER_CALL}`)),
  }),
  response: z.object({ accepted: z.number().int() }),
});

export const LiveComplaintSchema = z.object({
  id: z.string(), roomId: z.string(), roomTitle: z.string(), typeId: z.string(), typeName: z.string(), content: z.string(),
  status: z.enum(['PENDING', 'HANDLED']), createdAt: z.number().int(),
});
export type LiveComplaint = z.infer<typeof LiveComplaintSchema>;

export const liveComplaintTypes = defineCall({
  name: 'live.complaintTypes', host: 'live', method: 'GET', path: '/api/live/complaint/types', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({}), response: z.array(LiveClassSchema),
});

export const liveComplaintAdd = defineCall({
  name: 'live.complaintAdd', host: 'live', method: 'POST', path: '/api/live/complaint/add', encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    ...roomId,
    typeId: z.string({ error: LIVE_MESSAGES.typeInvalid }).min(1, LIVE_MESSAGES.typeInvalid).max(64, LIVE_MESSAGES.typeInvalid),
    content: z.string({ error: '举报说明不正确' }).trim().max(LIVE_COMPLAINT_MAX, `举报说明不能超过${LIVE_COMPLAINT_MAX}字`).default(''),
  }),
  response: LiveComplaintSchema,
});

export const liveComplaintDetail = defineCall({
  name: 'live.complaintDetail', host: 'live', method: 'GET', path: '/api/live/complaint/detail', encoding: 'query', role: 'user', mutating: false,
  request: z.object({ complaintId: idField('举报编号') }), response: LiveComplaintSchema,
});

export const liveRoomOf = (id: string) => `live:${id}`;
/** Where the room's HTTP-FLV is played: this host relays the ingest's stream of the room's key. */
export const livePlayPath = (id: string) => `/api/live/play/${id}.flv`;
