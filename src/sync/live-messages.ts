import type { LiveMessageFrame } from '../contract/platform/live-channel';
import type { StarqDatabase } from '../db/database';
import { upsertRecords } from '../db/records/records';

/** The highest sequence number of a room the device holds for this user (0 for none). */
export async function storedLiveSeq(db: StarqDatabase, userId: string, room: string): Promise<number> {
  const newest = await db.records.findOne({
    selector: { userId, kind: 'live.message', parentId: room },
    sort: [{ sortNum: 'desc' }, { id: 'desc' }],
  }).exec();
  return newest?.sortNum ?? 0;
}

/** Received messages as `live.message` records (decision 003's children shape: parent = room, sortNum = seq). */
export function keepLiveMessages(db: StarqDatabase, userId: string, messages: LiveMessageFrame[]): Promise<void> {
  return upsertRecords(db, 'live.message', messages.map((message) => ({
    recordId: `${message.room}:${message.seq}`, userId, parentId: message.room,
    sortNum: message.seq, updatedAt: message.at, data: message,
  })));
}
