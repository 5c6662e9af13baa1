import type { AnyRouter } from '@tanstack/react-router';

/** spec §9: a page chunk that has not loaded after 120 s has failed. */
const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'starq:chunk-reloaded:';
const REGISTRATION_CHECKS = 10;
let reloading = false;
let warming = false;

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
        if (warming) throw new ChunkLoadError(error);
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
 * On a first visit no service worker controls the page yet: it is still precaching the screens, and a screen not
 * opened before the network goes could not load. Until one takes over, the page loads every screen's chunk in the
 * background (after the page's load event, once a worker has registered). Where none registers (unsupported or
 * blocked), screens load on demand only.
 */
export function warmScreensUntilControlled(router: AnyRouter): void {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!worker || worker.controller) return;
  let checks = 0;
  const check = () => void worker.getRegistration().then((registration) => {
    if (worker.controller) return;
    if (!registration) {
      if (++checks < REGISTRATION_CHECKS) setTimeout(check, 500);
      return;
    }
    warming = true;
    void Promise.allSettled(Object.values(router.routesById).map((route) => router.loadRouteChunk(route)))
      .finally(() => { warming = false; });
  }, () => undefined);
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}
