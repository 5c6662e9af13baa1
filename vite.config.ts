import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The home's lazy pieces (home-sections.tsx, starq-goods.tsx, ui/feedback.ts) and what the app fetches at start without
 * waiting for it (the other route tables, the error screens, the update prompt, the ErrorBlock pictures, the sync bar's
 * notices, the worker handle; decision 008): their chunks by file name.
 */
const HOME_LAZY_CHUNK = /(^|\/)(banner-swiper|load-more|overlays|route-tree|route-error|update-prompt|error-block-pictures|sync-notices|sync-handle)-[\w-]+\.js$/;

/**
 * How the build groups the app's modules into chunks (docs/decisions/030). Left to itself the bundler made ~600 JS
 * chunks of a median 1.5 KB, one per screen and per set of screens sharing a module, and a first visit's service worker
 * precached each one (~11 ms of Cache Storage write apiece). The home and what it loads at start keep their own chunks
 * (the home's budget, decision 008's preloads by file name); the other screens are grouped by area
 * (`screens-<area>`, the three big areas by their subfolder), a route folder's parts by folder.
 */
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/** Areas with too many screens for one chunk under PERFORMANCE.md's 50 KB: grouped by their subfolder. */
const SPLIT_AREAS = new Set(['user_center', 'shop_manage', 'company_manage']);

const homeModulesOf = new WeakMap<ChunkingContext, Set<string>>();

/** The entry's static closure and that of what it imports lazily (the home's own lazy pieces, the route tables). */
function homeModules(ctx: ChunkingContext): Set<string> {
  const known = homeModulesOf.get(ctx);
  if (known) return known;
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(ENTRY);
  for (const id of [...seen]) for (const lazy of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) visit(lazy);
  homeModulesOf.set(ctx, seen);
  return seen;
}

/** A screen's or a route folder's part's group, by where its file lives; null for the home's modules and the rest. */
function screenGroup(id: string, ctx: ChunkingContext): string | null {
  if (homeModules(ctx).has(id)) return null;
  const part = /\/src\/routes\/([^/]+)\//.exec(id);
  if (part && part[1] !== 'pages') return `parts-${part[1]}`;
  const screen = /\/src\/routes\/pages\/([^/]+)\/(?:([^/]+)\/)?/.exec(id);
  if (!screen || screen[1] === 'menu-page') return null;
  return SPLIT_AREAS.has(screen[1]!) ? `screens-${screen[1]}-${screen[2] ?? ''}` : `screens-${screen[1]}`;
}

/** The sync worker's built file, as the build names it (its content hash in the name). */
const SYNC_WORKER_FILE = /(^|\/)sync\.worker-[\w-]+\.js$/;

/**
 * Names the sync worker's built file in index.html (`<meta name="starq-sync-worker">`), so that
 * public/start-sync-worker.js can start the worker while the app's own modules are still loading (decision 039).
 */
function earlySyncWorker(): Plugin {
  return {
    name: 'starq:early-sync-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => SYNC_WORKER_FILE.test(name));
        if (!file) throw new Error('early-sync-worker: the sync worker is not in the bundle');
        return [{ tag: 'meta', attrs: { name: 'starq-sync-worker', content: `/${file}` }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['icons/icon.svg'],
      manifest: {
        name: '星Q商城',
        short_name: '星Q商城',
        description: '星Q商城：离线也能逛的购物商城',
        lang: 'zh-CN',
        start_url: '/#/pages/menu-page/star_q/star-index',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#AC1E34',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Our own service worker (src/pwa/service-worker, decision 029): Workbox's precache and routes with a parallel install.
      strategies: 'injectManifest',
      srcDir: 'src/pwa/service-worker',
      filename: 'sw.ts',
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
    }),
    // Each text file also as .br and .gz beside it, which the host sends to a browser that accepts them (server/app.ts,
    // preCompressed): a first visit's precache is ~1 MB over the wire instead of ~3.4 MB (issue 30, docs/decisions/038).
    earlySyncWorker(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|webmanifest)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  worker: { format: 'es' },
  // The manifest is what scripts/check-bundle-size.ts reads (npm run check:size).
  build: {
    target: 'es2022', chunkSizeWarningLimit: 1200, manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: screenGroup },
          ],
        },
      },
    },
    // A lazy screen's own CSS still loads with it; its shared JS chunks are fetched when its import runs (from the
    // precache once installed). Listing every route's JS dependencies in the entry cost the home ~0.3 KB per route
    // (docs/decisions/008).
    // The home's own lazy pieces keep their JS preloads: they are requested while the home paints, and a page that goes
    // offline before its service worker is installed must still have them.
    modulePreload: {
      resolveDependencies: (file, deps) => (HOME_LAZY_CHUNK.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
  },
  server: { proxy: { '/api/live/socket': { target: 'ws://127.0.0.1:8080', ws: true }, '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' } },
  test: {
    // Vitest's default leaves a core idle (cores - 1): on a two-core machine it ran the tests one file at a time.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/sync/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/chaos/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test-support/global-setup.ts'],
          // A worker keeps the modules it loaded from file to file: each file imported the whole host again (~2 s of
          // CPU each, 220 files), and the suite is CPU-bound on two cores (598 s isolated, 436 s not, stop 44). Every
          // test builds its own app over its own database, so no state of one file reaches the next but module-level
          // constants; the unit project stays isolated (its files stub globals such as indexedDB).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
