import type { PrecacheController } from 'workbox-precaching';

/** Files fetched at once while installing: enough to hide round trips, few enough for a phone on a slow network. */
const AT_ONCE = 6;

/** A precached URL whose file name has no hash carries its revision in this parameter (Workbox's cache key). */
const REVISIONED = '__WB_REVISION__';

/**
 * Puts every precache entry into the precache through the controller's own strategy (so its checks, cache name and
 * keys are Workbox's), AT_ONCE at a time. A failed file fails the install, as Workbox's own install does, and the
 * browser tries again later with the old worker still in charge.
 */
export async function fetchInParallel(precache: PrecacheController, event: ExtendableEvent): Promise<void> {
  const entries = [...precache.getURLsToCacheKeys()];
  let next = 0;
  async function lane(): Promise<void> {
    while (next < entries.length) {
      const [url, cacheKey] = entries[next++]!;
      const request = new Request(url, { credentials: 'same-origin', cache: cacheKey.includes(REVISIONED) ? 'reload' : 'default' });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, entries.length) }, lane));
}
