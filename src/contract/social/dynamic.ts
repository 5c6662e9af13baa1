// dynamic, iwhome, funlog and dymsg host paths (spec §7 "Dynamic feed and focus"): posts with text and up to nine
// pictures, communities, hot, guess-you-like, fire and ice, messages. usersdeldy is ours (docs/decisions/015).
// At the end, two shop-host calls (spec §7 Goods "Shop dynamic info by class and by member", issue 13; paths ours,
// docs/decisions/006): a shop reads its own members' dynamics.
import { z } from 'zod';
import { MEDIA_IMAGE_URL_PATTERN } from '../../domain/media-kinds';
import { defineCall } from '../define-call';
import { idField, pageFields, pageOf } from '../fields';

export const DYNAMIC_TEXT_MAX = 1000;
export const DYNAMIC_IMGS_MAX = 9;
export const DYNAMIC_MSG_MAX = 200;
/** The comments the detail screen reads (one page): the sync worker keeps a confirmed comment in the same answer. */
export const DYNAMIC_MSGS_PAGE = { pageNum: 1, pageSize: 100 } as const;

export const DYNAMIC_MESSAGES = {
  empty: '请输入动态内容或添加图片',
  textTooLong: `动态内容不能超过${DYNAMIC_TEXT_MAX}字`,
  tooManyImgs: `最多上传${DYNAMIC_IMGS_MAX}张图片`,
  imgInvalid: '图片不正确，请重新选择',
  imgNotYours: '只能发布自己上传的图片',
  idInvalid: '动态编号格式不正确',
  notFound: '动态',
  notYours: '只能删除自己的动态',
  communityMissing: '圈子',
  msgEmpty: '请输入评论内容',
  msgTooLong: `评论不能超过${DYNAMIC_MSG_MAX}字`,
} as const;

export const CommunitySchema = z.object({ communityId: z.string(), name: z.string(), sort: z.number().int() });
export type Community = z.infer<typeof CommunitySchema>;

export const VoteSchema = z.enum(['fire', 'ice', '']);
export type Vote = z.infer<typeof VoteSchema>;

export const DynamicSchema = z.object({
  dynamicId: z.string(),
  userId: z.string(),
  userName: z.string(),
  userLogo: z.string(),
  communityId: z.string(),
  communityName: z.string(),
  text: z.string(),
  imgs: z.array(z.string()),
  fire: z.number().int(),
  ice: z.number().int(),
  msgs: z.number().int(),
  views: z.number().int(),
  createdAt: z.number().int(),
  /** The caller's vote, '' when none or a visitor. */
  myVote: VoteSchema,
});
export type Dynamic = z.infer<typeof DynamicSchema>;

export const DynamicPageSchema = pageOf(DynamicSchema);
export type DynamicPage = z.infer<typeof DynamicPageSchema>;

export const DynamicMsgSchema = z.object({
  msgId: z.string(),
  dynamicId: z.string(),
  userId: z.string(),
  userName: z.string(),
  userLogo: z.string(),
  text: z.string(),
  createdAt: z.number().int(),
});
export type DynamicMsg = z.infer<typeof DynamicMsgSchema>;

/** Ids the client makes (a draft's id, a message's id): the host creates each once. */
const clientIdField = z.string({ error: DYNAMIC_MESSAGES.idInvalid }).regex(/^[A-Za-z0-9_-]{8,64}$/, DYNAMIC_MESSAGES.idInvalid);
const dynamicIdRequest = z.object({ dynamicId: idField('动态编号') });
const imgField = z.string({ error: DYNAMIC_MESSAGES.imgInvalid }).regex(MEDIA_IMAGE_URL_PATTERN, DYNAMIC_MESSAGES.imgInvalid);

export const releaseRequest = z.object({
  dynamicId: clientIdField,
  communityId: idField('圈子'),
  text: z.string({ error: DYNAMIC_MESSAGES.textTooLong }).trim().max(DYNAMIC_TEXT_MAX, DYNAMIC_MESSAGES.textTooLong),
  imgs: z.array(imgField, { error: DYNAMIC_MESSAGES.imgInvalid }).max(DYNAMIC_IMGS_MAX, DYNAMIC_MESSAGES.tooManyImgs),
}).refine((r) => r.text.length > 0 || r.imgs.length > 0, { message: DYNAMIC_MESSAGES.empty, path: ['text'] });

/** Post a dynamic under the draft's id: a replay or a second publish of the same draft answers the first. */
export const usersRelDy = defineCall({
  name: 'dynamic.release', host: 'member', method: 'POST', path: '/api/dynamic/dynamic/usersreldy', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: releaseRequest, response: DynamicSchema,
});

export const usersDelDy = defineCall({
  name: 'dynamic.delete', host: 'member', method: 'POST', path: '/api/dynamic/dynamic/usersdeldy', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: dynamicIdRequest, response: z.object({ dynamicId: z.string(), deleted: z.boolean() }),
});

/** The caller's own dynamics, newest first. */
export const usersDyList = defineCall({
  name: 'dynamic.mine', host: 'member', method: 'GET', path: '/api/dynamic/dynamic/usersdylist', encoding: 'query', role: 'user',
  mutating: false, request: z.object(pageFields), response: DynamicPageSchema,
});

export const selUsersDyList = defineCall({
  name: 'dynamic.ofUser', host: 'member', method: 'GET', path: '/api/dynamic/dynamic/selusersdylist', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object({ userId: idField('用户编号'), ...pageFields }), response: DynamicPageSchema,
});

export const selDynamicDetail = defineCall({
  name: 'dynamic.detail', host: 'member', method: 'GET', path: '/api/dynamic/dynamic/seldynamicdetail', encoding: 'query', role: 'visitor',
  mutating: false, request: dynamicIdRequest, response: DynamicSchema,
});

export const selDynamicMsgs = defineCall({
  name: 'dynamic.msgs', host: 'member', method: 'GET', path: '/api/dynamic/dynamic/seldynamicmsgs', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object({ dynamicId: idField('动态编号'), ...pageFields }),
  response: pageOf(DynamicMsgSchema),
});

export const DyUserInfoSchema = z.object({
  userId: z.string(), name: z.string(), logo: z.string(), fans: z.number().int(), focus: z.number().int(), dynamics: z.number().int(),
  /** Their short videos (decision 016), for the user page's counts. */
  videos: z.number().int().default(0),
  /** The caller follows this user (false for a visitor). */
  followed: z.boolean(),
});
export type DyUserInfo = z.infer<typeof DyUserInfoSchema>;

export const selDyUsersInfo = defineCall({
  name: 'dynamic.userInfo', host: 'member', method: 'GET', path: '/api/dynamic/dynamic/seldyusersinfo', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object({ userId: idField('用户编号') }), response: DyUserInfoSchema,
});

export const selCommunities = defineCall({
  name: 'dynamic.communities', host: 'member', method: 'GET', path: '/api/iwhome/home/selcommunities', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object({}), response: z.array(CommunitySchema),
});

export const selTypeDynamic = defineCall({
  name: 'dynamic.ofCommunity', host: 'member', method: 'GET', path: '/api/iwhome/home/seltypedynamic', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object({ communityId: idField('圈子'), ...pageFields }), response: DynamicPageSchema,
});

/** Most fire and messages in the last 30 days first. */
export const selHotDynamic = defineCall({
  name: 'dynamic.hot', host: 'member', method: 'GET', path: '/api/iwhome/home/selhotdynamic', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object(pageFields), response: DynamicPageSchema,
});

/** Others' dynamics in the communities the caller fired on, then the newest (a visitor gets the newest). */
export const selGuessLike = defineCall({
  name: 'dynamic.guessLike', host: 'member', method: 'GET', path: '/api/iwhome/home/selguesslike', encoding: 'query', role: 'visitor',
  mutating: false, request: z.object(pageFields), response: DynamicPageSchema,
});

export const VoteStateSchema = z.object({ dynamicId: z.string(), fire: z.number().int(), ice: z.number().int(), myVote: VoteSchema });
export type VoteState = z.infer<typeof VoteStateSchema>;

/** 火 (like): one vote per user per dynamic; fire after ice switches it, fire again keeps it. */
export const fireDynamic = defineCall({
  name: 'dynamic.fire', host: 'member', method: 'POST', path: '/api/funlog/log/firedynamic', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: dynamicIdRequest, response: VoteStateSchema,
});

/** 冰 (dislike), the same vote's other side. */
export const iceDynamic = defineCall({
  name: 'dynamic.ice', host: 'member', method: 'POST', path: '/api/funlog/log/icedynamic', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: dynamicIdRequest, response: VoteStateSchema,
});

/** The log: a view of a dynamic's detail (counted once per user per dynamic). */
export const addLog = defineCall({
  name: 'dynamic.addLog', host: 'member', method: 'POST', path: '/api/funlog/log/addlog', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox', request: dynamicIdRequest, response: z.object({ dynamicId: z.string(), views: z.number().int() }),
});

/** The following list: the dynamics of the people the caller follows, newest first. */
export const selFocuUsersDys = defineCall({
  name: 'dynamic.following', host: 'member', method: 'GET', path: '/api/funlog/log/selfocuusersdys', encoding: 'query', role: 'user',
  mutating: false, request: z.object(pageFields), response: DynamicPageSchema,
});

export const addMsg = defineCall({
  name: 'dynamic.addMsg', host: 'member', method: 'POST', path: '/api/dymsg/msg/addmsg', encoding: 'json', role: 'user',
  mutating: true, replay: 'outbox',
  request: z.object({
    dynamicId: idField('动态编号'),
    msgId: clientIdField,
    text: z.string({ error: DYNAMIC_MESSAGES.msgEmpty }).trim().min(1, DYNAMIC_MESSAGES.msgEmpty).max(DYNAMIC_MSG_MAX, DYNAMIC_MESSAGES.msgTooLong),
  }),
  response: DynamicMsgSchema,
});

export const SHOP_DYNAMIC_MESSAGES = { notMember: '只能查看本店会员的动态' } as const;

/** A community with how many of the shop's members' dynamics it holds. */
export const ShopDynamicClassSchema = z.object({ communityId: z.string(), name: z.string(), count: z.number().int() });
export type ShopDynamicClass = z.infer<typeof ShopDynamicClassSchema>;

/** A member of the shop (a paying customer or a fan) who posts: name masked as the shop's other lists do (spec §5). */
export const ShopDynamicMemberSchema = z.object({
  userId: z.string(), name: z.string(), logo: z.string(), dynamics: z.number().int(), lastAt: z.number().int(),
});
export type ShopDynamicMember = z.infer<typeof ShopDynamicMemberSchema>;

const optionalIdField = (label: string) => z.string({ error: `${label}格式不正确` }).trim().max(64, `${label}格式不正确`).default('');

/**
 * The shop's members' dynamics in one community ('' = all) and of one member ('' = all), newest first, with every
 * community's count under the same member filter. A user who is not the shop's member is refused.
 */
export const shopDynamicByClass = defineCall({
  name: 'shopDynamic.byClass', host: 'shop', method: 'GET', path: '/api/shopdynamic/shopdynamic/selshopdyclassinfo', encoding: 'query', role: 'shop',
  mutating: false,
  request: z.object({ communityId: optionalIdField('圈子'), memberId: optionalIdField('会员编号'), ...pageFields }),
  response: z.object({ classes: z.array(ShopDynamicClassSchema), list: z.array(DynamicSchema), total: z.number().int() }),
});

/** The shop's members who post, most dynamics first: the screen's member filter. */
export const shopDynamicByMember = defineCall({
  name: 'shopDynamic.byMember', host: 'shop', method: 'GET', path: '/api/shopdynamic/shopdynamic/selshopdymemberinfo', encoding: 'query', role: 'shop',
  mutating: false, request: z.object(pageFields),
  response: pageOf(ShopDynamicMemberSchema),
});
