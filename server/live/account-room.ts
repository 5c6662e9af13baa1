import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open';
import { publishToRoom } from './rooms';

/**
 * A user's sockets listen to this room themselves (no client joins it: it has no ROOM_ACCESS entry). A message here
 * makes each of them judge its tokens again, in every process, so a socket of an ended session or a banned user
 * stops receiving chat and notices at once instead of when it next drops (issue 34.10).
 */
export const accountRoomOf = (userId: string) => `account:${userId}`;

/** Says in the caller's transaction that some of the user's logins ended (or the user was banned). */
export async function announceLoginsEnded(db: Db, userId: string, now: number): Promise<void> {
  await publishToRoom(db, { room: accountRoomOf(userId), clientId: randomUUID(), senderId: 'system', kind: 'account.loginsEnded', body: {} }, now);
}
