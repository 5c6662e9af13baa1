import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, newPhone, openInstalled, screenshot } from './support/browser';
import { ownerAtWorkspace } from './support/shop-goods';

/** The seed's IP goods of 杭州锦绣服饰旗舰店 (owner 13800000005), bought and paid by 13800000006 and 13800000004. */
const IP_GOODS = 'GIP0001';
const IP_OWNER = '13800000005';
const SHOTS = '/tmp/shots-h7';

let browser: Browser;
beforeAll(async () => { browser = await launch(); fs.mkdirSync(SHOTS, { recursive: true }); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

async function look(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await screenshot(page, name);
}

describe('IP goods: the owner sees who bought, a visitor browses the IP center', () => {
  it('the shop owner opens the buyers of an IP goods from the IP list, masked, and again offline', async () => {
    const { context, page } = await ownerAtWorkspace(browser, IP_OWNER);
    await page.goto(hash(PATHS.shopIpGoodsList));
    const row = page.locator(`[data-testid=goods-row][data-goods-id=${IP_GOODS}]`);
    await row.waitFor({ timeout: 30_000 });
    await look(page, 'ip-goods-list');
    await row.getByTestId('ip-buyers-entry').click();

    const buyers = page.getByTestId('ip-buyer');
    await expect.poll(() => buyers.count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('ip-buyers-head').textContent()).toContain('共 2 笔已支付订单');
    const text = (await buyers.allTextContents()).join('|');
    expect(text).toContain('138****0004');
    expect(text).toContain('138****0006');
    expect(text).toContain('华**主');
    expect(text).not.toMatch(/1380000000[46]/);
    expect(text).toContain('已完成');
    await look(page, 'ip-goods-buyers');

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => buyers.count(), { timeout: 20_000 }).toBe(2);
    await page.getByTestId('data-age').waitFor();
    await look(page, 'ip-goods-buyers-offline');
    await context.close();
  });

  it('a visitor opens the IP center, searches an IP name and opens a goods detail from it', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await page.goto(hash(PATHS.ipCenter));
    const cards = page.getByTestId('ip-card');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.count()).toBeGreaterThan(1);
    await look(page, 'ip-center');

    await page.getByPlaceholder('搜索IP名称').fill('星Q熊');
    await page.getByPlaceholder('搜索IP名称').press('Enter');
    await expect.poll(async () => (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-goods-id')))).includes(IP_GOODS), { timeout: 20_000 }).toBe(true);
    for (const text of await cards.allTextContents()) expect(text).toContain('星Q熊');
    await look(page, 'ip-center-search');

    await page.locator(`[data-testid=ip-card][data-goods-id=${IP_GOODS}]`).click();
    await page.locator('.goods-info__name', { hasText: '星Q熊×锦绣联名刺绣T恤' }).waitFor({ timeout: 20_000 });
    await page.getByText('星Q授权字〔2026〕0815号').waitFor({ timeout: 20_000 });
    await page.getByTestId('ip-center-link').scrollIntoViewIfNeeded();
    await look(page, 'ip-goods-detail-from-center');
    await page.getByTestId('ip-center-link').click();
    await cards.first().waitFor({ timeout: 20_000 });
    await context.close();
  });
});
