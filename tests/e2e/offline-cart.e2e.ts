import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hostCart, launch, loginBySms, newPhone, openInstalled, screenshot, uniquePhone } from './support/browser';
import { addedToCart } from './support/checkout';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

async function addFromHome(page: Page, index: number): Promise<string> {
  await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-index`);
  const card = page.getByTestId('goods-card').nth(index);
  await card.waitFor();
  const name = (await card.locator('.goods-card__name').textContent())!;
  await card.click();
  await page.locator('.goods-info__name', { hasText: name }).waitFor();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await addedToCart(page);
  return name;
}

describe('offline cart (RELIABILITY 1, 13)', () => {
  it('adds and changes offline, survives a reload offline as pending, and reaches the host exactly once', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);

    await page.goto(`${baseUrl()}/#/pages/main/login/login`);
    await loginBySms(page, uniquePhone());

    await context.setOffline(true);
    const first = await addFromHome(page, 0);
    const second = await addFromHome(page, 1);
    await page.goto(`${baseUrl()}/#/pages/main/cart/cart`);
    const firstLine = page.getByTestId('cart-line').filter({ hasText: first });
    await firstLine.getByRole('button').last().click();
    await expect.poll(() => firstLine.getByRole('spinbutton').inputValue()).toBe('2');

    await page.reload();
    await page.getByTestId('cart-line').filter({ hasText: second }).waitFor();
    expect(await page.getByTestId('cart-line').filter({ hasText: '待同步' }).count()).toBe(2);
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toContain('3 项待同步');
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toContain('离线');
    await screenshot(page, 'cart-offline');
    expect(await firstLine.getByRole('spinbutton').inputValue()).toBe('2');

    // After a visit the app browses cached goods with no network, pictures included.
    await page.getByRole('button', { name: /back/i }).or(page.locator('.adm-nav-bar-back')).first().click();
    await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-index`);
    await page.getByTestId('goods-card').nth(5).waitFor();
    await page.getByText('当前处于离线状态').waitFor();
    await expect.poll(() => page.locator('.goods-card__img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/#/pages/main/cart/cart`);
    await firstLine.waitFor();

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('cart-line').filter({ hasText: '待同步' }).count(), { timeout: 30_000 }).toBe(0);
    const lines = await hostCart(page);
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.num).sort()).toEqual([1, 2]);
    await context.close();
  });
});
