import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The home's lazy pieces (home-sections.tsx, starq-goods.tsx, ui/feedback.ts) and what the app fetches at start without
 * waiting for it (the other route tables, the error screens, the update prompt, the ErrorBlock pictures, the sync bar's
 * notices, the worker handle; decision 008): their chunks by file name.
 */
const HOME_LAZY_CHUNK = /(^|\/)(banner-swiper|load-more|overlays|route-tree|route-error|update-prompt|error-block-pictures|sync-notices|sync-handle)-[\w-]+\.js$/;

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
  ],
  worker: { format: 'es' },
  // The manifest is what scripts/check-bundle-size.ts reads (npm run check:size).
  build: {
    target: 'es2022', chunkSizeWarningLimit: 1200, manifest: true,
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
          include: ['server/**/*.test.ts', 'tests/sync/**/*.test.ts', 'tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
