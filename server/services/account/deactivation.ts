import { and, desc, eq, gt } from 'drizzle-orm';
import type { Deactivation } from '../../../src/contract/account/account';
import { DEACTIVATION_COOLING_MS } from '../../../src/domain/account';
import { deactivationRefusal } from '../../../src/domain/deactivation-check';
import type { Db } from '../../db/open';
import { accountDeactivations, tokens, users } from '../../db/schema';
import { revokeOtherFamilies } from '../../auth/tokens';
import { enqueueJob, type JobHandler } from '../../jobs/queue';
import { sendNotice } from '../../live/notices';
import { assertNothingLeft, leftToSettle } from './deactivation-check';

export const CLOSE_ACCOUNT_JOB = 'account.close';

type Row = typeof accountDeactivations.$inferSelect;

/** A login after the request (a token made since) cancels it: the request ended every login there was. */
async function loggedInSince(db: Db, userId: string, since: number): Promise<boolean> {
  const [row] = await db.select({ userId: tokens.userId }).from(tokens)
    .where(and(eq(tokens.userId, userId), gt(tokens.createdAt, since))).limit(1);
  return Boolean(row);
}

const view = (row: Row, status: Deactivation['status'] = row.status as Deactivation['status']): Deactivation =>
  ({ status, requestedAt: row.requestedAt, closesAt: row.closesAt });

/** The latest request as the user sees it; a pending one is cancelled once they have logged in again. */
export async function deactivationOf(db: Db, userId: string): Promise<Deactivation | null> {
  const [row] = await db.select().from(accountDeactivations).where(eq(accountDeactivations.userId, userId))
    .orderBy(desc(accountDeactivations.id)).limit(1);
  if (!row) return null;
  if (row.status === 'PENDING' && await loggedInSince(db, userId, row.requestedAt)) return view(row, 'CANCELLED');
  return view(row);
}

/**
 * Starts the cooling-off period: earlier pending requests are cancelled (the caller has logged in since), every
 * login of the account ends, and the closing is a job at the period's end. Refused while money or unfinished
 * business is left (deactivation-check.ts), saying what.
 */
export async function requestDeactivation(db: Db, userId: string, phone: string, now: number): Promise<Deactivation> {
  await assertNothingLeft(db, userId);
  await db.update(accountDeactivations).set({ status: 'CANCELLED', endedAt: now })
    .where(and(eq(accountDeactivations.userId, userId), eq(accountDeactivations.status, 'PENDING')));
  const [row] = await db.insert(accountDeactivations)
    .values({ userId, phone, status: 'PENDING', requestedAt: now, closesAt: now + DEACTIVATION_COOLING_MS }).returning();
  await enqueueJob(db, { kind: CLOSE_ACCOUNT_JOB, key: `deactivation:${row!.id}`, runAt: row!.closesAt, payload: { deactivationId: row!.id } }, now);
  await revokeOtherFamilies(db, userId, null, now);
  return view(row!);
}

/**
 * The job at the end of the period: closes the account unless the user logged in since, or unless something came
 * in meanwhile (a refund, a released deposit): then the request is cancelled and a notice says what is left.
 * Orders and ledger rows stay; the account is soft-deleted (its tokens answer 4105) and its phone is freed.
 */
export const closeAccount: JobHandler = async (db, payload, now) => {
  const [row] = await db.select().from(accountDeactivations)
    .where(eq(accountDeactivations.id, Number(payload.deactivationId))).for('update');
  if (!row || row.status !== 'PENDING') return;
  if (await loggedInSince(db, row.userId, row.requestedAt)) {
    await db.update(accountDeactivations).set({ status: 'CANCELLED', endedAt: now }).where(eq(accountDeactivations.id, row.id));
    return;
  }
  const refusal = deactivationRefusal(await leftToSettle(db, row.userId));
  if (refusal) {
    await db.update(accountDeactivations).set({ status: 'CANCELLED', endedAt: now }).where(eq(accountDeactivations.id, row.id));
    await sendNotice(db, row.userId, { topic: 'system', ref: `deactivation:${row.id}`, title: '注销申请已取消', text: `${refusal}。` }, now);
    return;
  }
  await db.update(users).set({ deletedAt: now, phone: `closed-${row.id}-${row.phone}` }).where(eq(users.id, row.userId));
  await db.update(accountDeactivations).set({ status: 'CLOSED', endedAt: now }).where(eq(accountDeactivations.id, row.id));
};
