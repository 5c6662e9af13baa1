import type { Db } from '../../../db/open';
import { publishToRoom } from '../../../live/rooms';

export const groupRoom = (groupId: string) => `group:${groupId}`;

/**
 * A change others watching the group should see at once (a seat taken, paid or freed, the group formed or failed),
 * published in the transaction of the change (decision 013); the screens read the group again when it arrives.
 */
export async function publishGroupChange(db: Db, groupId: string, event: string, ref: string, now: number): Promise<void> {
  await publishToRoom(db, { room: groupRoom(groupId), clientId: `${event}:${ref}`.slice(0, 120), senderId: 'system', kind: 'group', body: { event } }, now);
}
