import type { TestProject } from 'vitest/node';
import { startProduct } from './server';

/** Starts the product as `npm start` does (built PWA + service hosts on a fresh PGlite) for the e2e run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const product = await startProduct({ port: Number(process.env.E2E_PORT ?? 18080), staticDir: process.env.E2E_STATIC_DIR ?? 'dist' });
  project.provide('baseUrl', product.baseUrl);
  project.provide('serverLog', product.logFile);
  return () => product.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}
