// Live rooms (issue 18; src/contract/social/live-room.ts, docs/decisions/017-live-rooms.md). The stream itself goes
// through the ingest (server/live-ingest); chat, likes and viewer counts through the live channel room `live:<id>`.
import { asc } from 'drizzle-orm';
import {
  getLive, liveClasses, liveComplaintAdd, liveComplaintDetail, liveComplaintTypes, liveEnd, liveEndInfo, liveFocus, liveInfo,
  liveInLiveList, liveLike, liveMine, liveOpen, liveSend, liveStreamKey, liveUpdate,
} from '../../../../src/contract/social/live-room';
import { liveClasses as classTable } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { addComplaint, complaintDetail, complaintTypes } from './complaints';
import { sendChat } from './room-chat';
import { acceptLikes } from './room-counts';
import { endInfo, endRoom, focusList, inLiveList, mineList, openRoom, renewStreamKey, roomInfo, shopLive, updateRoom } from './rooms';

/** The key is a secret: a caller may see it a few times a minute, not try for it. */
const STREAM_KEY_LIMIT = { max: 10, timeWindow: 60_000 };

export const liveRoomBindings: Binding[] = [
  bind(liveClasses, async ({ db }) => db.select({ id: classTable.id, name: classTable.name }).from(classTable).orderBy(asc(classTable.sort))),
  bind(liveInLiveList, async ({ input, db }) => inLiveList(db, input)),
  bind(getLive, async ({ input, db }) => shopLive(db, input.shopId)),
  bind(liveFocus, async ({ input, auth, db }) => focusList(db, auth.userId!, input)),
  bind(liveInfo, async ({ input, auth, db, deps }) => roomInfo(db, input.roomId, auth, deps.now())),
  bind(liveEndInfo, async ({ input, db, deps }) => endInfo(db, input.roomId, deps.now())),
  bind(liveMine, async ({ input, auth, db }) => mineList(db, auth.userId!, input)),
  bind(liveOpen, async ({ input, auth, db, deps }) => openRoom(db, auth.userId!, input, deps.now()), { rateLimit: STREAM_KEY_LIMIT }),
  bind(liveStreamKey, async ({ input, auth, db }) => renewStreamKey(db, auth.userId!, input.roomId), { rateLimit: STREAM_KEY_LIMIT }),
  bind(liveUpdate, async ({ input, auth, db }) => updateRoom(db, auth.userId!, input, auth)),
  bind(liveEnd, async ({ input, auth, db, deps }) => endRoom(db, auth.userId!, input.roomId, deps.now())),
  bind(liveSend, async ({ input, auth, db, deps }) => sendChat(db, auth.userId!, input, deps.now())),
  bind(liveLike, async ({ input, db, deps }) => acceptLikes(db, input.roomId, input.count, deps.now())),
  bind(liveComplaintTypes, async ({ db }) => complaintTypes(db)),
  bind(liveComplaintAdd, async ({ input, auth, db, deps }) => addComplaint(db, auth.userId!, input, deps.now())),
  bind(liveComplaintDetail, async ({ input, auth, db }) => complaintDetail(db, auth.userId!, input.complaintId)),
];
