import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { startThrowawayPostgres } from '../../server/test-support/throwaway-postgres';
import { nginxConfig, startNginx } from './nginx';

export interface ClusterOptions {
  processes: number;
  /** The proxy listens here; hosts at +100+i, their RTMP at +200+i and FLV at +300+i, the S3 server at +90. */
  basePort: number;
  /** An existing PostgreSQL; else one of the cluster's own (PostgreSQL 15 binaries, root). */
  databaseUrl?: string;
  staticDir?: string;
  logLevel?: string;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export interface ClusterHost { index: number; port: number; url: string; child: ChildProcess | null; logFile: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitReady(url: string, child: ChildProcess, logFile: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`host exited:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return;
    await sleep(200);
  }
  throw new Error(`host at ${url} not ready in ${ms / 1000} s`);
}

/**
 * `npm run cluster`: N host processes (server/main.ts) on one PostgreSQL, media on one S3-compatible store (s3rver),
 * the secrets shared, behind nginx. docs/deploy.md describes the same topology for a real deployment.
 */
export async function startCluster(options: ClusterOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-cluster-'));
  const pg = options.databaseUrl ? null : await startThrowawayPostgres('cluster');
  const databaseUrl = options.databaseUrl ?? pg!.urlOf('app');
  const s3 = new S3rver({ address: '127.0.0.1', port: options.basePort + 90, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'starq-media' }] });
  await s3.run();
  const shared = {
    DATABASE_URL: databaseUrl, DATA_SEAL_KEY: randomBytes(32).toString('hex'), PAY_NOTIFY_SECRET: randomBytes(16).toString('hex'),
    MEDIA_S3_ENDPOINT: `http://127.0.0.1:${options.basePort + 90}`, MEDIA_S3_BUCKET: 'starq-media',
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER', MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER', MEDIA_S3_FORCE_PATH_STYLE: 'on',
    TRUST_PROXY: '127.0.0.1', STATIC_DIR: options.staticDir ?? '', LOG_LEVEL: options.logLevel ?? 'warn', HOST: '127.0.0.1',
  };
  const hosts: ClusterHost[] = Array.from({ length: options.processes }, (_, index) => {
    const port = options.basePort + 100 + index;
    return { index, port, url: `http://127.0.0.1:${port}`, child: null, logFile: path.join(dir, `host-${index}.log`) };
  });

  async function startHost(host: ClusterHost): Promise<void> {
    const log = fs.openSync(host.logFile, 'a');
    host.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env, ...shared, PORT: String(host.port), DATA_DIR: path.join(dir, `data-${host.index}`),
        LIVE_RTMP_PORT: String(options.basePort + 200 + host.index), LIVE_HTTP_PORT: String(options.basePort + 300 + host.index),
        LIVE_BIND: '127.0.0.1', LIVE_RELAY_ORIGIN: host.url,
      },
      stdio: ['ignore', log, log],
    });
    await waitReady(host.url, host.child, host.logFile);
  }

  // The first process migrates and seeds alone; the others then start together.
  await startHost(hosts[0]!);
  await Promise.all(hosts.slice(1).map(startHost));
  const nginx = startNginx(dir, nginxConfig({ dir, port: options.basePort, upstreams: hosts.map((h) => h.port) }));
  /** The proxy sends to these processes only (its configuration rewritten and reloaded): the bench's 1, 2, 3 processes. */
  async function proxyTo(only: ClusterHost[]): Promise<void> {
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port: options.basePort, upstreams: only.map((h) => h.port) }));
    nginx.kill('SIGHUP');
    // nginx starts new workers and lets the old ones finish: give it a moment before measuring.
    await sleep(1_000);
  }
  const url = `http://127.0.0.1:${options.basePort}`;
  for (let i = 0; i < 50 && !(await fetch(`${url}/readyz`).then((r) => r.ok, () => false)); i += 1) await sleep(100);

  async function stopHost(host: ClusterHost, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = host.child;
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  return {
    url, dir, hosts, databaseUrl, startHost, stopHost, proxyTo,
    restartDatabase: pg ? () => pg.restartAsync() : undefined,
    /** The cluster's own PostgreSQL stopped (`pg_ctl stop -m fast`) and started again: a window with the database away. */
    stopDatabase: pg ? () => pg.stopAsync() : undefined,
    startDatabase: pg ? () => pg.startAsync() : undefined,
    async stop(): Promise<void> {
      nginx.kill('SIGQUIT');
      await Promise.all(hosts.map((h) => stopHost(h)));
      await s3.close();
      await pg?.remove();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
