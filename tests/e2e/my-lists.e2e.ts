import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, loginBySms, newPhone, screenshot, uniquePhone } from './support/browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const SHOP = '华强数码专营店';
const open = (page: Page, path: string) => page.goto(`${baseUrl()}/#${path}`);

/** The host's focus check with the token the app stored: 1 focused, 500 not focused (spec §4). */
async function hostFocusCheck(page: Page, id: string, shopsNo: string): Promise<number> {
  return page.evaluate(async ([shopId, no]) => {
    const response = await fetch(`/api/shopsfocus/shopsfocus/checkshopsfocus?id=${shopId}&shopsNo=${no}`, {
      headers: { 'x-users-token': localStorage.getItem('usersToken') ?? '' },
    });
    return ((await response.json()) as { code: number }).code;
  }, [id, shopsNo] as const);
}

async function mineRow(page: Page, label: string) {
  await open(page, '/pages/person/person_starq');
  await page.locator('.adm-list-item', { hasText: label }).first().click();
}

describe('shops, follow and collect, offline (issue 4)', () => {
  it('a new user follows a shop and collects a goods, reopens both offline, unfollows offline and the host agrees once online', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await open(page, '/pages/main/login/login');
    await loginBySms(page, uniquePhone());

    // find the shop the way a user would: Mine → 全部店铺 → the shop
    await mineRow(page, '店铺列表');
    await page.getByTestId('mark-row').filter({ hasText: SHOP }).locator('.mark-row__open').click();
    await page.locator('.shop-header__name', { hasText: SHOP }).waitFor();
    await page.locator('.shop-comments-preview .comment-item').first().waitFor();
    await page.locator('.shop-goods [data-testid="goods-card"]').first().waitFor();
    await page.locator('.shop-header').getByRole('button', { name: '+ 关注' }).click();
    await page.getByText('关注成功').waitFor();
    await page.locator('.shop-header').getByRole('button', { name: '已关注' }).waitFor();
    await screenshot(page, 'marks-shop-home');

    await mineRow(page, '我的关注');
    await page.getByTestId('mark-row').filter({ hasText: SHOP }).waitFor();
    await expect.poll(() => page.getByTestId('mark-row').filter({ hasText: '待同步' }).count()).toBe(0);
    await screenshot(page, 'marks-focus');

    // collect the shop's first goods from its detail screen
    await page.getByTestId('mark-row').filter({ hasText: SHOP }).locator('.mark-row__open').click();
    // An ordinary goods: other files on this host may have put the shop's newest goods on sale as a blind box.
    const card = page.locator('.shop-goods [data-testid="goods-card"][data-kind="ordinary"]').first();
    const goodsName = (await card.locator('.goods-card__name').textContent())!;
    await card.click();
    await page.getByRole('button', { name: /收藏/ }).click();
    await page.getByText('收藏成功').waitFor();
    await page.getByRole('button', { name: /已收藏/ }).waitFor();
    await screenshot(page, 'marks-goods-collected');
    await mineRow(page, '我的收藏');
    await page.getByTestId('mark-row').filter({ hasText: goodsName }).waitFor();
    await expect.poll(() => page.getByTestId('mark-row').filter({ hasText: '待同步' }).count()).toBe(0);
    await mineRow(page, '浏览足迹');
    await page.getByTestId('mark-row').filter({ hasText: goodsName }).waitFor();
    await screenshot(page, 'marks-footprints');

    // offline: the shop and the collections still open, saying they are the cached copy
    await context.setOffline(true);
    await open(page, '/pages/star_q/good_shop/index?shopsId=S0002');
    await page.locator('.shop-header__name', { hasText: SHOP }).waitFor();
    await page.getByText('当前处于离线状态').waitFor();
    await page.locator('.shop-goods [data-testid="goods-card"]').first().waitFor();
    await screenshot(page, 'marks-shop-offline');
    await mineRow(page, '我的收藏');
    await page.getByTestId('mark-row').filter({ hasText: goodsName }).waitFor();
    await page.getByText('当前处于离线状态').waitFor();
    await screenshot(page, 'marks-collections-offline');

    // unfollow offline: gone at once, queued
    await open(page, '/pages/star_q/good_shop/index?shopsId=S0002');
    await page.locator('.shop-header').getByRole('button', { name: '已关注' }).click();
    await page.getByText('已取消关注').waitFor();
    await page.locator('.shop-header').getByRole('button', { name: '+ 关注' }).waitFor();
    await mineRow(page, '我的关注');
    await page.getByText('还没有关注的店铺').waitFor();
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toContain('1 项待同步');
    expect(await hostFocusCheck(page, 'S0002', 'SP10002').catch(() => 'offline')).toBe('offline');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('sync-status').textContent(), { timeout: 30_000 }).not.toContain('待同步');
    expect(await hostFocusCheck(page, 'S0002', 'SP10002')).toBe(500);
    await context.close();
  });

  it('a visitor browses the brand hall, global purchase by continent and a shop\'s comments', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await mineRow(page, '品牌馆');
    await expect.poll(() => page.getByPlaceholder('请输入品牌名称').isDisabled()).toBe(true);
    await page.locator('.brand-card', { hasText: '联想' }).click();
    await page.locator('.brand-goods .section-title', { hasText: '联想' }).waitFor();
    await screenshot(page, 'marks-brand-hall');
    await expect.poll(() => page.locator('.brand-goods .goods-card__name').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('联想')]));
    await screenshot(page, 'marks-brand-hall');

    await mineRow(page, '全球购');
    await page.locator('.global-purchase__continents .chip').first().waitFor();
    await screenshot(page, 'marks-global-purchase');
    await page.locator('.global-purchase__continents .chip', { hasText: '欧洲' }).click();
    await expect.poll(() => page.url()).toContain('dazhouCode=EU');
    await page.locator('.country-region__chips .chip', { hasText: '法国' }).click();
    await page.getByTestId('goods-card').first().waitFor();
    const names = await page.locator('.goods-card__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('法国'))).toBe(true);
    await screenshot(page, 'marks-country-region');
    await open(page, '/pages/global-purchase/tip_good');
    await page.locator('.tip-good__rank', { hasText: '1' }).first().waitFor();
    await screenshot(page, 'marks-tip-good');

    await open(page, '/pages/function/shop-comment-list/shop-comment-list?shopsId=S0001');
    await page.getByText(/综合评分 \d\.\d/).waitFor();
    await page.locator('.comment-item').first().click();
    await page.getByRole('button', { name: /进店/ }).waitFor();
    await screenshot(page, 'marks-comment-detail');
    await context.close();
  });
});
