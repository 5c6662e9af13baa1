// Issue 35: the probes every host process answers, for the proxy and the orchestrator.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../src/contract/codes';
import { isDatabaseUnavailable } from '../db/unavailable';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { HEALTH_PATH, READY_PATH } from './health';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('/healthz and /readyz (issue 35)', () => {
  it('says live, and ready on a migrated database', async () => {
    const live = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: CODES.ok, data: { live: true } });
    const ready = await t.app.inject({ method: 'GET', url: READY_PATH });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ code: CODES.ok, data: { ready: true } });
  });

  it('is not ready while the database lacks this build\'s newest migration', async () => {
    const newest = await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations
      WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`);
    const row = (newest as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
    try {
      const ready = await t.app.inject({ method: 'GET', url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: CODES.serviceUnavailable, msg: '服务暂时不可用，请稍后重试', data: { ready: false, reason: 'migrations' } });
    } finally {
      await t.database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: READY_PATH })).statusCode).toBe(200);
  });

  it('tells a database that is away from a query that is wrong', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'duplicate key value violates unique constraint' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('no handler'))).toBe(false);
  });
});
