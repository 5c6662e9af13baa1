import { eq } from 'drizzle-orm';
import { LIVE_MESSAGES as M, liveRoomOf, type LiveChatBody } from '../../../../src/contract/social/live-room';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { publishToRoom } from '../../../live/rooms';
import { showById } from './present';

/** One chat line: a `live.chat` message of the room, published in the call's transaction (decision 013). */
export async function sendChat(tx: Db, userId: string, input: { roomId: string; clientId: string; text: string }, now: number) {
  const show = await showById(tx, input.roomId);
  if (show.status !== 'OPEN') throw new AppError(CODES.conflict, M.ended);
  const [user] = await tx.select({ name: users.name, logo: users.logo }).from(users).where(eq(users.id, userId));
  const body: LiveChatBody = { text: input.text, senderName: user?.name ?? '', senderAvatar: user?.logo ?? '' };
  const { message } = await publishToRoom(tx, { room: liveRoomOf(show.id), clientId: input.clientId, senderId: userId, kind: 'live.chat', body }, now);
  return { seq: message.seq };
}
