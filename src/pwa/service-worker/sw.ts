import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { fetchInParallel } from './parallel-install';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const IMAGE_CACHE_ENTRIES = 400;

/**
 * The app's service worker (docs/decisions/029): Workbox's precache and routes, as generateSW wrote them before, except
 * that the install fetches the precache several files at a time. Workbox fetches one at a time, so the ~680 files of
 * the app took a round trip each before the app worked offline.
 */
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

self.addEventListener('install', (event) => {
  event.waitUntil(fetchInParallel(precache, event));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(precache.activate(event));
});
// The update prompt (src/pwa/take-update.ts) asks a waiting worker to take over; the first one takes over at once.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();

registerRoute(new PrecacheRoute(precache));
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//] }));
// Goods pictures seen once stay available offline; the cache is bounded.
registerRoute(({ url }) => url.pathname.startsWith('/media/'), new CacheFirst({
  cacheName: 'starq-images',
  plugins: [
    new ExpirationPlugin({ maxEntries: IMAGE_CACHE_ENTRIES, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    new CacheableResponsePlugin({ statuses: [0, 200] }),
  ],
}));
