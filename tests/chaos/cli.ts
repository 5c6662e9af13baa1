import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/installed-profile';
import { startProduct } from '../e2e/support/server';
import { loadCatalogue } from './catalogue';
import { formatReport } from './report';
import { runChaos } from './runner';
import { FAULTS, type FaultName, type RunResult } from './run-types';

/**
 * `npm run chaos -- --runs 200` (seeds 1..200), `--seed N` (one run), `--from N`,
 * `--steps N`, `--faults offline,reload,...`. Starts the product from
 * E2E_STATIC_DIR (default dist/) on a fresh PGlite at E2E_PORT, or on the
 * PostgreSQL database named by DATABASE_URL (then tokens can expire on the host).
 */
function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seed = value('seed');
  const from = Number(value('from') ?? 1);
  const runs = seed ? 1 : Number(value('runs') ?? 20);
  const faults = (value('faults')?.split(',') ?? [...FAULTS]) as FaultName[];
  const unknown = faults.filter((f) => !(FAULTS as readonly string[]).includes(f));
  if (unknown.length) throw new Error(`unknown fault(s): ${unknown.join(', ')}; known: ${FAULTS.join(', ')}`);
  return { seeds: seed ? [Number(seed)] : Array.from({ length: runs }, (_, i) => from + i), steps: Number(value('steps') ?? 24), faults, verbose: argv.includes('--verbose') };
}

/** The failing seed's reasons on one line, so a long run's log says what broke without waiting for the report. */
function whyFailed(result: RunResult): string {
  return [
    result.error && `error: ${result.error}`,
    result.stuck && `stuck: ${result.stuck}`,
    result.lost.length > 0 && `lost: ${JSON.stringify(result.lost)}`,
    result.doubled.length > 0 && `doubled: ${JSON.stringify(result.doubled)}`,
    result.uiMismatch.length > 0 && `UI ≠ host: ${result.uiMismatch.map((m) => m.screen).join(', ')}`,
    result.refused.length > 0 && `refused: ${result.refused.map((r) => `${r.name} ${r.msg}`).join('; ')}`,
  ].filter(Boolean).join(' | ');
}

/** The browser runner (this file's own): a fresh user's offline changes under injected faults, on one process. */
async function runBrowserChaos(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // A copy of the build, so the newBuild fault can deploy into it.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-chaos-static-'));
  fs.cpSync(process.env.E2E_STATIC_DIR ?? 'dist', staticDir, { recursive: true });
  const product = await startProduct({ port: Number(process.env.E2E_PORT ?? 18097), staticDir, databaseUrl });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: RunResult[] = [];
  try {
    const catalogue = await loadCatalogue(product.baseUrl);
    for (const seed of args.seeds) {
      const result = await runChaos(seed, { browser, baseUrl: product.baseUrl, logFile: product.logFile, databaseUrl, staticDir, catalogue }, {
        steps: args.steps, faults: args.faults, drainTimeoutMs: 90_000,
      });
      results.push(result);
      const bad = result.lost.length + result.doubled.length + result.uiMismatch.length + result.refused.length + (result.stuck ? 1 : 0) + (result.error ? 1 : 0);
      console.log(`seed ${seed}: ${bad ? 'FAIL' : 'ok'} (${result.acknowledged} acknowledged, drained in ${(result.drainMs / 1000).toFixed(1)} s, ${(result.ms / 1000).toFixed(0)} s)`);
      if (args.verbose || bad) console.log(result.trace.map((t) => `    ${t}`).join('\n'));
      if (bad) console.log(`    => ${whyFailed(result)}`);
    }
  } finally {
    await browser.close();
    await product.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
  console.log(formatReport(results, databaseUrl ? 'PostgreSQL (tokens expire: 4012)' : 'PGlite (logins end by logout: 4010)'));
  process.exitCode = results.some((r) => r.lost.length || r.doubled.length || r.stuck || r.uiMismatch.length || r.refused.length || r.error) ? 1 : 0;
}

// `--cluster`: the fault run of issue 35 through the proxy of a cluster of host processes (tests/chaos/cluster).
if (process.argv.includes('--cluster')) process.exitCode = await (await import('./cluster/cli')).runClusterChaos(process.argv.slice(2));
else await runBrowserChaos();
