import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic'];

/**
 * A Chromium profile in which the app was installed from `baseUrl` once: its service worker is active and its precache
 * full, and nothing else of the visit is left (no IndexedDB, localStorage, cookies or runtime caches). A phone copied
 * from it is a returning user's phone before the app opens. Measured on two cores: a phone so is ready in ~4 s and
 * ~7 CPU-s (its own browser included), a fresh one in ~8.5 s and ~16.5 CPU-s, most of it the precache; a run opens
 * well over a hundred phones (stop 43).
 */
export async function installAppInProfile(baseUrl: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-installed-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByTestId('goods-card').first().waitFor({ timeout: 90_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (!name.startsWith('workbox-precache')) await caches.delete(name);
    });
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'indexeddb,local_storage,cookies' });
  } finally {
    await context.close();
  }
  return dir;
}

/** Where the phones' copies of `profile` go: the global setup removes it with the profile (a failed test leaves its phone). */
export const phonesOf = (profile: string) => `${profile}-phones`;

/** A phone with its own copy of the installed profile, in a browser of its own; the copy goes once the phone closed. */
export async function phoneFromProfile(profile: string, args: string[], options: BrowserContextOptions): Promise<BrowserContext> {
  fs.mkdirSync(phonesOf(profile), { recursive: true });
  const dir = fs.mkdtempSync(path.join(phonesOf(profile), 'phone-'));
  fs.cpSync(profile, dir, { recursive: true });
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args, ...options });
  const close = context.close.bind(context);
  context.close = async (...closeArgs) => {
    await close(...closeArgs);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
  return context;
}
