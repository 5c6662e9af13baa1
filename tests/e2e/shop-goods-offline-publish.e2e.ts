import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, newPhone, openInstalled, screenshot } from './support/browser';
import { hostLogin } from './support/checkout';
import { goodsCount, holdCategoryTree, openWorkspace, OWNER, photo, pickCategory } from './support/shop-goods';

// Issue 33, defect 2: the shop owner on a flaky connection taps 发布 before the photos are up, and it is taken.
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;
/** 杭州锦绣服饰旗舰店: no test buys it shelf tickets, so 发布后立即上架 is refused by the host. */
const OWNER_WITHOUT_TICKETS = '13800000005';

async function ownerInWorkspace(phone: string) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await openInstalled(page);
  await loginByPassword(page, phone);
  await openWorkspace(page);
  return { context, page };
}

async function fillNewGoods(page: Page, name: string, picture: [string, string]): Promise<void> {
  await page.getByRole('button', { name: '新建商品' }).click();
  await page.getByRole('textbox', { name: '商品名称' }).fill(name);
  await pickCategory(page);
  await page.getByRole('textbox', { name: '售价（元）' }).fill('58');
  await page.getByRole('textbox', { name: '原价（元）' }).fill('88');
  await page.getByRole('textbox', { name: '库存数量' }).fill('12');
  await page.locator('input[type=file][aria-label="添加图片"]').setInputFiles([await photo(page, ...picture)]);
  await expect.poll(() => page.getByTestId('media-img').count()).toBe(1);
}

/** The toast gone and the status line in view, so a screenshot shows the form as the owner reads it. */
async function formShown(page: Page): Promise<void> {
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  await page.getByTestId('draft-status').scrollIntoViewIfNeeded();
}

describe('a shop owner publishes a new goods before its photos are uploaded', () => {
  it('offline: 发布 is taken as 待发布, kept over a reload, and the goods is published once when the network returns', async () => {
    const shop = await hostLogin(OWNER);
    const { context, page } = await ownerInWorkspace(OWNER);
    await holdCategoryTree(page);

    await context.setOffline(true);
    const name = `离线发布茶盘${Date.now() % 100000}`;
    await fillNewGoods(page, name, ['伍', '#3a5f8b']);
    const status = page.getByTestId('draft-status');
    await status.filter({ hasText: '待上传' }).filter({ hasText: '联网后自动上传' }).waitFor();
    await page.waitForTimeout(800);
    const publish = page.getByRole('button', { name: '发布' });
    await publish.click();
    await page.locator('.adm-toast-main').waitFor();
    // Once faded in, the toast is white on dark (issue 33 saw it light grey on light grey).
    await page.waitForTimeout(600);
    await screenshot(page, 'shop-goods-offline-publish-toast');
    const toastLook = await page.locator('.adm-toast-main').evaluate((el) => {
      const opacities: string[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) opacities.push(getComputedStyle(e).opacity);
      return { bg: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color, faded: opacities.some((o) => o !== '1') };
    });
    expect(toastLook).toEqual({ bg: 'rgba(0, 0, 0, 0.7)', color: 'rgb(255, 255, 255)', faded: false });
    await status.filter({ hasText: '待发布' }).filter({ hasText: '联网后自动上传并发布' }).waitFor();
    expect(await status.textContent()).not.toContain('上传完成后才能发布');
    // A second tap cannot queue it twice: the button is closed while it waits.
    expect(await publish.isDisabled()).toBe(true);
    await formShown(page);
    await screenshot(page, 'shop-goods-offline-publish-queued');

    await page.reload();
    await status.filter({ hasText: '待发布' }).filter({ hasText: '联网后自动上传并发布' }).waitFor({ timeout: 30_000 });
    // The workspace's 草稿 count opens the list, the draft first (issue 33.9: the counts could not be tapped).
    await page.goto(hash(PATHS.shopManage));
    await page.getByTestId('count-drafts').click();
    await page.waitForURL(new RegExp(PATHS.shopGoodsList));
    await page.getByTestId('draft-row').filter({ hasText: name }).filter({ hasText: '待发布' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'shop-goods-offline-publish-list');
    expect(await goodsCount(shop, name)).toBe(0);

    await context.setOffline(false);
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect.poll(() => goodsCount(shop, name), { timeout: 60_000 }).toBe(1);
    const row = page.getByTestId('goods-row').filter({ hasText: name });
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('draft-row').filter({ hasText: name }).count(), { timeout: 20_000 }).toBe(0);
    await page.waitForTimeout(3000);
    expect(await goodsCount(shop, name)).toBe(1);
    expect(await row.count()).toBe(1);
    await context.close();
  });

  it('online while the photo uploads: 发布 is taken; a host refusal shows on the draft and the owner fixes it and publishes once', async () => {
    const shop = await hostLogin(OWNER_WITHOUT_TICKETS);
    const { context, page } = await ownerInWorkspace(OWNER_WITHOUT_TICKETS);
    // The photo's bytes are held back until the owner has tapped 发布.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/media/tus**', async (route) => {
      if (route.request().method() === 'PATCH') await released;
      await route.continue();
    });
    const name = `上传中发布果盘${Date.now() % 100000}`;
    await fillNewGoods(page, name, ['陆', '#8b3a5f']);
    await page.getByText('发布后立即上架').click();
    await page.waitForTimeout(800);
    expect(await page.getByTestId('media-img').getAttribute('data-status')).toBe('waiting');
    await page.getByRole('button', { name: '发布' }).click();
    const status = page.getByTestId('draft-status');
    await status.filter({ hasText: '待发布' }).filter({ hasText: '图片或视频上传完成后自动发布' }).waitFor();
    release();

    await status.filter({ hasText: '发布失败' }).filter({ hasText: '上架券不足' }).waitFor({ timeout: 60_000 });
    await formShown(page);
    await screenshot(page, 'shop-goods-publish-refused-on-draft');
    expect(await goodsCount(shop, name)).toBe(0);
    // The way forward is in place (issue 33.3): 去购买 opens the shelf-ticket counter, and 返回 comes back to the draft.
    await page.getByTestId('buy-shelf-tickets').click();
    await page.locator('.adm-nav-bar-title', { hasText: '购买上架券' }).waitFor();
    expect(page.url()).toContain(PATHS.goodsShelfticketPay);
    await screenshot(page, 'shop-goods-shelfticket-pay');
    await page.locator('.adm-nav-bar-back').first().click();
    await status.filter({ hasText: '发布失败' }).filter({ hasText: '上架券不足' }).waitFor();

    await page.getByText('发布后立即上架').click();
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => goodsCount(shop, name), { timeout: 60_000 }).toBe(1);
    await page.goto(hash(PATHS.shopGoodsList));
    await page.getByTestId('goods-row').filter({ hasText: name }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('draft-row').filter({ hasText: name }).count(), { timeout: 20_000 }).toBe(0);
    expect(await goodsCount(shop, name)).toBe(1);
    await context.close();
  });
});
