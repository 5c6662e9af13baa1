// @ts-check
// Starts the sync worker before the app's modules have loaded (docs/decisions/039). A plain script, not part of the
// bundle: the app's entry runs only once its whole module graph is fetched, and the worker then still had to fetch,
// parse and open the store before the home's first call could leave. The app takes this worker over
// (src/workers/sync-handle.ts); in a build without the meta tag (the dev server) it starts its own.
(function startSyncWorker() {
  const meta = document.querySelector('meta[name="starq-sync-worker"]');
  const url = meta && meta.getAttribute('content');
  if (!url || typeof Worker === 'undefined') return;
  try {
    /** @type {any} */ (window).__starqSyncWorker = new Worker(url, { type: 'module', name: 'starq-sync' });
  } catch {
    // The app starts its own.
  }
})();
