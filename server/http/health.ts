import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CODES } from '../../src/contract/codes';
import { MESSAGES } from '../../src/domain/messages';
import { migrationsFolder, type Database } from '../db/open';

/** Where a process stands in its life: set by the graceful shutdown (server/shutdown.ts), read by the probes. */
export interface Lifecycle {
  /** Readiness fails: the proxy or orchestrator should stop sending; requests still in reach are served. */
  draining: boolean;
  /** The app is closing: a request that still arrives (on a kept-alive connection) is answered 503 at once. */
  stopping: boolean;
}

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
/** A readiness check slower than this counts as a database away (a probe must answer within its own timeout). */
const READY_TIMEOUT_MS = 2_000;

export const UNAVAILABLE = { code: CODES.serviceUnavailable, msg: MESSAGES.serviceUnavailable, data: null } as const;

/** The `when` of the newest migration this build carries: the database is current when it has run that one. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

async function schemaIsCurrent(database: Database, newest: number): Promise<boolean> {
  const result = await database.db.execute(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`);
  const last = (result as unknown as { rows: { last: string | null }[] }).rows[0]?.last;
  return Number(last ?? 0) >= newest;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The probes of every process (issue 35), outside the contract: they are for the proxy and the orchestrator, not for
 * clients. `/healthz` is live (the event loop answers); `/readyz` is ready to serve: the database answers, its
 * migrations are this build's, and the process is not draining. Both answer the envelope; not ready is HTTP 503.
 */
export function registerHealth(app: FastifyInstance, database: Database, lifecycle: Lifecycle): void {
  const newest = newestMigration();
  // Callback hooks, not async ones: every request passes them, and a promise each is a measurable share of a cached read.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!lifecycle.stopping) return done();
    void reply.code(503).header('connection', 'close').header('retry-after', '1').send(UNAVAILABLE);
  });
  // A request that was in flight when the app began closing ends its connection with its answer: a kept-alive
  // connection would otherwise hold the close up until the grace time cuts it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.get(HEALTH_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ code: CODES.ok, msg: '成功', data: { live: true } }));
  app.get(READY_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.draining) return reply.code(503).send({ ...UNAVAILABLE, data: { ready: false, reason: 'draining' } });
    const current = await withTimeout(schemaIsCurrent(database, newest), READY_TIMEOUT_MS).catch(() => null);
    if (current === null) return reply.code(503).send({ ...UNAVAILABLE, data: { ready: false, reason: 'database' } });
    if (!current) return reply.code(503).send({ ...UNAVAILABLE, data: { ready: false, reason: 'migrations' } });
    return reply.send({ code: CODES.ok, msg: '成功', data: { ready: true } });
  });
}
