// `npm run bench -- --scale` (issue 30 §3): the host's reads at 10,000, 100,000 and 1,000,000 goods on PostgreSQL,
// each size a database of its own built by bulk SQL, served by the product in its own process.
import fs from 'node:fs';
import os from 'node:os';
import { startProcess } from '../server-process';
import { openBenchPostgres } from '../throwaway-postgres';
import { buildScaleDatabase, scaleSizes, type ScaleSize } from './scale-data';
import { scaleClients, scaleReads, timeRead } from './scale-reads';

/** PERFORMANCE.md: every read p95 ≤ 50 ms at 1,000,000 goods and ≤ 2× its figure at 10,000. */
const P95_TARGET_MS = 50;
const GROWTH_TARGET = 2;

interface SizeResult { size: ScaleSize; pinyinShare: number; reads: { name: string; p50: number; p95: number }[] }

async function measureSize(size: ScaleSize, log: (line: string) => void): Promise<SizeResult> {
  const postgres = await openBenchPostgres(log, 'scale');
  if (!postgres) throw new Error('the scale bench needs PostgreSQL: set DATABASE_URL or install postgresql-15');
  try {
    log(`building ${size.goods.toLocaleString('en')} goods on ${postgres.where}`);
    const { pinyinShare, leafClassId } = await buildScaleDatabase(postgres.url, size, log);
    // The shared read cache would answer repeated public reads from memory: the figures are the database's.
    const product = await startProcess('server/main.ts', { DATABASE_URL: postgres.url, SHARED_READ_CACHE: 'off', DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/starq-scale-`) }, 'is running at');
    try {
      const clients = await scaleClients(product.url);
      const reads = [];
      for (const read of scaleReads(size, leafClassId)) reads.push({ name: read.name, ...(await timeRead(read, clients)) });
      return { size, pinyinShare, reads };
    } finally {
      await product.stop();
    }
  } finally {
    await postgres.close();
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

export async function runScaleBench(log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const results: SizeResult[] = [];
  for (const size of scaleSizes()) results.push(await measureSize(size, log));
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
  console.log(`\n${report.target}; ${report.seconds} s; written to bench/latest-scale.json`);
}
