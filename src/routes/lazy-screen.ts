import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { afterFirstContent } from './first-content';

/** spec §9: a page chunk that has not loaded after 120 s has failed. */
const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'starq:chunk-reloaded:';
const REGISTRATION_CHECKS = 10;
let reloading = false;
let warming = false;
/** True only while warmChunks asks the router for a chunk: the router calls the route's `lazy` synchronously. */
let warmCall = false;

/** A screen's code could not be loaded (spec §8 "page chunk load fails": missing, error or timeout). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`page chunk not loaded after ${CHUNK_TIMEOUT_MS} ms`)), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Wraps a route's `lazy` import (`route.lazy(lazyScreen(() => import('./x').then((m) => m.Route)))`).
 * After an app update the old build's chunk names are gone (RELIABILITY 10): the first failure at a
 * location reloads the page once, which fetches the new build's index and chunks. A second failure at
 * the same location in this tab, or any failure offline (a reload would show the browser's offline page),
 * rejects with a ChunkLoadError, and the router shows the error component with a retry.
 */
export function lazyScreen<T>(load: () => Promise<T>, part = ''): () => Promise<T> {
  return () => {
    // A warm-up is not the user's tap: its failure (an old build's chunk, or the network going as it loads) is left for
    // the tap to meet; reloading the page under the user, offline, would show the browser's error page.
    const warmUp = warmCall;
    // `part` keeps another chunk loaded at the same location (the route tables) from clearing the screen's mark.
    const key = RELOADED_KEY + part + location.hash;
    return withTimeout(load()).then(
      (screen) => {
        session()?.removeItem(key);
        return screen;
      },
      (error: unknown) => {
        // The router asks again for the error component; while the reload is on its way, show nothing.
        if (reloading) return new Promise<T>(() => {});
        if (warmUp || warming) throw new ChunkLoadError(error);
        const store = session();
        if (store && navigator.onLine && !store.getItem(key)) {
          store.setItem(key, String(Date.now()));
          reloading = true;
          location.reload();
          return new Promise<T>(() => {});
        }
        throw new ChunkLoadError(error);
      },
    );
  };
}

/**
 * Screens' chunks loaded at once while warming: as many as the browser fetches from one host at a time, so the warm-up
 * ends as soon as it did all at once, yet a screen the user taps meanwhile waits behind six requests, not hundreds.
 */
const WARM_AT_ONCE = 6;

/**
 * Until the home shows its goods (afterFirstContent) no screen's chunk is warmed: on a first visit ~200 chunk requests
 * went out while the home still waited for its goods, and the first screen's JS came to 422 KB against a 130 KB budget
 * (PERFORMANCE.md).
 */
const idle = (work: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 500));

/**
 * Loads these routes' chunks WARM_AT_ONCE at a time and stops early once `enough()` says so. While the other screens
 * warm on a first visit (`quiet`), a chunk that fails does not reload the page: the worker is still precaching them.
 */
function warmChunks(router: AnyRouter, routes: AnyRoute[], quiet: boolean, enough: () => boolean, then?: () => void): void {
  let next = 0;
  const lane = async () => {
    while (next < routes.length && !enough()) {
      try {
        warmCall = true;
        let loading: Promise<void> | undefined;
        try {
          loading = router.loadRouteChunk(routes[next++]!);
        } finally {
          warmCall = false;
        }
        await loading;
      } catch {
        // Loaded on demand when opened; lazyScreen handles a failure there.
      }
    }
  };
  if (quiet) warming = true;
  void Promise.all(Array.from({ length: WARM_AT_ONCE }, lane)).finally(() => {
    if (quiet) warming = false;
    then?.();
  });
}

/**
 * Once the home shows its goods and is idle, the tab bar's screens are loaded (issue 33.8: the first 我的 tap waited
 * seconds). On a first visit no service worker controls the page yet: it is still precaching the screens, and a screen
 * not opened before the network goes could not load. Until one takes over, the page then loads the other screens' chunks too, a few at a
 * time (after the page's load event, once a worker has registered). Where none registers (unsupported or blocked), the
 * other screens load on demand only.
 */
export function warmScreens(router: AnyRouter, firstPaths: readonly string[]): void {
  const routes = Object.values(router.routesById) as AnyRoute[];
  const first = routes.filter((route) => firstPaths.includes(route.fullPath));
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const controlled = () => !worker || worker.controller !== null;
  let checks = 0;
  const warmTheRest = () => void worker?.getRegistration().then((registration) => {
    if (controlled()) return;
    if (!registration) {
      if (++checks < REGISTRATION_CHECKS) setTimeout(warmTheRest, 500);
      return;
    }
    warmChunks(router, routes.filter((route) => !first.includes(route)), true, controlled);
  }, () => undefined);
  const start = () => idle(() => warmChunks(router, first, false, () => false, warmTheRest));
  const afterLoad = () => {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  };
  void afterFirstContent.then(afterLoad);
}
