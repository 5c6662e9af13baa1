// Issue 18 "Scale": one live room watched by 2,000 simulated viewers over two host processes: two real server/main.ts
// processes on one PostgreSQL, viewers split between them, chat sent through the live.send call at a steady rate to
// each in turn; messages delivered per second and the p95 delay from a send's request to its arrival at each viewer,
// against a bare `ws` broadcast server in its own process (no database, no order, no catch-up) carrying the same
// messages to the same number of clients. The viewers run in this process. PostgreSQL is DATABASE_URL's server or a
// throwaway cluster (bench/throwaway-postgres.ts); without either the figure falls back to two apps in this process
// on PGlite, and says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPglite, openPostgres, type Database } from '../../server/db/open';
import { seedDemo } from '../../server/db/seed';
import { createMemorySmsProvider } from '../../server/services/account/phone-codes/sms-provider';
import { percentile, round, summarize, type Figure } from '../stats';
import { freePort, startProcess, type RunningServer } from '../server-process';
import { openBenchPostgres } from '../throwaway-postgres';
import { bareLoad, MESSAGES, productLoad, RATE_PER_S, VIEWERS, type Outcome } from './live-room-load';

const log = (line: string) => process.stderr.write(`[bench] live room: ${line}\n`);

/** Two server/main.ts processes on `url` (migrated and seeded already), each with its own ports. */
async function startHosts(url: string, dir: string): Promise<RunningServer[]> {
  const sealKey = randomBytes(32).toString('hex');
  const hosts: RunningServer[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      hosts.push(await startProcess('server/main.ts', {
        DATABASE_URL: url, STATIC_DIR: '', DATA_DIR: path.join(dir, `host-${i}`), DATA_SEAL_KEY: sealKey, PAY_NOTIFY_SECRET: 'bench-live',
        LIVE_RTMP_PORT: String(await freePort()), LIVE_HTTP_PORT: String(await freePort()), LIVE_BIND: '127.0.0.1',
      }, 'is running at'));
    }
    return hosts;
  } catch (error) {
    for (const host of hosts) await host.stop();
    throw error;
  }
}

/** Seconds of CPU a process has used (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (!pid || !fs.existsSync(file)) return 0;
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function overProcesses(url: string, dir: string): Promise<Outcome & { hostsCpu: number[] }> {
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    await seedDemo(database.db, Date.now());
    const hosts = await startHosts(url, dir);
    try {
      const before = hosts.map((h) => cpuSeconds(h.pid));
      const started = performance.now();
      const outcome = await productLoad(database.db, hosts.map((h) => h.url));
      const seconds = (performance.now() - started) / 1000;
      return { ...outcome, hostsCpu: hosts.map((h, i) => (cpuSeconds(h.pid) - before[i]!) / seconds) };
    } finally {
      for (const host of hosts) await host.stop();
    }
  } finally {
    await database.close();
  }
}

/** The fallback without PostgreSQL: two apps in this process on one PGlite database (decision 017's first runs). */
async function inThisProcess(dir: string): Promise<Outcome> {
  const database: Database = await openPglite(path.join(dir, 'db'));
  const apps: FastifyInstance[] = [];
  try {
    await database.migrate();
    await seedDemo(database.db, Date.now());
    const config = { ...readConfig({}), staticDir: undefined, sharedReadCache: false, mediaDir: path.join(dir, 'media') };
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ database, config, sms: createMemorySmsProvider(), now: () => Date.now(), checkResponses: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
    }
    return await productLoad(database.db, apps.map((app) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`));
  } finally {
    for (const app of apps) await app.close();
    await database.close();
  }
}

async function bareRun(): Promise<Outcome> {
  const bare = await startProcess('bench/bare-ws-server.ts', {}, 'bare ws server ready');
  try {
    return await bareLoad(bare.url);
  } finally {
    await bare.stop();
  }
}

export async function measureLiveRoom(): Promise<Figure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-bench-live-'));
  try {
    const postgres = await openBenchPostgres(log);
    if (!postgres) log('no PostgreSQL (DATABASE_URL unset, no initdb found): FALLING BACK to two apps in this process on PGlite');
    let product: Outcome & { hostsCpu?: number[] };
    try {
      product = postgres ? await overProcesses(postgres.url, dir) : await inThisProcess(dir);
    } finally {
      await postgres?.close();
    }
    const bare = await bareRun();
    const p95 = percentile(product.delays, 95);
    const where = postgres
      ? `two server/main.ts processes on ${postgres.where}`
      : 'FALLBACK (no PostgreSQL found): two apps in the bench process on one PGlite';
    return {
      name: 'live room fan-out', unit: 'messages delivered/s', value: round(product.perSecond, 0), baseline: round(bare.perSecond, 0),
      ratio: round(product.perSecond / bare.perSecond, 3),
      // PERFORMANCE.md "live room": ≥ 0.5× the bare server's delivery rate; ≤ 500 ms at p95.
      target: `${VIEWERS} viewers over two host processes, every message to every viewer in order; ≥ 0.5× bare; p95 delivery ≤ 500 ms`,
      met: product.missing === 0 && product.outOfOrder === 0 && product.perSecond >= 0.5 * bare.perSecond && p95 <= 500,
      measuredIn: `${where}; viewers are ws clients in the bench process; baseline: a bare ws broadcast server in its own process`,
      notes: `${MESSAGES} chat messages (live.send over HTTP, ${RATE_PER_S}/s, alternating hosts) to ${VIEWERS} viewers (half on each host): `
        + `delivered ${product.delivered} (missing ${product.missing}, out of order ${product.outOfOrder}); send → viewer p50 ${round(percentile(product.delays, 50), 1)} ms, `
        + `p95 ${round(p95, 1)} ms, max ${round(summarize(product.delays).max, 1)} ms. Bare ws (sent over HTTP too): delivered ${bare.delivered}, `
        + `p50 ${round(percentile(bare.delays, 50), 1)} ms, p95 ${round(percentile(bare.delays, 95), 1)} ms, max ${round(summarize(bare.delays).max, 1)} ms. `
        + `The last of the ${MESSAGES} sends was answered after ${round(product.sendSeconds, 1)} s (product) and ${round(bare.sendSeconds, 1)} s (bare) of a ${MESSAGES / RATE_PER_S} s schedule; `
        + `the viewers' process used ${round(product.viewersCpu * 100, 0)}% / ${round(bare.viewersCpu * 100, 0)}% of a core`
        + `${product.hostsCpu ? `, the two hosts ${product.hostsCpu.map((c) => `${round(c * 100, 0)}%`).join(' and ')} (over the whole run, viewers joining included)` : ''}. `
        + `Both are offered the same ${VIEWERS * RATE_PER_S} deliveries/s, so delivered/s shows whether each keeps up; the delays show the cost.`,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
