import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningProduct {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the product as `npm start` does: the built PWA and every service host, on a fresh PGlite unless databaseUrl
 * names a PostgreSQL database. The server runs from its source under tsx, so a run never uses a stale build/
 * (tests/build/compiled-server.test.ts checks the compiled one; decision 027).
 */
export async function startProduct(options: { port: number; staticDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<RunningProduct> {
  if (!fs.existsSync(`${options.staticDir}/index.html`)) throw new Error(`${options.staticDir}/ is missing: run \`npm run build\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(options.port), DATA_DIR: path.join(dataDir, 'db'), STATIC_DIR: options.staticDir,
      LOG_LEVEL: 'warn', DATABASE_URL: options.databaseUrl ?? '',
      // Every browser of the run logs in from 127.0.0.1: one address for dozens of users, as behind a NAT.
      LOGINS_PER_IP_PER_MINUTE: '600', ...options.env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const started = Date.now();
  while (!fs.readFileSync(logFile, 'utf8').includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${fs.readFileSync(logFile, 'utf8')}`);
    if (Date.now() - started > 90_000) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    logFile,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
