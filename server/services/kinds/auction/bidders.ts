import { inArray } from 'drizzle-orm';
import { bidderTag } from '../../../../src/domain/auction-rules';
import type { Db } from '../../../db/open';
import { users } from '../../../db/schema';

export interface ShownBidder { bidder: string; tag: string }

/**
 * How bidders appear in a lot's history: by nickname, as in the live room (issue 34.12), with the mark a phone knows
 * its own rows by. An account without a name (deleted) shows its mark.
 */
export async function shownBidders(db: Db, userIds: readonly string[]): Promise<(userId: string) => ShownBidder> {
  const ids = [...new Set(userIds)];
  const rows = ids.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (userId) => ({ bidder: names.get(userId) || bidderTag(userId), tag: bidderTag(userId) });
}
