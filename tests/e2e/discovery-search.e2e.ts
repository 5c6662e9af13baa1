import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, newPhone, openInstalled, screenshot } from './support/browser';
import { searchGoods } from '../../src/contract/catalogue/search';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const fen = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

async function cardPrices(page: Page): Promise<number[]> {
  return (await page.locator('.goods-list-view .goods-card .price-text').allTextContents()).map(fen);
}

/** How many goods the host finds for a keyword. */
async function hostSearchTotal(keyword: string): Promise<number> {
  const response = await fetch(`${baseUrl()}${searchGoods.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-app-flag': 'H5' },
    body: JSON.stringify({ keyword, pageNum: 1, pageSize: 10 }),
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** The names on the host's first page of a search, as the app asks for it (20 a page, no filter). */
async function hostSearchNames(keyword: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}${searchGoods.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-app-flag': 'H5' },
    body: JSON.stringify({ keyword, pageNum: 1, pageSize: 20 }),
  });
  return ((await response.json()) as { data: { goodsList: { goodsName: string }[] } }).data.goodsList.map((g) => g.goodsName);
}

/** Goods cards the device's store holds (the sync worker's RxDB goods collection, in IndexedDB). */
async function heldGoods(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => /starq.*--goods/.test(n));
    if (!name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores = [...db.objectStoreNames].filter((s) => !s.startsWith('_'));
    const counts = await Promise.all(stores.map((store) => new Promise<number>((resolve) => {
      const count = db.transaction(store).objectStore(store).count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => resolve(0);
    })));
    db.close();
    return Math.max(0, ...counts);
  });
}

async function searchFor(page: Page, keyword: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-search`);
  const box = page.getByPlaceholder('搜索商品名称');
  await box.fill(keyword);
  await box.press('Enter');
}

describe('discovery: search, filter, kinds, offline (issue 4)', () => {
  it('searches 手机壳, filters by price, sorts, opens three kinds, then reopens them offline', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await page.getByText('正在拍卖').waitFor();
    await screenshot(page, 'discovery-home');

    await searchFor(page, '手机壳');
    await page.getByText('华为手机壳透明防摔').first().waitFor();
    const shown = () => page.locator('.goods-list-view .goods-card__name').allTextContents();
    // The seeded names holding 手机壳 come first (names starting with it, then best sellers); goods another test file
    // published on this host into a category named so also match (decision 028), further down. The phone's own goods
    // may show before the host's page arrives.
    await expect.poll(async () => (await shown()).filter((n) => n.includes('手机壳')).length).toBeGreaterThanOrEqual(5);
    const names = await shown();
    expect(names[0]).toContain('手机壳');

    await page.getByRole('tab', { name: '筛选' }).click();
    const popup = page.getByRole('dialog', { name: '筛选' });
    await popup.getByRole('textbox', { name: '最低价' }).fill('20');
    await popup.getByRole('button', { name: '确定' }).click();
    await page.getByText('最高价不能为空').waitFor();
    await screenshot(page, 'discovery-filter-popup');
    await popup.getByRole('textbox', { name: '最高价' }).fill('60');
    await popup.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.locator('.filter-popup--open').count()).toBe(0);

    await page.getByRole('tab', { name: /价格/ }).click();
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      const sorted = [...prices].sort((a, b) => a - b);
      return prices.length > 1 && prices.every((p) => p >= 2000 && p <= 6000) && prices.join() === sorted.join();
    }, { timeout: 15_000 }).toBe(true);
    await page.getByRole('tab', { name: /价格/ }).click();
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.join() === [...prices].sort((a, b) => b - a).join();
    }).toBe(true);
    await screenshot(page, 'discovery-search-sorted');

    // Three kinds: an ordinary goods from the list, an auction from home, a blind box from search.
    await page.locator('.goods-list-view .goods-card').first().click();
    await page.getByRole('button', { name: '加入购物车' }).waitFor();
    const ordinaryUrl = page.url();

    await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-index`);
    await page.locator('.home__section', { hasText: '正在拍卖' }).locator('.home__strip-item').first().click();
    await page.getByText('距拍卖结束').waitFor();
    await page.getByText('出价记录').waitFor();
    expect(page.url()).toContain('/pages/star_q/goods_group/auction/goods-info');
    await screenshot(page, 'discovery-auction');
    const auctionUrl = page.url();

    await searchFor(page, '盲盒');
    await page.locator('.goods-list-view .goods-card', { hasText: '盲盒·' }).first().click();
    // A box on sale shows its published odds (issue 17); a blind-box goods without a box shows its contents.
    await page.getByText(/概率公示（第\d+版）|盒内款式与概率/).first().waitFor();
    expect(page.url()).toContain('/pages/function/blindbox/blindbox-detail-info');
    await screenshot(page, 'discovery-blindbox');

    await context.setOffline(true);
    await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-search?keyword=${encodeURIComponent('手机壳')}`);
    await page.getByText('华为手机壳透明防摔').first().waitFor();
    await page.getByText('离线中').waitFor();
    await screenshot(page, 'discovery-offline-list');

    await page.goto(auctionUrl);
    await page.getByText('出价记录').waitFor();
    await page.getByText('当前处于离线状态').waitFor();
    await page.goto(ordinaryUrl);
    await page.getByRole('button', { name: '加入购物车' }).waitFor();

    await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-search`);
    const history = page.getByLabel('搜索历史');
    await history.getByRole('button', { name: '手机壳' }).waitFor();
    await history.getByRole('button', { name: '盲盒' }).waitFor();
    // 逛逛 is more than a search box (issue 34.12): the categories and goods to browse, offline from what the phone holds
    await page.getByRole('heading', { name: '分类逛逛' }).waitFor();
    await page.getByRole('heading', { name: '为你推荐' }).waitFor();
    await expect.poll(() => page.getByTestId('goods-card').count()).toBeGreaterThan(0);
    await screenshot(page, 'discovery-offline-history');
    await context.close();
  });

  it('suggests the names a typed keyword finds; a tap searches that name (spec getNames)', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-search`);
    await page.getByPlaceholder('搜索商品名称').fill('手机');
    const suggestions = page.getByLabel('搜索建议');
    await suggestions.getByText('搜索“手机”').waitFor();
    await suggestions.getByText('华为手机壳透明防摔', { exact: true }).waitFor();
    await screenshot(page, 'discovery-suggestions');
    await suggestions.getByText('华为手机壳透明防摔', { exact: true }).click();
    await expect.poll(() => page.url()).toContain(encodeURIComponent('华为手机壳透明防摔'));
    await page.locator('.goods-list-view .goods-card', { hasText: '华为手机壳透明防摔' }).first().waitFor();
    expect(await suggestions.count()).toBe(0);
    await context.close();
  });

  it('keeps what its user read, not the catalogue: offline, a search shows its stored pages with their age, and one never run shows held goods and says so (issue 30)', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await searchFor(page, '手机壳');
    // Online a list is the host's pages, in the host's order (exact, prefix, then sales).
    const readOnline = await hostSearchNames('手机壳');
    await expect.poll(() => page.locator('.goods-list-view .goods-card__name').allTextContents(), { timeout: 15_000 }).toEqual(readOnline);
    expect(await hostSearchTotal('耳机')).toBeGreaterThan(0);
    // The device holds the home's and the search's goods: a small part of the demo catalogue's 743.
    await expect.poll(() => heldGoods(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(readOnline.length);
    const held = await heldGoods(page);
    expect(held).toBeLessThan(300);

    await context.setOffline(true);
    await searchFor(page, '手机壳');
    // The same search offline shows the pages it got online, in the host's order, with their age.
    await page.getByText(/离线中：显示(刚刚|\d+分钟前)保存的结果，联网后刷新/).waitFor();
    await expect.poll(() => page.locator('.goods-list-view .goods-card__name').allTextContents()).toEqual(readOnline);
    // 耳机 was never searched here: only held goods can show, each one the host also finds.
    await searchFor(page, '耳机');
    await page.getByText('离线中：显示本机已浏览过的商品，联网后加载更多').waitFor();
    await page.waitForTimeout(1000);
    const offline = await page.locator('.goods-list-view .goods-card__name').allTextContents();
    if (offline.length === 0) await page.getByText('本机浏览过的商品中没有相关商品，联网后可查看全部结果').waitFor();
    expect(offline.length).toBeLessThanOrEqual(held);
    for (const name of offline) expect(name).toContain('耳机');
    await screenshot(page, 'discovery-offline-working-set');
    await context.setOffline(false);
    await context.close();
  });
});
