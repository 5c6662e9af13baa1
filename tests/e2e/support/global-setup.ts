import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 18080);

/** Starts the product as `npm start` does (built PWA + service hosts on a fresh PGlite) for the e2e run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
  if (!fs.existsSync(`${staticDir}/index.html`)) throw new Error(`${staticDir}/ is missing: run \`npm run build\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(dataDir, 'db'), STATIC_DIR: staticDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const started = Date.now();
  while (!fs.readFileSync(logFile, 'utf8').includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${fs.readFileSync(logFile, 'utf8')}`);
    if (Date.now() - started > 90_000) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', `http://127.0.0.1:${PORT}`);
  project.provide('serverLog', logFile);
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}
