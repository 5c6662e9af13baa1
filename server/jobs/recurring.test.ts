// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { MEDIA_SWEEP_JOB } from '../media';
import { createUploadRow, findMedia } from '../media/media-repository';
import { createTestApp, queryRows, type TestApp } from '../test-support/test-app';
import { runDueJobs } from './queue';
import { ensureRecurringJobs, recurringHandler, type RecurringJob } from './recurring';
import { JOBS_SWEEP_JOB } from './sweep';
import { GOODS_PINYIN_JOB } from '../services/catalogue/search/pinyin-fill';
import { RATE_LIMITS_SWEEP_JOB } from '../http/call-limit';
import { JOB_HANDLERS } from './handlers';

const SWEEP: RecurringJob = { kind: 'test.sweep', everyMs: 60_000 };

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

const queued = () => queryRows<{ key: string; status: string }>(t, `select key, status from jobs where kind = '${SWEEP.kind}' order by run_at`);

describe('a recurring job (server/jobs/README.md)', () => {
  it('runs once per period, whoever ensures it and however many runners race for it, and queues its next period once', async () => {
    const runs: number[] = [];
    const handlers = { [SWEEP.kind]: recurringHandler(SWEEP, async (_db, now) => { runs.push(now); }) };
    const period = Math.floor(t.clock.now / SWEEP.everyMs) * SWEEP.everyMs;
    // Two processes start: the current period's run is queued once, due at once.
    await ensureRecurringJobs(t.database.db, [SWEEP], t.clock.now);
    await ensureRecurringJobs(t.database.db, [SWEEP], t.clock.now + 1);
    expect(await queued()).toEqual([{ key: String(period), status: 'QUEUED' }]);

    await Promise.all([runDueJobs(t.database.db, handlers, t.clock.now), runDueJobs(t.database.db, handlers, t.clock.now)]);
    expect(runs).toEqual([t.clock.now]);
    expect(await queued()).toEqual([{ key: String(period), status: 'DONE' }, { key: String(period + SWEEP.everyMs), status: 'QUEUED' }]);
    // A restart within the period queues nothing new: this period ran, and the next is queued.
    await ensureRecurringJobs(t.database.db, [SWEEP], t.clock.now + 2);
    expect(await queued()).toHaveLength(2);

    expect(await runDueJobs(t.database.db, handlers, period + SWEEP.everyMs - 1)).toBe(0);
    expect(await runDueJobs(t.database.db, handlers, period + SWEEP.everyMs)).toBe(1);
    expect(runs).toHaveLength(2);
    expect((await queued()).map((j) => j.status)).toEqual(['DONE', 'DONE', 'QUEUED']);
  });

  it('a failed run is logged and its next period still comes: the chain never breaks', async () => {
    const handlers = { [SWEEP.kind]: recurringHandler(SWEEP, async () => { throw new Error('disk full'); }) };
    await ensureRecurringJobs(t.database.db, [SWEEP], t.clock.now);
    expect(await runDueJobs(t.database.db, handlers, t.clock.now)).toBe(1);
    expect((await queued()).map((j) => j.status)).toEqual(['DONE', 'QUEUED']);
  });

  it('the media sweep is one: an upload abandoned past its expiry is dropped by the job, not by a timer', async () => {
    expect(Object.keys(t.app.jobHandlers)).toContain(MEDIA_SWEEP_JOB.kind);
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const id = 'e'.repeat(32);
    expect(await createUploadRow(t.database.db, { id, userId: user!.id, kind: 'goods-image', bytes: 1000 }, t.clock.now - 25 * 3_600_000)).toBe('created');
    await ensureRecurringJobs(t.database.db, [MEDIA_SWEEP_JOB], t.clock.now);
    expect(await runDueJobs(t.database.db, t.app.jobHandlers, t.clock.now)).toBe(1);
    await expect.poll(() => findMedia(t.database.db, id), { timeout: 10_000 }).toBeUndefined();
    const sweeps = await queryRows<{ status: string }>(t, `select status from jobs where kind = '${MEDIA_SWEEP_JOB.kind}' order by run_at`);
    expect(sweeps.map((j) => j.status)).toEqual(['DONE', 'QUEUED']);
  });

  it('the jobs sweep drops the sweeps\' runs a day old, and keeps every other job and the newer runs', async () => {
    const day = 24 * 3_600_000;
    const now = t.clock.now;
    await queryRows(t, `insert into jobs (kind, key, payload, run_at, status, created_at, updated_at) values
      ('${GOODS_PINYIN_JOB.kind}', 'old', '{}', ${now - day - 1}, 'DONE', ${now - day - 1}, ${now - day - 1}),
      ('${GOODS_PINYIN_JOB.kind}', 'new', '{}', ${now - 60_000}, 'DONE', ${now - 60_000}, ${now - 60_000}),
      ('order.payDeadline', 'old-order', '{}', ${now - 2 * day}, 'DONE', ${now - 2 * day}, ${now - 2 * day})`);
    await ensureRecurringJobs(t.database.db, [JOBS_SWEEP_JOB], now);
    expect(await runDueJobs(t.database.db, t.app.jobHandlers, now)).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ key: string }>(t, `select key from jobs where key in ('old', 'new', 'old-order') order by key`);
    expect(left.map((j) => j.key)).toEqual(['new', 'old-order']);
  });
  it('expired call counters are dropped by the rate-limits sweep, an hour past their window, and live ones kept', async () => {
    const hourAgo = new Date(t.clock.now - 60 * 60_000 - 1000);
    const live = new Date(t.clock.now + 60_000);
    await t.database.db.execute(`insert into rate_limits (key, points, expire) values ('old', 3, '${hourAgo.toISOString()}'), ('live', 1, '${live.toISOString()}')`);
    await ensureRecurringJobs(t.database.db, [RATE_LIMITS_SWEEP_JOB], t.clock.now);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    expect(await queryRows(t, 'select key from rate_limits order by key')).toEqual([{ key: 'live' }]);
  });
});
