import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { LIVE_MESSAGES as M, type LiveComplaint } from '../../../../src/contract/social/live-room';
import type { Db } from '../../../db/open';
import { liveComplaints, liveComplaintTypes, liveShows } from '../../../db/schema';
import { badInput, notFound } from '../../../http/app-error';
import { showById } from './present';

export const complaintTypes = (db: Db) =>
  db.select({ id: liveComplaintTypes.id, name: liveComplaintTypes.name }).from(liveComplaintTypes).orderBy(asc(liveComplaintTypes.sort));

export async function addComplaint(tx: Db, userId: string, input: { roomId: string; typeId: string; content: string }, now: number): Promise<LiveComplaint> {
  const show = await showById(tx, input.roomId);
  if (show.ownerUserId === userId) throw badInput(M.ownRoom);
  const [type] = await tx.select().from(liveComplaintTypes).where(eq(liveComplaintTypes.id, input.typeId));
  if (!type) throw badInput(M.typeInvalid);
  const id = `lc${randomBytes(9).toString('base64url')}`;
  await tx.insert(liveComplaints).values({ id, userId, showId: show.id, typeId: type.id, content: input.content, createdAt: now });
  return complaintDetail(tx, userId, id);
}

/** The reporter's own complaint only; another user's id answers as missing. */
export async function complaintDetail(db: Db, userId: string, id: string): Promise<LiveComplaint> {
  const [row] = await db.select({ c: liveComplaints, typeName: liveComplaintTypes.name, roomTitle: liveShows.title }).from(liveComplaints)
    .innerJoin(liveComplaintTypes, eq(liveComplaintTypes.id, liveComplaints.typeId))
    .innerJoin(liveShows, eq(liveShows.id, liveComplaints.showId))
    .where(eq(liveComplaints.id, id));
  if (!row || row.c.userId !== userId) throw notFound('举报记录');
  return {
    id: row.c.id, roomId: row.c.showId, roomTitle: row.roomTitle, typeId: row.c.typeId, typeName: row.typeName,
    content: row.c.content, status: row.c.status, createdAt: row.c.createdAt,
  };
}
