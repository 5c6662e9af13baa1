import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hostCart, launch, loginBySms, newPhone, uniquePhone } from './support/browser';
import { addedToCart } from './support/checkout';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

describe('lost response (RELIABILITY 2)', () => {
  it('the host commits the add but the answer never arrives; the retry leaves one line', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/pages/main/login/login`);
    await loginBySms(page, uniquePhone());

    let cut = 0;
    let sent = 0;
    await context.route('**/api/sync/batch/member', async (route) => {
      sent += 1;
      if (cut > 0) return route.continue();
      cut += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });

    await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-index`);
    const card = page.getByTestId('goods-card').first();
    await card.waitFor();
    await card.click();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await addedToCart(page);

    await expect.poll(() => cut).toBe(1);
    await expect.poll(() => page.getByTestId('sync-status').textContent(), { timeout: 30_000 }).not.toContain('待同步');
    await expect.poll(() => sent).toBeGreaterThanOrEqual(2);
    await expect.poll(() => hostCart(page)).toEqual([expect.objectContaining({ num: 1 })]);
    await context.close();
  });
});
