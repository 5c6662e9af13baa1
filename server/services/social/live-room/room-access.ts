import { eq } from 'drizzle-orm';
import { liveShows } from '../../../db/schema';
import type { RoomAccess } from '../../../live/room-access';

/** `live:<roomId>`: anyone, visitors too, may watch a room that exists (its chat is public like the stream). */
export const liveRoomAccess: RoomAccess = async (db, _auth, roomId) => {
  const [row] = await db.select({ id: liveShows.id }).from(liveShows).where(eq(liveShows.id, roomId));
  return Boolean(row);
};
