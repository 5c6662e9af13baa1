import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A cluster of our own needs PostgreSQL 15's binaries and root (initdb refuses root: it runs as `postgres`). */
export const canRunOwnPostgres = fs.existsSync(path.join(PG_BIN, 'initdb')) && process.getuid?.() === 0;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL 15 cluster of the test's own (STACK-NOTES "A throwaway cluster"), for what must not touch the shared
 * one: restarting the server, restoring a dump into a database of its own.
 */
export async function startThrowawayPostgres(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `starq-${name}-pg-`));
  fs.chmodSync(dir, 0o755);
  execFileSync('chown', ['postgres:', dir]);
  const port = await freePort();
  // The server started by pg_ctl would inherit a pipe and keep execFileSync waiting for its end: no pipes.
  const asPostgres = (bin: string, args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { stdio: 'ignore' });
  asPostgres('initdb', ['-D', `${dir}/data`, '-U', 'app', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-t', '30', '-o', options, 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
  start();
  // The same, without blocking the caller's event loop (a load runs in it while the database restarts).
  const asPostgresAsync = (bin: string, args: string[]) => new Promise<void>((resolve, reject) => {
    const child = spawn('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${bin} ${args[args.length - 1]} exited with ${code}`))));
  });
  const createDatabase = (database: string) => asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'app', database]);
  createDatabase('app');
  return {
    port,
    bin: PG_BIN,
    urlOf: (database: string) => `postgres://app@127.0.0.1:${port}/${database}`,
    createDatabase,
    start,
    stop,
    restart: () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', '-t', '30', '-o', options, 'restart']),
    stopAsync: () => asPostgresAsync('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']),
    startAsync: () => asPostgresAsync('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-t', '30', '-o', options, 'start']),
    restartAsync: () => asPostgresAsync('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', '-t', '30', '-o', options, 'restart']),
    async remove() {
      try { stop(); } catch { /* already stopped */ }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
