import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/open';
import { seedDemo } from '../db/seed';
import { endSeededLotsLater } from './auction';

/** The seed's clock in tests: fixed, so data and expectations never drift. */
export const SEED_TIME = Date.UTC(2026, 10, 1);
// One snapshot per run (pid), so parallel runs on one machine never read each other's half-written file.
export const snapshotPath = (runId: string) => path.resolve(`.tmp/test-db/seeded-${runId}.tar.gz`);
const TEMPLATE_DB = 'starq_test_template';
/**
 * Media folders of a run's test apps, removed when the run ends (global-setup.ts), not when an app closes: the tus
 * FileStore creates its folder with an unawaited mkdir that throws if the folder goes away under it.
 */
export const testMediaRoot = (runId: string) => path.resolve(`.tmp/test-media/${runId}`);

function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Once per run: a migrated, seeded database every test file starts from. */
export async function prepareTemplate(runId: string): Promise<() => void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = openPostgres(adminUrl(url, TEMPLATE_DB), 2);
    await template.migrate();
    await seedDemo(template.db, SEED_TIME);
    await endSeededLotsLater(template.db);
    await template.close();
    return () => undefined;
  }
  const database = await openPglite();
  await database.migrate();
  await seedDemo(database.db, SEED_TIME);
  await endSeededLotsLater(database.db);
  const dump = await database.client.dumpDataDir('gzip');
  const file = snapshotPath(runId);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => fs.rmSync(file, { force: true });
}

/** A private copy of the seeded database: PGlite in memory, or a PostgreSQL database from the template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(undefined, new Blob([fs.readFileSync(snapshotPath(inject('testRunId')))]));
  const name = `starq_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const database = openPostgres(adminUrl(url, name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/** A PostgreSQL copy of the run's seeded template for host processes a test spawns: its URL and the drop. */
export async function copyTemplateForProcesses(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `starq_procs_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  return {
    url: adminUrl(url, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
