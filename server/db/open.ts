import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded) or 'postgresql' (DATABASE_URL). */
  kind: 'pglite' | 'postgresql';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on a channel; answers the function that stops listening. PostgreSQL: a connection of its own. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, the same in every process: processes starting together migrate one after the other. */
const MIGRATE_LOCK = 350_035;

/**
 * A real PostgreSQL server: the same schema and migrations as the embedded one. A restart of the server is survived
 * without a restart of ours: the pool drops the connections it loses and opens new ones for the next queries (which
 * fail, answered 503, while the server is away: server/db/unavailable.ts).
 */
export function openPostgres(url: string, poolSize = 10): Database {
  // JIT off: the host's queries are short, and a wrong row estimate had PostgreSQL compile one for 40 ms to 1 s that
  // then ran in 2 ms (issue 30, shoujike at 1,000,000 goods). PGlite has no JIT.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // An idle connection ended by the server (a restart, an administrator) is reported here; without a listener the
  // process would exit on it.
  pool.on('error', (error) => console.warn('[db] lost an idle connection:', error.message));
  // The pool listens only to the connections it holds idle. One handed out (a transaction between two statements)
  // that the server ends has no query to fail, so pg emits an 'error' event on it, which would end the process:
  // listen to every connection for good. Its next query fails (answered 503) and the pool drops it when released.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn('[db] lost a connection in use:', error.message));
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
  };
}

/**
 * A dedicated client per listener (a pooled connection would lose its LISTEN when returned). A dropped connection
 * is opened again after a second; notifications sent meanwhile are lost, so listeners must also poll (the live hub does).
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      setTimeout(() => { void connect().catch(() => undefined); }, 1000);
    };
    next.on('notification', (message) => { if (message.channel === channel) onPayload(message.payload ?? ''); });
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (error) {
      onLost();
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** PGlite in dataDir, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => { if (!client.closed) await stop(); };
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
