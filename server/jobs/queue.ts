import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { jobs } from '../db/schema';

export type JobHandler = (db: Db, payload: Record<string, unknown>, now: number) => Promise<void>;

/** A failed job is tried again after 1, 4, 9, … minutes, at most this many times, then left FAILED for a person. */
const MAX_ATTEMPTS = 5;

/** Queues a job in the caller's transaction (with its cause); the same kind and key queue once. */
export async function enqueueJob(db: Db, job: { kind: string; key: string; runAt: number; payload: Record<string, unknown> }, now: number): Promise<void> {
  await db.insert(jobs).values({ ...job, createdAt: now, updatedAt: now }).onConflictDoNothing();
}

/**
 * Queues a job of `kind` for each row of `select` (its columns `key`, `run_at` and `payload`) in one INSERT … SELECT,
 * as enqueueJob would one by one: the same kind and key queue once. Answers how many it queued.
 */
export async function enqueueJobsFrom(db: Db, kind: string, select: SQL, now: number): Promise<number> {
  const added = await db.execute(sql`insert into ${jobs} (kind, key, run_at, payload, created_at, updated_at)
    select ${kind}, queued.key, queued.run_at, queued.payload, ${now}::bigint, ${now}::bigint from (${select}) as queued
    on conflict do nothing returning 1`) as unknown as { rows: unknown[] };
  return added.rows.length;
}

/**
 * Runs one due job: locked with SKIP LOCKED (another process takes the next one), its handler's writes and its DONE
 * in one transaction. A handler that throws rolls its writes back; the job is retried later. Answers whether a
 * job was due.
 */
async function runOne(db: Db, handlers: Record<string, JobHandler>, now: number): Promise<boolean> {
  let failed: { id: number; attempts: number; error: string } | null = null;
  const ran = await db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs)
      .where(and(eq(jobs.status, 'QUEUED'), lte(jobs.runAt, now))).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(1).for('update', { skipLocked: true });
    if (!job) return false;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await tx.transaction(async (effect) => handler(effect, job.payload, now));
      await tx.update(jobs).set({ status: 'DONE', attempts: job.attempts + 1, updatedAt: now }).where(eq(jobs.id, job.id));
    } catch (error) {
      failed = { id: job.id, attempts: job.attempts + 1, error: error instanceof Error ? error.message : String(error) };
      await tx.update(jobs).set({
        status: failed.attempts >= MAX_ATTEMPTS ? 'FAILED' : 'QUEUED',
        attempts: failed.attempts, lastError: failed.error.slice(0, 500),
        runAt: now + failed.attempts * failed.attempts * 60_000, updatedAt: now,
      }).where(eq(jobs.id, job.id));
    }
    return true;
  });
  if (failed) console.error('[jobs]', failed);
  return ran;
}

/**
 * Runs every job due at `now` (tests call it with their clock; the host's runner calls it periodically), one at a
 * time until none is due, `max` have run or `stopping` says so.
 */
export async function runDueJobs(db: Db, handlers: Record<string, JobHandler>, now: number, max = 100, stopping = () => false): Promise<number> {
  let count = 0;
  while (count < max && !stopping() && await runOne(db, handlers, now)) count += 1;
  return count;
}

/**
 * The host's runner, and the one timer of timed work on the server: polls for due jobs. Answers a stop function for a
 * graceful shutdown: it takes no further job and resolves once the one in progress (if any) has committed; the due
 * jobs it did not take stay QUEUED for the other processes. A process killed mid-job loses its transaction: the job's
 * DONE and its writes roll back together and another process runs it (exactly once).
 */
export function startJobRunner(db: Db, handlers: Record<string, JobHandler>, now: () => number, everyMs = 5_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueJobs(db, handlers, now(), 100, () => stopped)
      .catch((error: unknown) => console.error('[jobs]', error)).finally(() => { running = null; });
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
