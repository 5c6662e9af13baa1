import { eq } from 'drizzle-orm';
import { chatConversations } from '../../../db/schema';
import type { RoomAccess } from '../../../live/room-access';
import { mayTakePart } from './conversations';

/**
 * Who may join `chat:<conversationId>`: the conversation's user; the shop that answers it (auth.shopId, set when a
 * valid shop token is presented); a platform administrator for a conversation the platform answers.
 */
export const chatRoomAccess: RoomAccess = async (db, auth, conversationId) => {
  if (!auth.userId) return false;
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
  if (!row) return false;
  const who = { userId: auth.userId, shopId: auth.shopId };
  return mayTakePart(row, 'user', who) || mayTakePart(row, 'shop', who) || (auth.platCompanyId !== null && mayTakePart(row, 'company', who));
};
