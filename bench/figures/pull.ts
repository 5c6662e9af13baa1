import { createApiClient } from '../../src/api/client';
import { pullAllGoods } from '../../src/sync/pullers';
import { BENCH_GOODS, toGoodsDocs } from '../data';
import { openPlainDexie, openProductStore } from '../local-store';
import { repeat, round, timed, type Figure } from '../stats';

/** PERFORMANCE.md "pull into the local store": 10,000 goods from the local host into an empty store vs Dexie bulkPut. */
export async function measurePull(runs: number, baseUrl: string): Promise<Figure> {
  const api = createApiClient({ origin: baseUrl, getCredentials: () => ({ userToken: '', shopToken: '' }) });
  const pull = async () => {
    const store = await openProductStore();
    const ms = await timed(async () => {
      const pulled = await pullAllGoods(store, api);
      if (pulled < BENCH_GOODS) throw new Error(`pulled ${pulled} of ${BENCH_GOODS}`);
    });
    await store.close();
    return ms;
  };
  const docs = toGoodsDocs();
  const bulkPut = async () => {
    const plain = openPlainDexie();
    const ms = await timed(() => plain.table('goods').bulkPut(docs));
    plain.close();
    return ms;
  };
  const value = await repeat(runs, pull);
  const baseline = await repeat(runs, bulkPut);
  const throughput = (ms: number) => BENCH_GOODS / (ms / 1000);
  const ratio = round(throughput(value.median) / throughput(baseline.median));
  return {
    name: 'pull into the local store', unit: 'ms for 10,000 goods', value, baseline, ratio,
    target: '≥ 0.6× baseline throughput', met: ratio >= 0.6,
    notes: `throughput ${Math.round(throughput(value.median))} vs ${Math.round(throughput(baseline.median))} goods/s (HTTP pull incl.)`,
  };
}
