import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { jobs } from '../db/schema';
import { recurringHandler, type RecurringJob } from './recurring';

/** Finished runs of the sweeps are dropped once a day old: a 30-second sweep would add 2,880 rows a day. */
export const JOBS_SWEEP_JOB: RecurringJob = { kind: 'jobs.sweep', everyMs: 60 * 60_000 };
const KEEP_DONE_MS = 24 * 3_600_000;

/**
 * Only the runs of sweeps (and their follow-ups) go: their keys are periods or times that never come again. A job of
 * an order, a lot or an account stays, so a key already used keeps refusing a second job for the same thing.
 */
export async function dropFinishedSweepRuns(db: Db, kinds: readonly string[], now: number): Promise<number> {
  const gone = await db.delete(jobs)
    .where(and(eq(jobs.status, 'DONE'), lt(jobs.runAt, now - KEEP_DONE_MS), inArray(jobs.kind, [...kinds])))
    .returning({ id: jobs.id });
  return gone.length;
}

export const jobsSweepHandler = (kinds: readonly string[]) =>
  recurringHandler(JOBS_SWEEP_JOB, async (db, now) => { await dropFinishedSweepRuns(db, [...kinds, JOBS_SWEEP_JOB.kind], now); });
