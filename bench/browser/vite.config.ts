// Builds the local-store bench page (bench/browser) like the product's worker: `vite build --config bench/browser/vite.config.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  base: '/bench-local/',
  envDir: path.resolve(root, '../..'),
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: path.resolve(root, '../../.tmp/bench-local'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
