import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e/support/installed-profile';
import { repeat, round, summarize, type Figure } from '../stats';

const WEB_BUDGET_BYTES = 170 * 1024;
export const CARD = '[data-testid="goods-card"]';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
}

/**
 * PERFORMANCE.md "initial JS of the home route": gzip bytes of the page's JS requested before the first goods card
 * shows. Requests are told apart by when they started, against when the card was painted (in the page): what the app
 * loads once the card is on screen (the tab screens' warm-up, lazy-screen.ts) is not the first screen's.
 */
export async function measureInitialJs(browser: Browser, baseUrl: string): Promise<Figure> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(FIRST_CARD_PROBE);
  const page = await context.newPage();
  const loaded: Promise<{ url: string; startedAt: number; bytes: number }>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || request.url().includes('worker')) return;
    const startedAt = request.timing().startTime;
    loaded.push(response.body().catch(() => Buffer.alloc(0)).then((body) => ({ url: request.url(), startedAt, bytes: zlib.gzipSync(body).length })));
  });
  await page.goto(`${baseUrl}/#/pages/menu-page/star_q/star-index`);
  await page.waitForSelector(CARD, { timeout: 60_000 });
  const cardAt = await page.waitForFunction(() => {
    const paintedAt = (window as unknown as { __firstCardAt?: number }).__firstCardAt;
    return paintedAt === undefined ? 0 : performance.timeOrigin + paintedAt;
  }).then((value) => value.jsonValue());
  await page.waitForTimeout(1000);
  const scripts = new Map((await Promise.all(loaded)).filter((s) => s.startedAt <= cardAt).map((s) => [s.url, s.bytes]));
  await context.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  const ratio = round(bytes / WEB_BUDGET_BYTES);
  return {
    name: 'initial JS of the home route', unit: 'gzip bytes', value: bytes, baseline: WEB_BUDGET_BYTES, ratio,
    target: '≤ 150 KB', met: bytes <= 150 * 1024,
    notes: `${scripts.size} scripts: ${[...scripts.entries()].map(([u, b]) => `${u.split('/').pop()} ${(b / 1024).toFixed(1)} KB`).join(', ')}`,
  };
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Records, in the page, when the first goods card was painted (the frame after it entered the DOM), and when the app's
 * own screen was (its first screen in #root; before it, the card may be the home's copy painted by first-paint.js,
 * docs/decisions/020, whose taps the app does once it shows).
 */
export const FIRST_CARD_PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('${CARD}')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstCardAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('#root .app__main > *')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__appShownAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

/** PERFORMANCE.md "warm offline start": SW and data cached, offline, 4× CPU throttling; navigation → first card painted. */
export async function measureWarmOfflineStart(browser: Browser, baseUrl: string, staticPage: string, runs: number): Promise<Figure> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(FIRST_CARD_PROBE);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#/pages/menu-page/star_q/star-index`);
  await page.waitForSelector(CARD, { timeout: 120_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForSelector(CARD);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForTimeout(3000);
  await throttle(context, page);
  await context.setOffline(true);

  const appShown: number[] = [];
  const value = await repeat(runs, async () => {
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __appShownAt?: number }).__appShownAt !== undefined, undefined, { timeout: 60_000 });
    const at = await page.evaluate(() => {
      const probe = window as unknown as { __firstCardAt: number; __appShownAt: number };
      return { card: probe.__firstCardAt, app: probe.__appShownAt };
    });
    appShown.push(at.app);
    return at.card;
  });
  await context.close();

  const staticContext = await browser.newContext({ serviceWorkers: 'block' });
  const staticTab = await staticContext.newPage();
  await throttle(staticContext, staticTab);
  const baseline = await repeat(runs, async () => {
    await staticTab.goto(`${baseUrl}/${staticPage}?t=${Date.now()}`);
    await staticTab.waitForFunction(() => (window as unknown as { __imageAt?: number }).__imageAt !== undefined);
    return staticTab.evaluate(() => (window as unknown as { __imageAt: number }).__imageAt);
  });
  await staticContext.close();
  const ratio = round(value.median / baseline.median);
  return {
    name: 'warm offline start', unit: 'ms', value, baseline, ratio, target: '≤ 1.0 s and ≤ 5× baseline',
    met: value.median <= 1000 && ratio <= 5,
    notes: 'Chromium, 4× CPU throttling, offline, service worker and IndexedDB warm; baseline: a static page with one image from the same server, online, to the image\'s paint (Element Timing); '
      + `the app's own first screen (after the home's painted copy, decision 020) at ${summarize(appShown.slice(-runs)).median} ms (runs ${appShown.slice(-runs).map((ms) => round(ms, 0)).join(', ')})`,
  };
}

/** The baseline page's script: a file beside it, since the host's CSP (`script-src 'self'`) blocks inline scripts. */
export const STATIC_PAGE_SCRIPT = 'bench-static.js';

/**
 * The baseline page: written into the built app before the server starts, so the static plugin serves it. The time
 * is the image's paint (Element Timing, buffered, so it does not matter whether the script or the image arrives
 * first); an inline `onload` handler, used until 2026-11-23, is refused by the CSP and the figure timed out.
 */
export function staticPageHtml(imageUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>
<img src="${imageUrl}" elementtiming="bench-image" width="200" height="200">
<script src="${STATIC_PAGE_SCRIPT}" async></script>
</body></html>`;
}

export const staticPageScript = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.identifier === 'bench-image') window.__imageAt = entry.renderTime || entry.loadTime;
  }
}).observe({ type: 'element', buffered: true });
`;
