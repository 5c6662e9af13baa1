import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import {
  CHAT_MESSAGES as M, CHAT_RECENT_MESSAGES, chatRoomOf, ChatBodySchema, type ChatConversation, type ChatDetail, type ChatInboxItem,
  type ChatMessage, type ChatSubject, type ChatSubjectType,
} from '../../../../src/contract/service/chat';
import type { Db } from '../../../db/open';
import { chatConversations, goods, liveMessages, orderLines, orders, shops, users } from '../../../db/schema';
import { badInput, notFound } from '../../../http/app-error';
import type { LiveMessage } from '../../../live/rooms';

export type ConversationRow = typeof chatConversations.$inferSelect;
/** Who is asking: the conversation's user, the shop that answers it, or a platform administrator. */
export type ChatSide = 'user' | 'shop' | 'company';

export const PLATFORM_NAME = '星Q客服';

/** The conversation this side may see, or 4004: another party's conversation is not told to exist. */
export async function conversationFor(db: Db, id: string, side: ChatSide, who: { userId: string; shopId: string | null }, lock = false): Promise<ConversationRow> {
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !mayTakePart(row, side, who)) throw notFound(M.notFound);
  return row;
}

export function mayTakePart(row: ConversationRow, side: ChatSide, who: { userId: string; shopId: string | null }): boolean {
  if (side === 'user') return row.userId === who.userId;
  if (side === 'shop') return row.shopId !== '' && row.shopId === who.shopId;
  return row.shopId === '';
}

interface SubjectInput { orderId: string; goodsId: string; shopId: string }

/** Who answers a question: the shop's owner for a shop's order, goods or the shop itself, the platform otherwise. */
async function resolveSubject(db: Db, userId: string, input: SubjectInput): Promise<{ shopId: string; type: ChatSubjectType; id: string }> {
  let shopId = '';
  let type: ChatSubjectType = 'none';
  let id = '';
  if (input.orderId) {
    const [order] = await db.select({ shopId: orders.shopId }).from(orders).where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
    if (!order) throw notFound('订单');
    [shopId, type, id] = [order.shopId, 'order', input.orderId];
  } else if (input.goodsId) {
    const [row] = await db.select({ shopId: goods.shopId }).from(goods).where(eq(goods.id, input.goodsId));
    if (!row) throw notFound('商品');
    [shopId, type, id] = [row.shopId, 'goods', input.goodsId];
  } else if (input.shopId) {
    [shopId, type, id] = [input.shopId, 'shop', input.shopId];
  }
  if (!shopId) return { shopId, type, id };
  const [shop] = await db.select({ owner: shops.ownerUserId }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('店铺');
  if (shop.owner === userId) throw badInput(M.ownShop);
  // A shop nobody runs cannot answer: the platform does.
  return { shopId: shop.owner ? shopId : '', type, id };
}

/** Finds the user's conversation about this subject, or opens it (a unique index makes a repeat find the same one). */
export async function findOrOpen(db: Db, userId: string, input: SubjectInput, now: number): Promise<ConversationRow> {
  const subject = await resolveSubject(db, userId, input);
  const where = and(eq(chatConversations.userId, userId), eq(chatConversations.shopId, subject.shopId),
    eq(chatConversations.subjectType, subject.type), eq(chatConversations.subjectId, subject.id));
  const [found] = await db.select().from(chatConversations).where(where);
  if (found) return found;
  await db.insert(chatConversations).values({
    id: `cv${randomBytes(9).toString('base64url')}`, userId, shopId: subject.shopId, subjectType: subject.type, subjectId: subject.id,
    lastMessageAt: now, createdAt: now, updatedAt: now,
  }).onConflictDoNothing();
  const [row] = await db.select().from(chatConversations).where(where);
  return row!;
}

async function subjectCard(db: Db, row: ConversationRow): Promise<ChatSubject> {
  const none: ChatSubject = { type: row.subjectType as ChatSubjectType, id: row.subjectId, title: '', img: '', price: 0, status: '' };
  if (row.subjectType === 'order') {
    const [order] = await db.select({ total: orders.total, status: orders.status }).from(orders).where(eq(orders.id, row.subjectId));
    const [line] = await db.select({ name: orderLines.goodsName, img: orderLines.goodsImg }).from(orderLines)
      .where(eq(orderLines.orderId, row.subjectId)).orderBy(asc(orderLines.id)).limit(1);
    return { ...none, title: line?.name ?? '', img: line?.img ?? '', price: order?.total ?? 0, status: order?.status ?? '' };
  }
  if (row.subjectType === 'goods') {
    const [item] = await db.select({ name: goods.name, img: goods.img, price: goods.salePrice }).from(goods).where(eq(goods.id, row.subjectId));
    return { ...none, title: item?.name ?? '', img: item?.img ?? '', price: item?.price ?? 0 };
  }
  if (row.subjectType === 'shop') {
    const [shop] = await db.select({ name: shops.name, logo: shops.logo }).from(shops).where(eq(shops.id, row.subjectId));
    return { ...none, title: shop?.name ?? '', img: shop?.logo ?? '' };
  }
  return none;
}

export async function presentConversation(db: Db, row: ConversationRow): Promise<ChatConversation> {
  const [[user], [shop], subject] = await Promise.all([
    db.select({ name: users.name, logo: users.logo }).from(users).where(eq(users.id, row.userId)),
    row.shopId ? db.select({ name: shops.name, logo: shops.logo }).from(shops).where(eq(shops.id, row.shopId)) : Promise.resolve([]),
    subjectCard(db, row),
  ]);
  return {
    id: row.id, room: chatRoomOf(row.id), userId: row.userId, userName: user?.name ?? '', userLogo: user?.logo ?? '',
    shopId: row.shopId, agentRole: row.shopId ? 'shop' : 'platform', agentName: shop?.name ?? PLATFORM_NAME, agentLogo: shop?.logo ?? '',
    subject, status: row.status === 'RATED' ? 'RATED' : 'OPEN', rating: row.rating, comment: row.comment, lastSeq: row.lastSeq,
    userLastRead: row.userLastRead, agentLastRead: row.agentLastRead, lastPreview: row.lastPreview, lastMessageAt: row.lastMessageAt,
    createdAt: row.createdAt,
  };
}

export function toChatMessage(message: LiveMessage): ChatMessage | null {
  const body = ChatBodySchema.safeParse(message.body);
  return body.success ? { ...message, body: body.data } : null;
}

/** The conversation with its last messages, oldest first. */
export async function detailOf(db: Db, row: ConversationRow): Promise<ChatDetail> {
  const room = chatRoomOf(row.id);
  const rows = await db.select().from(liveMessages).where(and(eq(liveMessages.room, room), gt(liveMessages.seq, 0)))
    .orderBy(desc(liveMessages.seq)).limit(CHAT_RECENT_MESSAGES);
  const messages = rows.reverse().flatMap((r) => {
    const m = toChatMessage({ room: r.room, seq: r.seq, clientId: r.clientId, senderId: r.senderId, kind: r.kind, body: r.body, at: r.createdAt });
    return m ? [m] : [];
  });
  return { conversation: await presentConversation(db, row), messages };
}

/** One side's conversations that have a message, newest first, with that side's unread count. */
export async function inboxOf(db: Db, side: ChatSide, owner: string, page: { pageNum: number; pageSize: number }) {
  const mine = side === 'user' ? eq(chatConversations.userId, owner) : eq(chatConversations.shopId, side === 'shop' ? owner : '');
  const lastRead = side === 'user' ? chatConversations.userLastRead : chatConversations.agentLastRead;
  const where = and(mine, gt(chatConversations.lastSeq, 0));
  const [rows, [summary]] = await Promise.all([
    db.select().from(chatConversations).where(where).orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: sql<number>`count(*)`, unread: sql<number>`coalesce(sum(greatest(${chatConversations.lastSeq} - ${lastRead}, 0)), 0)` })
      .from(chatConversations).where(where),
  ]);
  const list: ChatInboxItem[] = await Promise.all(rows.map(async (row) => ({
    ...(await presentConversation(db, row)),
    unread: Math.max(0, row.lastSeq - (side === 'user' ? row.userLastRead : row.agentLastRead)),
  })));
  return { list, total: Number(summary?.total ?? 0), unread: Number(summary?.unread ?? 0) };
}
