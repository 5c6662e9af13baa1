// The device at each catalogue size (issue 30 §3): a first visit in Chromium against the host of that size, what it
// downloaded and what it stores 90 s later, then the same after a scripted browse of 200 screens. The targets are the
// same whatever the catalogue's size: it is the working set (docs/decisions/003) that a device holds, not the catalogue.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { searchGoods } from '../../src/contract/catalogue/search';
import { PATHS } from '../../src/routes/paths';
import { CARD, FIRST_CARD_PROBE } from '../figures/browser';
import type { Clients } from './scale-reads';

export interface DeviceBrowseTargets { leaves: { id: string; name: string }[]; shopIds: string[] }

interface DeviceState {
  /** Response bytes as they came over the wire (headers and encoded bodies), the service worker's and workers' too. */
  downloadedBytes: number;
  requests: number;
  /** navigator.storage.estimate(): all the origin stores, and IndexedDB and the service worker's caches apart. */
  storedBytes: number;
  indexedDbBytes: number;
  cacheBytes: number;
}

export interface FirstCardFigure {
  /** The median of FIRST_VISITS first visits, each in a fresh context (one visit's figure moves by ±300 ms). */
  firstCardMs: number;
  firstCardRangeMs: [number, number];
}

export interface DeviceUse {
  after90s: DeviceState;
  afterBrowse: DeviceState & { screens: number; seconds: number };
}

export type DeviceFigure = FirstCardFigure & DeviceUse;

const FIRST_VISIT_SETTLE_MS = 90_000;
export const FIRST_VISITS = 5;
const SCREENS = 200;
const KEYWORDS = ['茶', '手机', '蓝牙耳机', '鞋', '连衣裙', '黄金', '口红', '零食', '台灯', 'shoujike'];

/** Counts every finished request of the context (Chromium reports the service worker's and workers' requests here too). */
function countBytes(context: BrowserContext) {
  const sizes: Promise<number>[] = [];
  context.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize, () => 0));
  });
  return async () => ({ downloadedBytes: (await Promise.all(sizes)).reduce((a, b) => a + b, 0), requests: sizes.length });
}

async function storage(page: Page) {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { storedBytes: estimate.usage ?? 0, indexedDbBytes: estimate.usageDetails?.indexedDB ?? 0, cacheBytes: estimate.usageDetails?.caches ?? 0 };
  });
}

/** The screens a shopper walks through: the home, categories, their lists, searches, goods pages and shop pages. */
async function browsePlan(targets: DeviceBrowseTargets, clients: Clients): Promise<string[]> {
  const goodsIds: string[] = [];
  for (const keyword of KEYWORDS) {
    const page = await clients.visitor.call(searchGoods, { keyword, pageNum: 1, pageSize: 20 } as never) as { goodsList: { goodsId: string }[] };
    goodsIds.push(...page.goodsList.map((g) => g.goodsId));
  }
  const screens: string[] = [];
  for (let i = 0; screens.length < SCREENS; i++) {
    const leaf = targets.leaves[i % targets.leaves.length]!;
    screens.push(
      i % 10 === 0 ? PATHS.home : PATHS.goodsClass,
      `${PATHS.goodsTypeList}?classId=${leaf.id}&title=${encodeURIComponent(leaf.name)}`,
      `${PATHS.search}?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!)}`,
      `${PATHS.goodsInfo}?goodsId=${goodsIds[(i * 3) % Math.max(1, goodsIds.length)]}`,
      `${PATHS.goodShop}?shopsId=${targets.shopIds[i % targets.shopIds.length]}`,
    );
  }
  return screens.slice(0, SCREENS);
}

/** One screen as a shopper opens it: the route changes in the running app, and the screen is given time to read. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => { location.hash = hash; }, path);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** A fresh context's first visit to the home: when its first goods card was painted (page time), and the context. */
async function firstVisit(browser: Browser, origin: string): Promise<{ context: BrowserContext; firstCardMs: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  await context.addInitScript(FIRST_CARD_PROBE);
  const page = await context.newPage();
  await page.goto(`${origin}/#${PATHS.home}`);
  await page.waitForSelector(CARD, { timeout: 60_000 });
  const firstCardMs = Math.round(await page.waitForFunction(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt ?? 0).then((v) => v.jsonValue()));
  return { context, firstCardMs };
}

/**
 * The first card at each size, the sizes taking turns (each round begun by the next size), as the reads do: a first
 * visit keeps both cores busy until its first card, so two sizes' figures taken minutes apart measured the machine.
 * These visits count no bytes: asking the browser each request's size cost the visit ~90 ms of that CPU.
 */
export async function measureFirstCards(browser: Browser, origins: string[]): Promise<FirstCardFigure[]> {
  const cards = origins.map((): number[] => []);
  for (let round = 0; round < FIRST_VISITS; round++) {
    for (let i = 0; i < origins.length; i++) {
      const k = (round + i) % origins.length;
      const visit = await firstVisit(browser, origins[k]!);
      cards[k]!.push(visit.firstCardMs);
      await visit.context.close();
    }
  }
  return cards.map((times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { firstCardMs: sorted[Math.floor(sorted.length / 2)]!, firstCardRangeMs: [sorted[0]!, sorted.at(-1)!] };
  });
}

/** What a first visit downloaded and stored 90 s after it opened the home, and after a scripted browse of SCREENS screens. */
export async function measureDevice(browser: Browser, origin: string, clients: Clients, targets: DeviceBrowseTargets, log: (line: string) => void): Promise<DeviceUse> {
  const started = Date.now();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  try {
    const downloaded = countBytes(context);
    const page = await context.newPage();
    await page.goto(`${origin}/#${PATHS.home}`);
    await page.waitForSelector(CARD, { timeout: 60_000 });
    await page.waitForTimeout(Math.max(0, FIRST_VISIT_SETTLE_MS - (Date.now() - started)));
    const after90s = { ...(await downloaded()), ...(await storage(page)) };
    log(`  device: 90 s after a first visit ${mb(after90s.downloadedBytes)} downloaded, ${mb(after90s.storedBytes)} stored`);

    const browseStarted = Date.now();
    const screens = await browsePlan(targets, clients);
    for (const path of screens) await openScreen(page, path);
    // The worker trims the working set after reads, at most every 30 s and never on a screen's path: give it its turn.
    await page.waitForTimeout(35_000);
    const afterBrowse = { ...(await downloaded()), ...(await storage(page)), screens: screens.length, seconds: Math.round((Date.now() - browseStarted) / 1000) };
    log(`  device: after ${screens.length} screens ${mb(afterBrowse.downloadedBytes)} downloaded, ${mb(afterBrowse.storedBytes)} stored`);
    return { after90s, afterBrowse };
  } finally {
    await context.close();
  }
}

/** Megabytes as the bench prints them. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
