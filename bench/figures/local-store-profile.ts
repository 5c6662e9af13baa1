import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { LocalQuery } from '../browser/protocol';
import { summarize } from '../stats';
import { inPage, type LocalStorePage } from './local-store-page';
import { login, MUTATIONS } from './replay';
import { profileWorker } from './worker-profile';

const QUERIES = 30;
const LAYER_RUNS = 25;

function medians(rows: Record<string, number>[]): string {
  return Object.keys(rows[0]!).map((key) => `${key}: ${summarize(rows.map((r) => r[key]!)).median} ms [${summarize(rows.map((r) => r[key]!)).min}..${summarize(rows.map((r) => r[key]!)).max}]`).join('\n');
}

/**
 * BENCH_PROFILE=<dir>: one more run of each local-store figure, product and baseline, under the DevTools CPU
 * profiler of its worker. Writes the .cpuprofile files and summary.txt (self time per function) to <dir>.
 */
export async function profileLocalStore(browser: Browser, bench: LocalStorePage, dir: string, baseUrl: string, goodsIds: string[]): Promise<string> {
  const { page } = bench;
  const sections: string[] = [];
  const profile = async (worker: 'store' | 'plain', name: string, work: () => Promise<unknown>) => {
    const top = await profileWorker(browser, `${worker}.worker`, dir, name, work);
    sections.push(`## ${name}\n${top.join('\n')}`);
  };

  await inPage(page, (b) => Promise.all([b.store.openQueryStore(), b.plain.openQueryStore()]), null);
  const query = (i: number): LocalQuery => ({ classIds: ['010101', '020101', '030101'], minFen: 70_000 + i * 11, maxFen: 300_000, limit: 20 });
  await profile('store', 'query-store', async () => {
    for (let i = 0; i < QUERIES; i++) await inPage(page, (b, q) => b.store.query(q), query(i));
  });
  await profile('plain', 'query-plain', async () => {
    for (let i = 0; i < QUERIES; i++) await inPage(page, (b, q) => b.plain.query(q), query(i));
  });
  const layers: Record<string, number>[] = [];
  for (let i = 0; i < LAYER_RUNS; i++) {
    const row = await inPage(page, (b, q) => b.store.queryLayers(q), query(100 + i * 5));
    const { ms } = await inPage(page, (b, q) => b.plain.query(q), query(102 + i * 5));
    layers.push({ ...row, plainDexie: ms });
  }
  sections.push(`## query layers (ms, median of ${LAYER_RUNS})\n${medians(layers)}`);
  await inPage(page, (b) => Promise.all([b.store.closeQueryStore(), b.plain.closeQueryStore()]), null);

  const replayArgs = async () => ({ session: await login(baseUrl), goodsIds, n: MUTATIONS });
  const storeArgs = await replayArgs();
  await profile('store', 'replay-store', () => inPage(page, (b, a) => b.store.replay(a.session, a.goodsIds, a.n), storeArgs));
  const plainArgs = await replayArgs();
  await profile('plain', 'replay-plain', () => inPage(page, (b, a) => b.plain.sendSequentially(a.session, a.goodsIds, a.n), plainArgs));

  const summary = path.join(dir, 'summary.txt');
  fs.writeFileSync(summary, `${sections.join('\n\n')}\n`);
  return summary;
}
