import { liveComplaintAdd, liveEnd, liveLike, liveSend } from '../contract/social/live-room';
import type { CallDef, ResponseOf } from '../contract/define-call';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { cacheKey } from '../domain/cache-key';
import { writeCache } from './cached-calls';

interface LiveRoomMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const liveRoomMutation = <C extends CallDef>(def: LiveRoomMutationDef<C>) => def;
const nothing = async () => undefined;

/** Where the report-finish screen finds the host's answer to the user's last report of a room. */
export const lastReportKey = (roomId: string) => cacheKey('live.lastReport', { roomId });

/**
 * Issue 18: a room's chat, likes, reports and the streamer's end and changes go through the outbox (queued offline,
 * replayed once). What they change reaches every viewer on the room's live channel, so confirming writes nothing:
 * the room screen shows a pending send from the outbox until its message arrives.
 */
export const LIVE_ROOM_MUTATIONS = {
  'live.send': liveRoomMutation({ call: liveSend, confirm: nothing }),
  'live.like': liveRoomMutation({ call: liveLike, confirm: nothing }),
  'live.end': liveRoomMutation({ call: liveEnd, confirm: nothing }),
  'live.complaintAdd': liveRoomMutation({ call: liveComplaintAdd, confirm: (db, data) => writeCache(db, lastReportKey(data.roomId), data) }),
};
