import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, newPhone, screenshot } from './support/browser';

/**
 * Decision 039: a first visit's first goods card waits for the sync worker (its script, its modules, its store) and
 * the home's calls, so the worker is started by the page's first plain script, and the service worker, whose install
 * precaches the whole app, registers only once the home shows its goods.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const APP_SCRIPT = /\/assets\/index-[^/]*\.js$/;
/** The home's goods come from several of its calls (each answer's goods land in the store): all are held. */
const HOST_CALLS = /\/api\//;

/** Requests matching `pattern` answer only when the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.context().route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const appHasRun = (page: Page) => page.evaluate(() => document.getElementById('root')!.childElementCount > 0);
const registered = (page: Page) => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));

describe('a first visit (decision 039)', () => {
  it("starts the sync worker before the app's modules have loaded, and the app takes that worker over", async () => {
    const context = await newPhone(browser, 390, { firstVisit: true });
    const page = await context.newPage();
    const release = await hold(page, APP_SCRIPT);
    const workerStarted = page.waitForEvent('worker');
    await page.goto(`${baseUrl()}/#${PATHS.home}`, { waitUntil: 'commit' });
    const worker = await workerStarted;
    expect(worker.url()).toMatch(/\/assets\/sync\.worker-[^/]*\.js$/);
    expect(await appHasRun(page)).toBe(false);

    release();
    await page.getByTestId('goods-card').first().waitFor();
    // One worker: the page's own start found the early one and did not start a second.
    expect(page.workers()).toHaveLength(1);
    await context.close();
  });

  it('registers the service worker only once the home shows its goods', async () => {
    const context = await newPhone(browser, 390, { firstVisit: true });
    const page = await context.newPage();
    const release = await hold(page, HOST_CALLS);
    await page.goto(`${baseUrl()}/#${PATHS.home}`, { waitUntil: 'load' });
    await page.waitForRequest(HOST_CALLS);
    // The page has loaded and the home's calls are on their way: no service worker is installing meanwhile.
    await page.waitForTimeout(1000);
    expect(await registered(page)).toBe(false);
    expect(await page.getByTestId('goods-card').count()).toBe(0);

    release();
    await page.getByTestId('goods-card').first().waitFor();
    await expect.poll(() => registered(page), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'first-visit-home');
    await context.close();
  });
});
