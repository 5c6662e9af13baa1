import type { Plugin } from 'vite';

/** The page's meta tag naming the sync worker's built file, read by public/start-sync-worker.js (decision 039). */
export const SYNC_WORKER_META = 'starq-sync-worker';
const SYNC_WORKER_FILE = /(^|\/)sync\.worker-[\w-]+\.js$/;

/**
 * Names the sync worker's built file in index.html, so that a plain script can start the worker while the app's own
 * modules are still loading (decision 039): the worker's file name carries its content hash, known only once built.
 */
export function earlySyncWorker(): Plugin {
  return {
    name: 'starq:early-sync-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => SYNC_WORKER_FILE.test(name));
        if (!file) throw new Error('early-sync-worker: the sync worker is not in the bundle');
        return [{ tag: 'meta', attrs: { name: SYNC_WORKER_META, content: `/${file}` }, injectTo: 'head' }];
      },
    },
  };
}
