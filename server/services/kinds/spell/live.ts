import { spellRoomOf } from '../../../../src/contract/kinds/spell';
import type { Db } from '../../../db/open';
import { publishToRoom } from '../../../live/rooms';

/**
 * A change of a spell goods' round that watchers should see at once (a seat paid, the round drawn or expired), on the
 * goods' room (its open round is its only one), published in the transaction of the change (decision 013).
 */
export async function publishSpellChange(db: Db, goodsId: string, event: 'seat' | 'drawn' | 'expired', ref: string, now: number): Promise<void> {
  await publishToRoom(db, { room: spellRoomOf(goodsId), clientId: `${event}:${ref}`.slice(0, 120), senderId: 'system', kind: 'spell', body: { event } }, now);
}
