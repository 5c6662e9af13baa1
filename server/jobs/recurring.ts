import type { Db } from '../db/open';
import { enqueueJob, type JobHandler } from './queue';

/** A sweep that runs once per period on whichever process takes it. */
export interface RecurringJob {
  kind: string;
  everyMs: number;
}

/** The start of the period holding `at`: every process computes the same one, so a run is keyed once per period. */
const periodOf = (job: RecurringJob, at: number) => Math.floor(at / job.everyMs) * job.everyMs;

async function enqueueRun(db: Db, job: RecurringJob, runAt: number, now: number): Promise<void> {
  await enqueueJob(db, { kind: job.kind, key: String(runAt), runAt, payload: {} }, now);
}

/**
 * At start-up: the current period's run, due at once. If it ran already (another process, an earlier start) the key
 * is taken and nothing is queued; the run that did it queued the next period.
 */
export async function ensureRecurringJobs(db: Db, list: readonly RecurringJob[], now: number): Promise<void> {
  for (const job of list) await enqueueRun(db, job, periodOf(job, now), now);
}

/**
 * The handler of a recurring job: it queues the next period's run in its own transaction (so the chain never breaks
 * and never doubles), then does the work in a savepoint. A failed run is logged and waits for the next period
 * instead of being retried: a sweep's next run does the same work.
 */
export function recurringHandler(job: RecurringJob, run: (db: Db, now: number) => Promise<void>): JobHandler {
  return async (db, _payload, now) => {
    await enqueueRun(db, job, periodOf(job, now) + job.everyMs, now);
    await db.transaction((work) => run(work, now)).catch((error: unknown) => console.error(`[jobs] ${job.kind}`, error));
  };
}
