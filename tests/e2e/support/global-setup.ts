import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import { installAppInProfile, phonesOf } from './installed-profile';
import { startProduct } from './server';

/** Ports of the run's hosts: E2E_PORT, then one hundred up for each further host. */
const PORT_STEP = 100;

/**
 * Issue 18: each host's own RTMP ingest and HTTP-FLV ports (a thousand and two thousand up), so parallel hosts and runs
 * never share them. A stopped stream is taken as stopped after 3 s, not the 30 s a streamer gets to come back.
 */
const liveIngestPorts = (port: number) => ({ LIVE_RTMP_PORT: String(port + 1000), LIVE_HTTP_PORT: String(port + 2000), LIVE_PUBLISH_GRACE_MS: '3000' });

/**
 * Starts the product as `npm start` does (built PWA + service hosts on a fresh PGlite), once per test worker
 * (`E2E_HOSTS`, vitest.e2e.config.ts): files that run at once never share a database, users, stock or rate limits.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const firstPort = Number(process.env.E2E_PORT ?? 18080);
  const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
  const count = Number(process.env.E2E_HOSTS ?? 1);
  const products = await Promise.all(
    Array.from({ length: count }, (_, index) => startProduct({ port: firstPort + index * PORT_STEP, staticDir, env: liveIngestPorts(firstPort + index * PORT_STEP) })),
  );
  const profiles = await Promise.all(products.map((product) => installAppInProfile(product.baseUrl)));
  project.provide('hosts', products.map((product, index) => ({ baseUrl: product.baseUrl, serverLog: product.logFile, installedProfile: profiles[index]! })));
  return async () => {
    await Promise.all(products.map((product) => product.stop()));
    for (const profile of profiles) for (const dir of [profile, phonesOf(profile)]) fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    hosts: { baseUrl: string; serverLog: string; installedProfile: string }[];
  }
}
