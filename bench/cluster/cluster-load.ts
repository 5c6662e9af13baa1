import autocannon from 'autocannon';
import { categoryTree } from '../../src/contract/catalogue/goods';
import { round } from '../stats';

export const CONNECTIONS = 20;
/** The public category tree: a read every process answers from its shared read cache, so the proxy and Node's HTTP
 * handling are what is measured, not the database. */
export const READ_PATH = categoryTree.path;

export interface LoadFigure { requestsPerSecond: number; total: number; p50: number; p99: number; max: number; errors: number; non2xx: number }

export async function loadThroughProxy(url: string, seconds: number): Promise<LoadFigure> {
  const result = await autocannon({ url: `${url}${READ_PATH}`, connections: CONNECTIONS, duration: seconds, method: 'GET' });
  return {
    requestsPerSecond: round(result.requests.average, 0), total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99,
    max: result.latency.max, errors: result.errors, non2xx: result.non2xx,
  };
}

/** Polls `path` through the proxy every 20 ms until it answers 200; answers the ms from `since`. */
export async function firstOkAfter(url: string, path: string, since: number, withinMs = 60_000): Promise<number> {
  while (Date.now() - since < withinMs) {
    const ok = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status === 200, () => false);
    if (ok) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}
