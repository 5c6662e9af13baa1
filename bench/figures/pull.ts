import { BENCH_GOODS } from '../goods-docs';
import { repeatPair, round, type Figure } from '../stats';
import { IN_WORKERS } from './local-query';
import { inPage, type LocalStorePage } from './local-store-page';

/** PERFORMANCE.md "pull into the local store": 10,000 goods from the local host into an empty store vs Dexie bulkPut. */
export async function measurePull({ page }: LocalStorePage, runs: number): Promise<Figure> {
  const { result: fetched, ms: httpMs } = await inPage(page, (b) => b.plain.fetchPullDocuments(), null);
  if (fetched < BENCH_GOODS) throw new Error(`the host served ${fetched} of ${BENCH_GOODS} goods`);
  const { value, baseline } = await repeatPair(
    runs,
    async () => {
      const { ms, result } = await inPage(page, (b) => b.store.pull(), null);
      if (result < BENCH_GOODS) throw new Error(`pulled ${result} of ${BENCH_GOODS}`);
      return ms;
    },
    async () => (await inPage(page, (b) => b.plain.bulkPut(), null)).ms,
  );
  const throughput = (ms: number) => BENCH_GOODS / (ms / 1000);
  const ratio = round(throughput(value.median) / throughput(baseline.median));
  return {
    name: 'pull into the local store', unit: 'ms for 10,000 goods', value, baseline, ratio,
    target: '≥ 0.6× baseline throughput', met: ratio >= 0.6, measuredIn: IN_WORKERS,
    notes: `pullAllGoods (pages of 2,000 over HTTP, the next fetched while one is written, bulkUpsert, checkpoint) vs bulkPut of the same 10,000 documents; throughput ${Math.round(throughput(value.median))} vs ${Math.round(throughput(baseline.median))} goods/s; fetching them alone (pages of 500, plain fetch) took ${Math.round(httpMs)} ms`,
  };
}
