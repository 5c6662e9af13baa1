// `npm run bench -- --scale` (issue 30 §3): the host's reads at 10,000, 100,000 and 1,000,000 goods on PostgreSQL,
// each size a database of its own built by bulk SQL, served by the product in its own process.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../figures/browser';
import { startProcess, type RunningServer } from '../server-process';
import { openBenchPostgres } from '../throwaway-postgres';
import { buildScaleDatabase, scaleSizes, type ReadTargets, type ScaleSize } from './scale-data';
import { percentiles, scaleClients, scaleReads, timeTurn, TURNS, warmRead, type Clients } from './scale-reads';
import { FIRST_VISITS, mb, measureDevice, measureFirstCards, type DeviceBrowseTargets, type DeviceFigure } from './device';

/** PERFORMANCE.md: every read p95 ≤ 50 ms at 1,000,000 goods and ≤ 2× its figure at 10,000. */
const P95_TARGET_MS = 50;
const GROWTH_TARGET = 2;

/** PERFORMANCE.md: whatever the catalogue's size, a first visit downloads ≤ 2 MB, stores ≤ 10 MB, shows a card within 1.5 s. */
const DEVICE_TARGETS = { downloadedBytes: 2 * 1024 * 1024, storedBytes: 10 * 1024 * 1024, firstCardMs: 1500 };

interface ReadFigure { name: string; p50: number; p95: number }
interface SizeResult { size: ScaleSize; pinyinShare: number; reads: ReadFigure[]; device: DeviceFigure | null }

let built = false;
/** The PWA the product serves to the device figure: dist/ as the sources are now, built once per run (a dist/ left
 * from older sources measured another app). */
function pwaBuild(log: (line: string) => void): string {
  if (!built) {
    log('building the PWA into dist/');
    execSync('npx vite build', { stdio: 'inherit' });
    built = true;
  }
  return path.resolve('dist');
}

/** One size's database and the product serving it, kept up until every size's reads are timed. */
interface ServedSize {
  size: ScaleSize;
  pinyinShare: number;
  targets: ReadTargets & DeviceBrowseTargets;
  product: RunningServer;
  clients: Clients;
  close(): Promise<void>;
}

async function serveSize(size: ScaleSize, browser: Browser | null, log: (line: string) => void): Promise<ServedSize> {
  const postgres = await openBenchPostgres(log, 'scale');
  if (!postgres) throw new Error('the scale bench needs PostgreSQL: set DATABASE_URL or install postgresql-15');
  try {
    log(`building ${size.goods.toLocaleString('en')} goods on ${postgres.where}`);
    const { pinyinShare, ...targets } = await buildScaleDatabase(postgres.url, size, log);
    // The shared read cache would answer repeated public reads from memory: the figures are the database's.
    const product = await startProcess('server/main.ts', {
      DATABASE_URL: postgres.url, SHARED_READ_CACHE: 'off', DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/starq-scale-`), ...(browser ? { STATIC_DIR: pwaBuild(log) } : {}),
    }, 'is running at');
    const clients = await scaleClients(product.url).catch(async (error: unknown) => { await product.stop(); throw error; });
    const close = async () => {
      try { await product.stop(); } finally { await postgres.close(); }
    };
    return { size, pinyinShare, targets, product, clients, close };
  } catch (error) {
    await postgres.close();
    throw error;
  }
}

/**
 * Every read at every size, the sizes taking turns within each read (each turn begun by the next size): a
 * figure at one size and the next are then taken under the same machine's load, so "within twice the smallest size's
 * figure" measures the catalogue's growth, not what else the machine did between two sizes' runs.
 */
async function timeReads(served: ServedSize[]): Promise<ReadFigure[][]> {
  const reads = served.map((s) => scaleReads(s.size, s.targets));
  const figures = served.map((): ReadFigure[] => []);
  for (let r = 0; r < reads[0]!.length; r++) {
    const times = served.map((): number[] => []);
    for (const [k, s] of served.entries()) await warmRead(reads[k]![r]!, s.clients);
    for (let turn = 0; turn < TURNS; turn++) {
      for (let i = 0; i < served.length; i++) {
        const k = (turn + i) % served.length;
        times[k]!.push(...(await timeTurn(reads[k]![r]!, served[k]!.clients, turn)));
      }
    }
    times.forEach((t, k) => figures[k]!.push({ name: reads[k]![r]!.name, ...percentiles(t) }));
  }
  return figures;
}

async function measureSizes(browser: Browser | null, log: (line: string) => void): Promise<SizeResult[]> {
  const served: ServedSize[] = [];
  try {
    for (const size of scaleSizes()) served.push(await serveSize(size, browser, log));
    log('timing the reads, the sizes taking turns');
    const reads = await timeReads(served);
    const cards = browser ? await measureFirstCards(browser, served.map((s) => s.product.url)) : null;
    const results: SizeResult[] = [];
    for (const [k, s] of served.entries()) {
      const card = cards?.[k];
      if (card) log(`  ${s.size.goods.toLocaleString('en')} goods: first card ${card.firstCardMs} ms (median of ${FIRST_VISITS} first visits, ${card.firstCardRangeMs.join('–')} ms)`);
      const device = browser && card ? { ...card, ...(await measureDevice(browser, s.product.url, s.clients, s.targets, log)) } : null;
      results.push({ size: s.size, pinyinShare: s.pinyinShare, reads: reads[k]!, device });
    }
    return results;
  } finally {
    for (const s of served) await s.close();
  }
}

/** A markdown table: one row per read, p50/p95 per size, and whether the largest size meets the targets. */
function table(results: SizeResult[]): string {
  const first = results[0]!;
  const last = results.at(-1)!;
  const head = `| read | ${results.map((r) => `${r.size.goods.toLocaleString('en')} p50 / p95 ms`).join(' | ')} | met |`;
  const rows = first.reads.map((read, i) => {
    const cells = results.map((r) => `${r.reads[i]!.p50} / ${r.reads[i]!.p95}`);
    const p95 = last.reads[i]!.p95;
    const met = p95 <= P95_TARGET_MS && (results.length < 2 || p95 <= GROWTH_TARGET * Math.max(first.reads[i]!.p95, 1));
    return `| ${read.name} | ${cells.join(' | ')} | ${met ? 'yes' : 'NO'} |`;
  });
  return [head, `|---|${results.map(() => '---|').join('')}---|`, ...rows].join('\n');
}

/** The device's rows: per size what a first visit and a 200-screen browse downloaded and stored, against the targets. */
function deviceTable(results: SizeResult[]): string {
  const measured = results.filter((r) => r.device);
  if (!measured.length) return '(device figures skipped: no Chromium)';
  const row = (name: string, cell: (d: DeviceFigure) => string, met: (d: DeviceFigure) => boolean) =>
    `| ${name} | ${measured.map((r) => cell(r.device!)).join(' | ')} | ${measured.every((r) => met(r.device!)) ? 'yes' : 'NO'} |`;
  return [
    `| device | ${measured.map((r) => r.size.goods.toLocaleString('en')).join(' | ')} | met |`,
    `|---|${measured.map(() => '---|').join('')}---|`,
    row('first goods card (≤ 1.5 s; median of 5 first visits)', (d) => `${d.firstCardMs} ms (${d.firstCardRangeMs.join('–')})`, (d) => d.firstCardMs <= DEVICE_TARGETS.firstCardMs),
    row('downloaded 90 s after a first visit (≤ 2 MB)', (d) => mb(d.after90s.downloadedBytes), (d) => d.after90s.downloadedBytes <= DEVICE_TARGETS.downloadedBytes),
    row('stored 90 s after a first visit (≤ 10 MB)', (d) => `${mb(d.after90s.storedBytes)} (IndexedDB ${mb(d.after90s.indexedDbBytes)})`, (d) => d.after90s.storedBytes <= DEVICE_TARGETS.storedBytes),
    row('downloaded after 200 screens', (d) => mb(d.afterBrowse.downloadedBytes), () => true),
    row('stored after 200 screens (≤ 10 MB)', (d) => `${mb(d.afterBrowse.storedBytes)} (IndexedDB ${mb(d.afterBrowse.indexedDbBytes)})`, (d) => d.afterBrowse.storedBytes <= DEVICE_TARGETS.storedBytes),
  ].join('\n');
}

async function chromiumIfAny(log: (line: string) => void): Promise<Browser | null> {
  if (process.env.BENCH_SCALE_DEVICE === 'off') return null;
  return launchChromium().catch((error: unknown) => {
    log(`device figures skipped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return null;
  });
}

export async function runScaleBench(log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const results: SizeResult[] = [];
  const browser = await chromiumIfAny(log);
  try {
    results.push(...(await measureSizes(browser, log)));
  } finally {
    await browser?.close();
  }
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    seconds: Math.round((Date.now() - started) / 1000),
    target: `p95 ≤ ${P95_TARGET_MS} ms at the largest size and ≤ ${GROWTH_TARGET}× the smallest size's p95 (1 ms floor)`,
    sizes: results.map((r) => ({ ...r.size, pinyinShare: Math.round(r.pinyinShare * 1000) / 1000 })),
    results,
  };
  fs.writeFileSync('bench/latest-scale.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(table(results));
  console.log(`\n${deviceTable(results)}`);
  console.log(`\n${report.target}; ${report.seconds} s; written to bench/latest-scale.json`);
}
