import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, screenshot } from './support/browser';

/**
 * docs/decisions/020: the home's last first screen is painted before the app's script has run, and a tap on it is
 * done once the app shows. The service worker is blocked so page.route can hold the app's script back (a slow phone
 * parsing it), which makes the moment before the app runs long enough to look at and tap.
 */
const KEY = 'starq:first-paint';
const DEMO_USER = '13800000001';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

/** The console is not watched: the blocked service worker's registration warns there. Page errors are. */
async function phoneWithoutServiceWorker(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function homeSaved(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/#${PATHS.home}`);
  await page.getByTestId('goods-card').first().waitFor();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEY), { timeout: 10_000 }).toBe(true);
}

/** The app's entry script answers only when `release` is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    // A navigation may have dropped the request meanwhile.
    await route.continue().catch(() => undefined);
  });
  return release;
}

const appHasRun = (page: Page) => page.evaluate(() => document.getElementById('root')!.childElementCount > 0);

describe('the first screen before the app has loaded (decision 020)', () => {
  it('paints the home as last shown, and a goods tapped on it opens once the app is ready', async () => {
    const { context, page, errors } = await phoneWithoutServiceWorker();
    await homeSaved(page);
    const firstName = await page.locator('#root .goods-card__name').first().textContent();

    const release = await holdAppScript(page);
    await page.reload({ waitUntil: 'commit' });
    const painted = page.locator('#first-paint .goods-card').first();
    await painted.waitFor();
    expect(await appHasRun(page)).toBe(false);
    expect(await painted.locator('.goods-card__name').textContent()).toBe(firstName);
    await screenshot(page, 'first-paint-before-app');
    await painted.click();
    expect(await appHasRun(page)).toBe(false);

    release();
    await page.waitForURL((url) => url.hash !== '' && !url.hash.includes(PATHS.home));
    await page.locator('#root .page:not(.home)').getByText(firstName!).first().waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    await screenshot(page, 'first-paint-tap-opened');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints nothing saved by another build, nor off the home, and another login starts without it', async () => {
    const { context, page, errors } = await phoneWithoutServiceWorker();
    await homeSaved(page);
    /** What the painted copy and the app's screen each show the moment one replaces the other. */
    const watchHandOver = () => page.evaluate(() => {
      const shown = (within: Element | null) => ['.home__category', '.chip', '.goods-card'].map((part) => within?.querySelectorAll(part).length ?? 0);
      const painted = shown(document.getElementById('first-paint'));
      const observer = new MutationObserver(() => {
        if (document.getElementById('first-paint')) return;
        observer.disconnect();
        (window as unknown as { handOver: unknown }).handOver = { painted, app: shown(document.getElementById('root')) };
      });
      observer.observe(document.body, { childList: true });
    });
    const paintedOnReload = async (hashPath: string) => {
      const release = await holdAppScript(page);
      await page.goto(`${baseUrl()}/#${hashPath}`, { waitUntil: 'commit' });
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      const count = await page.locator('#first-paint > *').count();
      if (count > 0) await watchHandOver();
      release();
      await page.unroute(/\/assets\/index-[^/]*\.js$/);
      await page.locator('#root .app__main > *').first().waitFor();
      return count;
    };
    expect(await paintedOnReload(PATHS.home)).toBeGreaterThan(0);
    // The app's first screen already shows what the copy showed (its sections paint their last answers too): no jump.
    const handOver = await page.waitForFunction(() => (window as unknown as { handOver?: unknown }).handOver).then((h) => h.jsonValue()) as { painted: number[]; app: number[] };
    expect(handOver.painted.every((n) => n > 0)).toBe(true);
    expect(handOver.app).toEqual(handOver.painted);
    expect(await paintedOnReload(PATHS.search)).toBe(0);

    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key)!) as { entry: string };
      localStorage.setItem(key, JSON.stringify({ ...saved, entry: '/assets/index-an-older-build.js' }));
    }, KEY);
    expect(await paintedOnReload(PATHS.home)).toBe(0);

    // What a visitor's home showed is not what the next login's first screen paints (it may save its own afterwards).
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key)!) as { entry: string };
      localStorage.setItem(key, JSON.stringify({ ...saved, html: '<div class="seen-before-login"></div>' }));
    }, KEY);
    await loginByPassword(page, DEMO_USER);
    expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).not.toContain('seen-before-login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
