/**
 * The key of a call's last answer in the local store: call name plus parameters in key order. The page builds it
 * to watch an answer, the sync worker to store one; it lives here so the page need not load the store's schemas.
 */
export function cacheKey(callName: string, params: object = {}): string {
  const sorted = Object.keys(params).sort().map((k) => [k, (params as Record<string, unknown>)[k]]);
  return `${callName}:${JSON.stringify(sorted)}`;
}
