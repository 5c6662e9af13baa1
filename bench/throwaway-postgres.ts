// A PostgreSQL server for the figures that need several host processes on one database: DATABASE_URL's server, or a
// throwaway cluster started from the system's PostgreSQL binaries (as .ci/run does), or none.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './server-process';

export interface BenchPostgres {
  /** A database of its own on the server, created empty. */
  url: string;
  /** Where it runs, for the figure's notes. */
  where: string;
  close(): Promise<void>;
}

/** The newest system PostgreSQL's bin folder (Debian's /usr/lib/postgresql/<n>/bin, else pg_config's), if initdb is there. */
function systemPostgresBin(): string | null {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)) : [];
  const candidates = versions.sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch { /* no pg_config */ }
  return candidates.find((bin) => fs.existsSync(path.join(bin, 'initdb'))) ?? null;
}

/** initdb refuses to run as root: as root the cluster belongs to the system's `postgres` user, as in .ci/run. */
function runAsOwner(command: string, args: string[], owner: string | null): void {
  if (owner) execFileSync('runuser', ['-u', owner, '--', command, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  else execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

async function startCluster(bin: string): Promise<{ serverUrl: string; stop(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-bench-pg-'));
  const owner = process.getuid?.() === 0 ? 'postgres' : null;
  if (owner) {
    fs.chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', owner], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', owner], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  runAsOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'app', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], owner);
  runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '30',
    '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`, 'start'], owner);
  return {
    serverUrl: `postgres://app@127.0.0.1:${port}/postgres`,
    stop: () => {
      try { runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], owner); } finally { fs.rmSync(dir, { recursive: true, force: true }); }
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try { await admin.query(text); } finally { await admin.end(); }
}

/**
 * A fresh database for one figure: on DATABASE_URL's server when set (it never touches that database itself), else
 * on a throwaway cluster when the system has PostgreSQL's binaries; null when neither (the caller says how it falls back).
 */
export async function openBenchPostgres(log: (line: string) => void, purpose = 'live'): Promise<BenchPostgres | null> {
  let serverUrl = process.env.DATABASE_URL;
  let where = 'PostgreSQL (DATABASE_URL\'s server)';
  let stopCluster = () => undefined as void;
  if (!serverUrl) {
    const bin = systemPostgresBin();
    if (!bin) return null;
    log(`DATABASE_URL is not set: starting a throwaway PostgreSQL cluster from ${bin}`);
    const cluster = await startCluster(bin);
    serverUrl = cluster.serverUrl;
    where = `a throwaway PostgreSQL cluster (${bin}, fsync off) started by the bench`;
    stopCluster = cluster.stop;
  }
  const name = `starq_bench_${purpose}_${randomBytes(5).toString('hex')}`;
  try {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    stopCluster();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where,
    close: async () => {
      try { await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } finally { stopCluster(); }
    },
  };
}
