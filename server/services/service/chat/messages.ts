import { eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES as M, CHAT_VIDEO_URL_PATTERN, chatRoomOf, type ChatBody, type ChatMessage, type ChatSenderRole } from '../../../../src/contract/service/chat';
import { CODES } from '../../../../src/contract/codes';
import { mediaIdOfUrl, mediaUrl } from '../../../../src/domain/media-kinds';
import type { Db } from '../../../db/open';
import { chatConversations, media, shops, users } from '../../../db/schema';
import { AppError, badInput } from '../../../http/app-error';
import { publishToRoom } from '../../../live/rooms';
import { sendNotice } from '../../../live/notices';
import { conversationFor, PLATFORM_NAME, presentConversation, toChatMessage, type ChatSide } from './conversations';

export interface Who { userId: string; shopId: string | null }

interface SendInput { conversationId: string; clientId: string; type: 'text' | 'image' | 'video'; content: string; url: string }

/** The sender's own finished chat upload (decision 010: a message only points at the media service). */
async function checkMedia(db: Db, userId: string, input: SendInput): Promise<{ url: string; poster: string }> {
  if (input.type === 'text') return { url: '', poster: '' };
  const id = input.type === 'image' ? mediaIdOfUrl(input.url) : CHAT_VIDEO_URL_PATTERN.exec(input.url)?.[1];
  const [row] = id ? await db.select().from(media).where(eq(media.id, id)) : [];
  const kind = input.type === 'image' ? 'chat-image' : 'chat-video';
  const usable = input.type === 'image' ? row?.status === 'READY' : row?.status === 'READY' || row?.status === 'PROCESSING';
  if (!row || row.userId !== userId || row.kind !== kind || !usable) throw badInput(M.mediaNotYours);
  return { url: input.url, poster: input.type === 'video' ? mediaUrl(row.id, 'poster.webp') : '' };
}

async function senderOf(db: Db, side: ChatSide, who: Who): Promise<{ role: ChatSenderRole; name: string; avatar: string }> {
  if (side === 'shop') {
    const [shop] = await db.select({ name: shops.name, logo: shops.logo }).from(shops).where(eq(shops.id, who.shopId ?? ''));
    return { role: 'shop', name: shop?.name ?? '', avatar: shop?.logo ?? '' };
  }
  if (side === 'company') return { role: 'platform', name: PLATFORM_NAME, avatar: '' };
  const [user] = await db.select({ name: users.name, logo: users.logo }).from(users).where(eq(users.id, who.userId));
  return { role: 'user', name: user?.name ?? '', avatar: user?.logo ?? '' };
}

const previewOf = (body: ChatBody) => (body.type === 'image' ? '[图片]' : body.type === 'video' ? '[视频]' : body.content.slice(0, 60));

/**
 * Publishes one message in the call's transaction. The conversation row is locked, so its counters follow the
 * room's sequence; a resend with the same clientId answers the first message and changes nothing.
 */
export async function sendMessage(tx: Db, side: ChatSide, who: Who, input: SendInput, now: number): Promise<ChatMessage> {
  const row = await conversationFor(tx, input.conversationId, side, who, true);
  const sender = await senderOf(tx, side, who);
  const { url, poster } = await checkMedia(tx, who.userId, input);
  const body: ChatBody = {
    type: input.type, content: input.type === 'text' ? input.content.trim() : '', url, poster,
    senderRole: sender.role, senderName: sender.name, senderAvatar: sender.avatar,
  };
  const { message, created } = await publishToRoom(tx, {
    room: chatRoomOf(row.id), clientId: input.clientId, senderId: who.userId, kind: `chat.${input.type}`, body,
  }, now);
  if (created) {
    await bumpConversation(tx, row.id, side, message.seq, previewOf(body), now);
    await noticeOtherSide(tx, row, side, sender.name, previewOf(body), message.seq, now);
  }
  return toChatMessage(message)!;
}

/** The other party hears of a message on their notice room: the user of an answer, a shop's owner of a question. */
async function noticeOtherSide(
  tx: Db, row: { id: string; userId: string; shopId: string }, side: ChatSide, senderName: string, preview: string, seq: number, now: number,
): Promise<void> {
  const notice = { topic: 'service' as const, ref: `${row.id}:${seq}`, text: preview, target: { screen: 'chat' as const, id: row.id } };
  if (side !== 'user') {
    await sendNotice(tx, row.userId, { ...notice, title: `${senderName || PLATFORM_NAME}回复了您` }, now);
    return;
  }
  if (!row.shopId) return;
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, row.shopId));
  if (shop?.ownerUserId) await sendNotice(tx, shop.ownerUserId, { ...notice, title: '新的客服消息' }, now);
}

async function bumpConversation(tx: Db, id: string, side: ChatSide, seq: number, preview: string, now: number): Promise<void> {
  const read = side === 'user' ? { userLastRead: sql`greatest(${chatConversations.userLastRead}, ${seq})` }
    : { agentLastRead: sql`greatest(${chatConversations.agentLastRead}, ${seq})` };
  await tx.update(chatConversations).set({ lastSeq: seq, lastPreview: preview, lastMessageAt: now, updatedAt: now, ...read })
    .where(eq(chatConversations.id, id));
}

/** Marks this side's messages read up to `seq` (never past the last message, never backwards). */
export async function markRead(tx: Db, side: ChatSide, who: Who, conversationId: string, seq: number, now: number) {
  const row = await conversationFor(tx, conversationId, side, who, true);
  const upTo = Math.min(seq, row.lastSeq);
  const column = side === 'user' ? 'userLastRead' : 'agentLastRead';
  const lastRead = Math.max(row[column], upTo);
  if (lastRead !== row[column]) await tx.update(chatConversations).set({ [column]: lastRead, updatedAt: now }).where(eq(chatConversations.id, row.id));
  return { conversationId: row.id, lastRead };
}

/** The user rates the service once; the answering side sees it in the conversation as a system message. */
export async function rateService(tx: Db, who: Who, input: { conversationId: string; rating: number; comment: string }, now: number) {
  const row = await conversationFor(tx, input.conversationId, 'user', who, true);
  if (row.status === 'RATED') throw new AppError(CODES.conflict, M.rated);
  const body: ChatBody = {
    type: 'system', content: `用户评价了本次服务：${input.rating}星${input.comment ? `，${input.comment}` : ''}`, url: '', poster: '',
    senderRole: 'user', senderName: '', senderAvatar: '',
  };
  const { message } = await publishToRoom(tx, { room: chatRoomOf(row.id), clientId: 'rating', senderId: who.userId, kind: 'chat.system', body }, now);
  await tx.update(chatConversations).set({ status: 'RATED', rating: input.rating, comment: input.comment, updatedAt: now }).where(eq(chatConversations.id, row.id));
  await bumpConversation(tx, row.id, 'user', message.seq, '[评价]', now);
  const [updated] = await tx.select().from(chatConversations).where(eq(chatConversations.id, row.id));
  return presentConversation(tx, updated!);
}

/** A chat upload of the caller's own, by its media id: the URLs a message may carry. */
export async function ownChatMedia(db: Db, userId: string, mediaId: string, kind: 'chat-image' | 'chat-video') {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row || row.userId !== userId || row.kind !== kind || row.status === 'FAILED' || row.status === 'UPLOADING') {
    throw badInput(kind === 'chat-image' ? M.imageInvalid : M.videoInvalid);
  }
  return row;
}
