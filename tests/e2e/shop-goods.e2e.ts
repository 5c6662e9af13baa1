import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, newPhone, openInstalled, screenshot } from './support/browser';

const OWNER = '13800000002';
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

async function loginByPassword(page: Page, phone: string): Promise<void> {
  await page.goto(hash(PATHS.login));
  await page.getByText('密码登录').click();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByPlaceholder('请输入密码').fill('Starq@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText('登录成功').waitFor();
}

/** A picture as a phone's camera gives it: drawn by the browser (a real PNG the host can decode). */
async function photo(page: Page, text: string, color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(([label, fill]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 640;
    const g = canvas.getContext('2d')!;
    g.fillStyle = fill!;
    g.fillRect(0, 0, 640, 640);
    g.fillStyle = '#fff';
    g.font = 'bold 160px sans-serif';
    g.textAlign = 'center';
    g.fillText(label!, 320, 380);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, [text, color]);
  return { name: `${text}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function openWorkspace(page: Page): Promise<void> {
  await page.goto(hash(PATHS.shopManage));
  const enter = page.getByRole('button', { name: '进入店铺管理' });
  const add = page.getByRole('button', { name: '新建商品' });
  await Promise.race([enter.waitFor(), add.waitFor()]);
  if (await enter.isVisible()) await enter.click();
  await page.goto(hash(PATHS.shopManage));
  await add.waitFor();
}

async function pickCategory(page: Page): Promise<void> {
  await page.locator('.adm-list-item', { hasText: '商品分类' }).first().click();
  const popup = page.locator('.adm-popup-body');
  await popup.locator('.adm-list-item').first().waitFor();
  for (let i = 0; i < 4; i++) {
    const clicked = await popup.locator('.adm-list-item').first().click({ timeout: 2000 }).then(() => true, () => false);
    if (!clicked) break;
    await page.waitForTimeout(700);
  }
}

describe('a shop owner runs goods offline', () => {
  it('creates a goods with two pictures offline, keeps it over a reload, uploads and publishes online', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await loginByPassword(page, OWNER);
    await openWorkspace(page);
    await screenshot(page, 'shop-goods-workspace');
    // The category tree is on the device once the catalogue was pulled.
    await page.getByRole('button', { name: '新建商品' }).click();
    await page.getByRole('textbox', { name: '商品名称' }).waitFor();
    await page.waitForTimeout(1000);
    await page.goto(hash(PATHS.shopManage));
    await page.getByRole('button', { name: '新建商品' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: '新建商品' }).click();
    const name = `离线草稿茶具${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: '商品名称' }).fill('草');
    await page.getByRole('textbox', { name: '商品名称' }).blur();
    await page.getByText('商品名称至少2个字').waitFor();
    await page.getByRole('textbox', { name: '商品名称' }).fill(name);
    await pickCategory(page);
    await page.getByRole('textbox', { name: '售价（元）' }).fill('88.8');
    await page.getByRole('textbox', { name: '原价（元）' }).fill('128');
    await page.getByRole('textbox', { name: '库存数量' }).fill('20');
    await page.locator('input[type=file][accept="image/*"]').setInputFiles([await photo(page, '壹', '#ac1e34'), await photo(page, '贰', '#1e6aac')]);
    await expect.poll(() => page.getByTestId('media-img').count()).toBe(2);
    await page.getByPlaceholder('介绍商品的材质').fill('手工青瓷，一壶四杯');
    await page.getByRole('textbox', { name: '售价（元）' }).fill('99');
    await page.getByTestId('draft-status').filter({ hasText: '待上传' }).waitFor();
    await page.waitForTimeout(800);
    const formUrl = page.url();
    await screenshot(page, 'shop-goods-form');

    await page.reload();
    await page.getByRole('textbox', { name: '商品名称' }).waitFor();
    expect(page.url()).toBe(formUrl);
    await expect.poll(() => page.getByRole('textbox', { name: '商品名称' }).inputValue()).toBe(name);
    expect(await page.getByRole('textbox', { name: '售价（元）' }).inputValue()).toBe('99');
    expect(await page.getByTestId('media-img').count()).toBe(2);
    await expect.poll(() => page.locator('[data-testid=media-img] img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBe(2);

    await page.goto(hash(PATHS.shopGoodsList));
    await page.getByTestId('draft-row').filter({ hasText: name }).filter({ hasText: '待上传' }).waitFor();
    await screenshot(page, 'shop-goods-list-drafts');

    await context.setOffline(false);
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await page.getByTestId('draft-row').filter({ hasText: name }).filter({ hasText: '草稿' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('draft-row').filter({ hasText: name }).click();
    await expect.poll(() => page.locator('[data-testid=media-img][data-status=done]').count(), { timeout: 30_000 }).toBe(2);
    await page.getByRole('button', { name: '发布' }).click();
    await page.waitForTimeout(2500);
    await screenshot(page, 'shop-goods-after-publish');
    await page.goto(hash(PATHS.shopGoodsList));
    const row = page.getByTestId('goods-row').filter({ hasText: name });
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('draft-row').filter({ hasText: name }).count()).toBe(0);
    await expect.poll(() => row.locator('img').evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await row.textContent()).toContain('¥99');
    await screenshot(page, 'shop-goods-list-published');
    await context.close();
  });
});
