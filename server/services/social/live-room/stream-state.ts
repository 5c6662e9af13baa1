import { liveRoomOf, type LiveStatus } from '../../../../src/contract/social/live-room';
import type { Db } from '../../../db/open';
import { publishToRoom } from '../../../live/rooms';

/**
 * Tells the room's viewers, on the live channel and in the caller's transaction, that its stream started or stopped or
 * the room ended (`live.state`): an open room screen follows it instead of retrying a stream that is gone.
 */
export async function announceStreamState(tx: Db, roomId: string, state: { publishing: boolean; status: LiveStatus }, now: number): Promise<void> {
  await publishToRoom(tx, {
    room: liveRoomOf(roomId), clientId: `state.${state.status}.${state.publishing ? 'on' : 'off'}.${now}`, senderId: '', kind: 'live.state', body: state,
  }, now);
}
