import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { CallDef, RequestOf, ResponseOf } from '../../src/contract/define-call';
import type { Envelope } from '../../src/contract/envelope';
import { HEADERS } from '../../src/contract/headers';
import { readConfig, type ServerConfig } from '../config';
import type { Database } from '../db/open';
import { buildApp } from '../app';
import { createMemorySmsProvider } from '../services/account/phone-codes/sms-provider';
import { openTestDatabase, SEED_TIME, testMediaRoot } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  sms: ReturnType<typeof createMemorySmsProvider>;
  clock: { now: number };
  /** The media service's folder (a temporary one unless the test set mediaDir). */
  mediaDir: string;
  call<C extends CallDef>(call: C, input: RequestOf<C> | Record<string, unknown>, headers?: Record<string, string>): Promise<Envelope<ResponseOf<C>> & { data: ResponseOf<C> }>;
  raw(call: CallDef, input: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole app in-process on a private seeded database (or the one given: a backup's source opened on disk), with a
 * clock the test moves, and media in a temporary folder.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, given?: Database): Promise<TestApp> {
  const database = given ?? await openTestDatabase();
  const sms = createMemorySmsProvider();
  const clock = { now: SEED_TIME + 86_400_000 };
  const root = testMediaRoot(inject('testRunId'));
  fs.mkdirSync(root, { recursive: true });
  const mediaDir = fs.mkdtempSync(path.join(root, 'app-'));
  const config = { ...readConfig({}), staticDir: undefined, sharedReadCache: false, mediaDir, ...overrides };
  const app = await buildApp({ database, config, sms, now: () => clock.now, checkResponses: true });

  const raw: TestApp['raw'] = (call, input, headers = {}) => {
    const base = { method: call.method, url: call.path, headers };
    if (call.encoding === 'query') return app.inject({ ...base, query: input as Record<string, string> });
    if (call.encoding === 'form') {
      const form = new URLSearchParams(Object.entries(input as Record<string, string>)).toString();
      return app.inject({ ...base, payload: form, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
    }
    return app.inject({ ...base, payload: input as object });
  };

  return {
    app, database, sms, clock, raw, mediaDir: config.mediaDir,
    async call(call, input, headers) {
      const response = await raw(call, input, headers);
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
      return response.json();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Headers of a call that moves value: the host refuses one without an Idempotency-Key, so each gets a fresh key. */
export function moneyHeaders(token: string): Record<string, string> {
  return userHeaders(token, `k-${randomUUID()}`);
}

export function userHeaders(token: string, idempotencyKey?: string): Record<string, string> {
  return {
    [HEADERS.userToken]: token,
    [HEADERS.shopToken]: '',
    [HEADERS.appFlag]: 'H5',
    ...(idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : {}),
  };
}

/** Rows of a raw query; db.execute answers { rows } on both PGlite and node-postgres. */
export async function queryRows<T>(t: TestApp, text: string): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  const result = (await t.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}
