import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch } from './support/browser';

/**
 * spec §8 "page chunk load fails" and RELIABILITY 10 (after an update, a request for an old chunk recovers).
 * The service worker is blocked: it would answer chunk requests from its cache, where page.route never sees them.
 */
const SCREEN = 'src/routes/pages/star_q/goods_class/goods-class.tsx';
const RELOADED_KEY = 'starq:chunk-reloaded:';

function chunkOf(source: string): string {
  const dist = process.env.E2E_STATIC_DIR ?? 'dist';
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return manifest[source]!.file;
}

let browser: Browser;
let chunk: string;
beforeAll(async () => {
  browser = await launch();
  chunk = chunkOf(SCREEN);
});
afterAll(async () => { await browser.close(); });

/** Each document the tab loads counts itself in sessionStorage, which a reload keeps. */
const COUNT_DOCUMENTS = `sessionStorage.setItem('test:documents', String(Number(sessionStorage.getItem('test:documents') ?? 0) + 1))`;

async function homeWithoutServiceWorker(): Promise<{ context: BrowserContext; page: Page; reloads(): Promise<number>; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', serviceWorkers: 'block' });
  await context.addInitScript(COUNT_DOCUMENTS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}/#${PATHS.home}`);
  await page.getByTestId('goods-card').first().waitFor();
  const reloads = async () => Number(await page.evaluate(() => sessionStorage.getItem('test:documents'))) - 1;
  return { context, page, reloads, errors };
}

const classScreen = (page: Page) => page.locator('.adm-nav-bar-title', { hasText: '商品分类' });
const reloadMyLists = (page: Page) => page.evaluate((prefix) => Object.keys(sessionStorage).filter((k) => k.startsWith(prefix)), RELOADED_KEY);

describe('a screen whose code fails to load recovers', () => {
  it('an old chunk gone after an update: the page reloads once, then the screen opens', async () => {
    const { context, page, reloads, errors } = await homeWithoutServiceWorker();
    // The old document asks for a chunk the server no longer has; the reloaded one gets it (the new build's).
    let reloaded = false;
    page.on('request', (request) => { if (request.isNavigationRequest()) reloaded = true; });
    let refused = 0;
    await page.route(`**/${chunk}`, (route) => (reloaded ? route.continue() : (refused++, route.fulfill({ status: 404, body: 'gone' }))));

    await page.getByRole('button', { name: '全部分类' }).click();
    await classScreen(page).waitFor();
    expect(refused).toBeGreaterThan(0);
    expect(await reloads()).toBe(1);
    expect(page.url()).toContain(PATHS.goodsClass);
    expect(await reloadMyLists(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a chunk that keeps failing shows 页面加载失败 after one reload, never a loop, and 重试 opens it once it loads', async () => {
    const { context, page, reloads, errors } = await homeWithoutServiceWorker();
    const refuse = (route: import('playwright-core').Route) => route.fulfill({ status: 404, body: 'gone' });
    await page.route(`**/${chunk}`, refuse);

    await page.getByRole('button', { name: '全部分类' }).click();
    await page.getByText('页面加载失败').waitFor();
    await page.waitForTimeout(1500);
    expect(await reloads()).toBe(1);
    expect(await page.getByText('页面加载失败').count()).toBe(1);

    await page.unroute(`**/${chunk}`, refuse);
    await page.getByRole('button', { name: '重试' }).click();
    await classScreen(page).waitFor();
    expect(await reloads()).toBe(2);
    expect(await reloadMyLists(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offline without a cached copy it says so at once (a reload would only show the browser error page)', async () => {
    const { context, page, reloads, errors } = await homeWithoutServiceWorker();
    await context.setOffline(true);
    await page.getByRole('button', { name: '全部分类' }).click();
    await page.getByText('页面加载失败').waitFor();
    expect(await reloads()).toBe(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: '重试' }).click();
    await classScreen(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
