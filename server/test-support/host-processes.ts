import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type Database } from '../db/open';
import { copyTemplateForProcesses } from './databases';

/** One real `server/main.ts` process of a test (its RTMP ingest at port + 2000, its HTTP-FLV at port + 3000). */
export interface HostProcess { url: string; port: number; rtmpPort: number; child: ChildProcess; logFile: string }

/**
 * Real host processes on one PostgreSQL for a test file (decision 019: PGlite is one process's own database). They share
 * the keys, so what one process seals or signs the other reads; `stop` ends them and removes their folder.
 */
export function hostProcessGroup(name: string, basePort: number) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `starq-${name}-`));
  const sealKey = randomBytes(32).toString('hex');
  const hosts: HostProcess[] = [];
  const logs = () => hosts.map((h) => fs.readFileSync(h.logFile, 'utf8').slice(-2000)).join('\n');

  function start(index: number, databaseUrl: string, env: Record<string, string> = {}): HostProcess {
    const port = basePort + index;
    const logFile = path.join(workDir, `host-${index}.log`);
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, STATIC_DIR: '', LOG_LEVEL: 'warn', DATA_DIR: path.join(workDir, `data-${index}`),
        DATA_SEAL_KEY: sealKey, PAY_NOTIFY_SECRET: `${name}-test`,
        LIVE_RTMP_PORT: String(port + 2000), LIVE_HTTP_PORT: String(port + 3000), LIVE_BIND: '127.0.0.1', ...env,
      },
      stdio: ['ignore', log, log],
      detached: true,
    });
    const host = { url: `http://127.0.0.1:${port}`, port, rtmpPort: port + 2000, child, logFile };
    hosts.push(host);
    return host;
  }

  /** Until every process says it is running (a process that exits, or 60 s, fails with the processes' logs). */
  async function running(): Promise<void> {
    const started = Date.now();
    while (!hosts.every((h) => fs.readFileSync(h.logFile, 'utf8').includes('is running at'))) {
      if (hosts.some((h) => h.child.exitCode !== null)) throw new Error(`a host exited:\n${logs()}`);
      if (Date.now() - started > 60_000) throw new Error(`the hosts did not start in 60 s:\n${logs()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function stop(): Promise<void> {
    for (const host of hosts) if (host.child.pid && host.child.exitCode === null) process.kill(-host.child.pid, 'SIGTERM');
    await Promise.all(hosts.map((host) => new Promise((r) => (host.child.exitCode !== null ? r(null) : host.child.once('exit', r)))));
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  let copy: Awaited<ReturnType<typeof copyTemplateForProcesses>> | undefined;
  let database: Database | undefined;

  /** A copy of the seeded database (DATABASE_URL's server), the test's own pool on it, and two processes on it, running. */
  async function open(options: { env?: Record<string, string>; poolSize: number }): Promise<Database> {
    copy = await copyTemplateForProcesses(process.env.DATABASE_URL!);
    database = openPostgres(copy.url, options.poolSize);
    for (const index of [0, 1]) start(index, copy.url, options.env);
    await running();
    return database;
  }

  async function close(): Promise<void> {
    await stop();
    await database?.close();
    await copy?.drop();
  }

  return { hosts, start, running, stop, logs, open, close };
}
