import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hostCart, launch, loginBySms, newPhone, screenshot, uniquePhone } from './support/browser';
import { addedToCart } from './support/checkout';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

describe('a new shopper', () => {
  it('browses home, opens a goods, is asked to log in, logs in by SMS code, adds to cart and sees it there', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(baseUrl());

    const firstCard = page.getByTestId('goods-card').first();
    await firstCard.waitFor();
    expect(await page.getByTestId('goods-card').count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByRole('tab', { name: '首页' }).getAttribute('aria-selected')).resolves.toBe('true');
    await screenshot(page, 'home');

    const goodsName = (await firstCard.locator('.goods-card__name').textContent())!;
    await firstCard.click();
    await page.locator('.goods-info__name', { hasText: goodsName }).waitFor();

    // Not logged in: the protected action asks; cancel goes back to where the shopper came from (spec §4).
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('当前用户未登录是否登录？').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByRole('tab', { name: '首页', selected: true }).waitFor();
    await page.getByTestId('goods-card').filter({ hasText: goodsName }).first().click();
    await page.locator('.goods-info__name', { hasText: goodsName }).waitFor();

    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('验证码登录').waitFor();
    await loginBySms(page, uniquePhone());

    await page.locator('.goods-info__name', { hasText: goodsName }).waitFor();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await addedToCart(page);

    await page.getByRole('button', { name: '购物车', exact: true }).click();
    const line = page.getByTestId('cart-line').filter({ hasText: goodsName });
    await line.waitFor();
    await expect.poll(() => hostCart(page)).toEqual([expect.objectContaining({ num: 1 })]);
    await expect.poll(() => line.locator('.cart-line__pending').count()).toBe(0);
    await screenshot(page, 'cart');
    await context.close();
  });
});
