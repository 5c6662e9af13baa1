// Issue 35: a host process's graceful shutdown, in-process. Readiness fails first; the request in flight finishes;
// the live channel's sockets are told to reconnect (1012); the job in progress commits and the rest stay queued for
// the other processes; the database closes last.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CODES } from '../src/contract/codes';
import { LIVE_RECONNECT_CLOSE, LIVE_SOCKET_PATH } from '../src/contract/platform/live-channel';
import { jobs } from './db/schema';
import { READY_PATH } from './http/health';
import { enqueueJob, startJobRunner } from './jobs/queue';
import { gracefulShutdown } from './shutdown';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
let base: string;
const order: string[] = [];
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}
const gates = { request: deferred(), job: deferred() };
const jobStarted = deferred();
const requestStarted = deferred();

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/test/slow', async () => {
    requestStarted.resolve();
    await gates.request.promise;
    order.push('request answered');
    return { code: CODES.ok, msg: '成功', data: null };
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await t.database.close().catch(() => undefined);
});

async function jobStatuses(): Promise<string[]> {
  const rows = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'test.shutdown')).orderBy(jobs.key);
  return rows.map((row) => row.status);
}

describe('SIGTERM on a host process (issue 35)', () => {
  it('fails readiness, finishes what is in flight, sends sockets elsewhere, hands jobs back, then closes the database', async () => {
    expect((await fetch(`${base}${READY_PATH}`)).status).toBe(200);
    const now = Date.now();
    for (const key of ['a', 'b', 'c']) await enqueueJob(t.database.db, { kind: 'test.shutdown', key, runAt: now - 1000, payload: {} }, now);
    const stopJobs = startJobRunner(t.database.db, {
      'test.shutdown': async (db) => {
        jobStarted.resolve();
        await gates.job.promise;
        await db.execute(sql`SELECT 1`);
        order.push('job committed');
      },
    }, Date.now, 20);

    const socket = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${LIVE_SOCKET_PATH}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => { order.push('socket closed'); resolve(code); }));
    const inFlight = fetch(`${base}/test/slow`);
    await Promise.all([requestStarted.promise, jobStarted.promise]);

    const shutdown = gracefulShutdown({
      app: t.app, stopJobs, readyWaitMs: 300, graceMs: 10_000,
      stopServices: async () => { order.push('services stopped'); },
      database: { close: async () => { order.push('database closed'); } },
    });
    const stopped = shutdown();
    const ready = await fetch(`${base}${READY_PATH}`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: CODES.serviceUnavailable, msg: '服务暂时不可用，请稍后重试', data: { reason: 'draining' } });

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await socketClosed).toBe(LIVE_RECONNECT_CLOSE);
    // No longer listening: a new client is refused (the proxy sends it to another process).
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(order).not.toContain('database closed');

    const released = Date.now();
    gates.request.resolve();
    gates.job.resolve();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ code: CODES.ok });
    await stopped;
    // Done when the work is, not when the grace time (10 s) cuts what is left.
    expect(Date.now() - released).toBeLessThan(5_000);
    expect(shutdown()).toBeInstanceOf(Promise);

    expect(order.at(-1)).toBe('database closed');
    expect(order.indexOf('request answered')).toBeLessThan(order.indexOf('database closed'));
    expect(order.indexOf('job committed')).toBeLessThan(order.indexOf('database closed'));
    expect(await jobStatuses()).toEqual(['DONE', 'QUEUED', 'QUEUED']);
  }, 30_000);
});
