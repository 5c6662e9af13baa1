// chat host: customer-service conversations on the live channel (spec §7 Chat host; spec §2 customer_service/question_info).
// getquestionserveruser, getservicedetailinfo, usercommentservice, uploadchatimg and uploadChatVideo are the spec's
// paths; the send, read and inbox paths are ours (docs/decisions/006 "Issue 15: customer-service chat").
import { z } from 'zod';
import { MEDIA_ID_PATTERN, MEDIA_IMAGE_URL_PATTERN } from '../../domain/media-kinds';
import { defineCall, type Role } from '../define-call';
import { idField, pageFields, wholeNumber } from '../fields';

export const CHAT_TEXT_MAX = 500;
export const CHAT_COMMENT_MAX = 200;
/** Messages getservicedetailinfo answers with the conversation, so a first open shows them before the live room catches up. */
export const CHAT_RECENT_MESSAGES = 50;
export const CHAT_MESSAGES = {
  textEmpty: '请输入消息内容',
  textTooLong: `消息不能超过${CHAT_TEXT_MAX}字`,
  typeInvalid: '消息类型不正确',
  clientIdInvalid: '消息编号不正确',
  imageInvalid: '图片不正确，请重新选择',
  videoInvalid: '视频不正确，请重新选择',
  mediaNotYours: '只能发送自己上传的图片或视频',
  notFound: '会话',
  ratingInvalid: '请选择1到5星评分',
  commentTooLong: `评价不能超过${CHAT_COMMENT_MAX}字`,
  rated: '该会话已评价过了',
  ownShop: '不能咨询自己的店铺',
  subjectOne: '订单、商品和店铺只能选择一个',
} as const;

/** `/media/m/<id>/video.mp4` of the media service (decision 010). */
export const CHAT_VIDEO_URL_PATTERN = /^\/media\/m\/([0-9a-f]{32})\/video\.mp4$/;

export const ChatSubjectTypeSchema = z.enum(['order', 'goods', 'shop', 'none']);
export type ChatSubjectType = z.infer<typeof ChatSubjectTypeSchema>;
export const ChatSenderRoleSchema = z.enum(['user', 'shop', 'platform']);
export type ChatSenderRole = z.infer<typeof ChatSenderRoleSchema>;
export const ChatMessageTypeSchema = z.enum(['text', 'image', 'video', 'system']);
export type ChatMessageType = z.infer<typeof ChatMessageTypeSchema>;

/** The body of a `chat.*` message of the live channel. */
export const ChatBodySchema = z.object({
  type: ChatMessageTypeSchema,
  content: z.string(),
  url: z.string(),
  poster: z.string(),
  senderRole: ChatSenderRoleSchema,
  senderName: z.string(),
  senderAvatar: z.string(),
});
export type ChatBody = z.infer<typeof ChatBodySchema>;

/** One message as the live channel stores it (server/live/rooms.ts LiveMessage) with a chat body. */
export const ChatMessageSchema = z.object({
  room: z.string(),
  seq: z.number().int(),
  clientId: z.string(),
  senderId: z.string(),
  kind: z.string(),
  body: ChatBodySchema,
  at: z.number().int(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** What the conversation is about: shown as a card on top of the chat. */
export const ChatSubjectSchema = z.object({
  type: ChatSubjectTypeSchema,
  id: z.string(),
  title: z.string(),
  img: z.string(),
  /** Fen: the order's total or the goods' price; 0 when none. */
  price: z.number().int(),
  /** The order's status code, '' otherwise. */
  status: z.string(),
});
export type ChatSubject = z.infer<typeof ChatSubjectSchema>;

export const ChatConversationSchema = z.object({
  id: z.string(),
  /** The live channel room: `chat:<id>`. */
  room: z.string(),
  userId: z.string(),
  userName: z.string(),
  userLogo: z.string(),
  /** '' when the platform answers. */
  shopId: z.string(),
  agentRole: z.enum(['shop', 'platform']),
  agentName: z.string(),
  agentLogo: z.string(),
  subject: ChatSubjectSchema,
  status: z.enum(['OPEN', 'RATED']),
  rating: z.number().int(),
  comment: z.string(),
  lastSeq: z.number().int(),
  userLastRead: z.number().int(),
  agentLastRead: z.number().int(),
  lastPreview: z.string(),
  lastMessageAt: z.number().int(),
  createdAt: z.number().int(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatDetailSchema = z.object({ conversation: ChatConversationSchema, messages: z.array(ChatMessageSchema) });
export type ChatDetail = z.infer<typeof ChatDetailSchema>;

/** An inbox row: the conversation and what the asking side has not read yet. */
export const ChatInboxItemSchema = ChatConversationSchema.extend({ unread: z.number().int() });
export type ChatInboxItem = z.infer<typeof ChatInboxItemSchema>;
const inboxPage = z.object({ list: z.array(ChatInboxItemSchema), total: z.number().int(), unread: z.number().int() });

const conversationId = { conversationId: idField('会话编号').regex(/^[A-Za-z0-9_-]+$/, '会话编号格式不正确') };
const optionalId = (label: string) => z.union([z.literal(''), idField(label)]).default('');

const subjectRequest = z.object({ orderId: optionalId('订单编号'), goodsId: optionalId('商品编号'), shopId: optionalId('店铺编号') })
  .refine((r) => [r.orderId, r.goodsId, r.shopId].filter(Boolean).length <= 1, CHAT_MESSAGES.subjectOne);

/** Finds or opens the caller's conversation about an order (their own), goods, a shop, or nothing (the platform answers). */
export const getQuestionServerUser = defineCall({
  name: 'chat.getQuestionServerUser', host: 'chat', method: 'POST', path: '/api/chatroomservice/getquestionserveruser', encoding: 'json', role: 'user', mutating: false,
  request: subjectRequest,
  response: ChatDetailSchema,
});

export const serviceDetailInfo = defineCall({
  name: 'chat.serviceDetailInfo', host: 'chat', method: 'GET', path: '/api/comversation/getservicedetailinfo', encoding: 'query', role: 'user', mutating: false,
  request: z.object(conversationId),
  response: ChatDetailSchema,
});

/** The conversations the user opened, newest message first, with what the user has not read. */
export const userConversations = defineCall({
  name: 'chat.userConversations', host: 'chat', method: 'GET', path: '/api/comversation/userconversationlist', encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: inboxPage,
});

const clientIdField = z.string({ error: CHAT_MESSAGES.clientIdInvalid }).regex(/^[A-Za-z0-9_.:-]{1,64}$/, CHAT_MESSAGES.clientIdInvalid);

/**
 * A text, a picture (an image variant URL of the sender's own chat upload) or a short video (its MP4 URL). The
 * clientId makes a resend publish once: the same (conversation, clientId) answers the first message.
 */
export const sendRequest = z.object({
  ...conversationId,
  clientId: clientIdField,
  type: z.enum(['text', 'image', 'video'], { error: CHAT_MESSAGES.typeInvalid }),
  content: z.string({ error: CHAT_MESSAGES.textEmpty }).max(CHAT_TEXT_MAX, CHAT_MESSAGES.textTooLong).default(''),
  url: z.string({ error: CHAT_MESSAGES.imageInvalid }).max(200, CHAT_MESSAGES.imageInvalid).default(''),
}).superRefine((r, ctx) => {
  if (r.type === 'text' && r.content.trim() === '') ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_MESSAGES.textEmpty });
  if (r.type === 'image' && !MEDIA_IMAGE_URL_PATTERN.test(r.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: CHAT_MESSAGES.imageInvalid });
  if (r.type === 'video' && !CHAT_VIDEO_URL_PATTERN.test(r.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: CHAT_MESSAGES.videoInvalid });
});
export type SendRequest = z.input<typeof sendRequest>;

const readRequest = z.object({
  ...conversationId,
  seq: wholeNumber('消息序号必须是数字', '消息序号必须是整数').pipe(z.number().min(0, '消息序号不正确').max(2_000_000_000, '消息序号不正确')),
});
const readResponse = z.object({ conversationId: z.string(), lastRead: z.number().int() });

/** The calls of one answering side (or the user): detail, send and read, under the role that side signs in with. */
function sideCalls(side: 'user' | 'shop' | 'company', role: Role, paths: { send: string; read: string }) {
  return {
    send: defineCall({
      name: `chat.${side}Send`, host: 'chat', method: 'POST', path: paths.send, encoding: 'json', role, mutating: true, replay: 'outbox',
      request: sendRequest, response: ChatMessageSchema,
    }),
    read: defineCall({
      name: `chat.${side}Read`, host: 'chat', method: 'POST', path: paths.read, encoding: 'json', role, mutating: true, replay: 'outbox',
      request: readRequest, response: readResponse,
    }),
  };
}

const userSide = sideCalls('user', 'user', { send: '/api/chatroomservice/sendmessage', read: '/api/chatroomservice/readmessage' });
export const userSend = userSide.send;
export const userRead = userSide.read;
const shopSide = sideCalls('shop', 'shop', { send: '/api/chatroomservice/shopsendmessage', read: '/api/chatroomservice/shopreadmessage' });
export const shopSend = shopSide.send;
export const shopRead = shopSide.read;
const companySide = sideCalls('company', 'company', { send: '/api/chatroomservice/companysendmessage', read: '/api/chatroomservice/companyreadmessage' });
export const companySend = companySide.send;
export const companyRead = companySide.read;

export const shopServiceDetail = defineCall({
  name: 'chat.shopServiceDetail', host: 'chat', method: 'GET', path: '/api/chatroomservice/shopservicedetail', encoding: 'query', role: 'shop', mutating: false,
  request: z.object(conversationId), response: ChatDetailSchema,
});
export const companyServiceDetail = defineCall({
  name: 'chat.companyServiceDetail', host: 'chat', method: 'GET', path: '/api/chatroomservice/companyservicedetail', encoding: 'query', role: 'company', mutating: false,
  request: z.object(conversationId), response: ChatDetailSchema,
});

/** The shop's conversations (its own shop only), newest message first, with unread counts. */
export const shopServiceList = defineCall({
  name: 'chat.shopServiceList', host: 'chat', method: 'GET', path: '/api/chatroomservice/shopservicelist', encoding: 'query', role: 'shop', mutating: false,
  request: z.object(pageFields), response: inboxPage,
});
/** The platform's conversations (no shop answers them), for company administrators. */
export const companyServiceList = defineCall({
  name: 'chat.companyServiceList', host: 'chat', method: 'GET', path: '/api/chatroomservice/companyservicelist', encoding: 'query', role: 'company', mutating: false,
  request: z.object(pageFields), response: inboxPage,
});

/** Rates the service once, by the conversation's user only. */
export const userCommentService = defineCall({
  name: 'chat.userCommentService', host: 'chat', method: 'POST', path: '/api/chatroomservice/usercommentservice', encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    ...conversationId,
    rating: wholeNumber('评分必须是数字', '评分必须是整数').pipe(z.number().min(1, CHAT_MESSAGES.ratingInvalid).max(5, CHAT_MESSAGES.ratingInvalid)),
    comment: z.string({ error: '评价内容不正确' }).trim().max(CHAT_COMMENT_MAX, CHAT_MESSAGES.commentTooLong).default(''),
  }),
  response: ChatConversationSchema,
});

const mediaRequest = z.object({ mediaId: z.string({ error: '请填写文件编号' }).regex(MEDIA_ID_PATTERN, '文件编号不正确') });

/** A picture the caller uploaded to the media service as `chat-image`: answers the URL a message carries. */
export const uploadChatImg = defineCall({
  name: 'chat.uploadChatImg', host: 'chat', method: 'POST', path: '/api/document/uploadchatimg', encoding: 'json', role: 'user', mutating: false,
  request: mediaRequest,
  response: z.object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() }),
});

/** A short video the caller uploaded as `chat-video`: its MP4 and poster URLs; `ready` once the MP4 is made. */
export const uploadChatVideo = defineCall({
  name: 'chat.uploadChatVideo', host: 'chat', method: 'POST', path: '/api/document/uploadChatVideo', encoding: 'json', role: 'user', mutating: false,
  request: mediaRequest,
  response: z.object({ url: z.string(), poster: z.string(), ready: z.boolean() }),
});

/** The live channel room of a conversation. */
export const chatRoomOf = (conversationIdValue: string) => `chat:${conversationIdValue}`;
