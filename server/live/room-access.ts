import type { Auth } from '../auth/guard';
import type { Db } from '../db/open';
import { chatRoomAccess } from '../services/service/chat/room-access';
import { liveRoomAccess } from '../services/social/live-room/room-access';

/** Whether this viewer may receive a room's messages; `key` is the room name after its prefix. */
export type RoomAccess = (db: Db, auth: Auth, key: string) => Promise<boolean>;

const ownNotices: RoomAccess = async (_db, auth, key) => auth.userId !== null && auth.userId === key;

/** Every room prefix with its rule; a room whose prefix is not here cannot be joined. A new room kind adds one line. */
export const ROOM_ACCESS: Record<string, RoomAccess> = {
  notice: ownNotices,
  chat: chatRoomAccess,
  /** Issue 16: anyone, visitors too, may watch an auction lot's price and end. */
  lot: async () => true,
  /** Issue 16, group buy: a group is public (its share page opens for visitors), so anyone may watch it fill. */
  group: async () => true,
  /** Issue 18, live rooms: anyone may watch a room that exists; sends are calls. */
  live: liveRoomAccess,
  /** Issue 16, spell goods: a round's seats are public on the goods' detail, so anyone may watch them fill. */
  spell: async () => true,
};
