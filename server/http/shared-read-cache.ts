import { isSuccessCode } from '../../src/contract/codes';
import type { Envelope } from '../../src/contract/envelope';

const MAX_ENTRIES = 500;

/**
 * Public catalogue answers reused for a moment (the call's sharedCacheMs):
 * under load, the requests of one moment share one database read. Only
 * successes are kept, and concurrent misses share the read in flight.
 */
export function createSharedReadCache(ttlMs: number, now: () => number) {
  const entries = new Map<string, { expires: number; answer: Promise<Envelope<unknown>> }>();
  return (key: string, read: () => Promise<Envelope<unknown>>): Promise<Envelope<unknown>> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.answer;
    const answer = read();
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { expires: now() + ttlMs, answer });
    answer.then((a) => { if (!isSuccessCode(a.code)) entries.delete(key); }, () => entries.delete(key));
    return answer;
  };
}
