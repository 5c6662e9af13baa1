import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, newPhone, openInstalled, screenshot } from './support/browser';
import { buyShelfTickets, goodsCount, hostGoods, openWorkspace, OWNER, ownerLogin, photo, pickCategory } from './support/shop-goods';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

/** Phone-sized pictures for a person to look at (not compared by the test). */
async function look(page: Page, name: string, fullPage = true): Promise<void> {
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage });
  await screenshot(page, name);
}

describe('a shop owner lists an IP goods', () => {
  it('adds it with its IP facts and properties from the IP list, publishes it online, and a shopper sees the facts', async () => {
    const shop = await ownerLogin();
    await buyShelfTickets(shop, 1);
    const context = await newPhone(browser, 360);
    const page = await context.newPage();
    const toasts: string[] = [];
    await openInstalled(page);
    await loginByPassword(page, OWNER);
    await openWorkspace(page);
    await page.getByText('IP商品列表').click();
    await page.getByRole('button', { name: '新建IP商品' }).click();
    await page.getByText('IP授权信息').waitFor();

    const name = `星Q熊联名公仔${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: '商品名称' }).fill(name);
    await pickCategory(page);
    await page.getByRole('textbox', { name: 'IP名称' }).fill('星Q熊');
    await page.getByRole('textbox', { name: '授权编号' }).fill(' ');
    await page.getByRole('textbox', { name: '授权编号' }).blur();
    await page.getByText('请填写授权编号').waitFor();
    await page.getByRole('textbox', { name: '授权编号' }).fill('IP-2026-0815');
    await page.getByRole('textbox', { name: '售价（元）' }).fill('129');
    await page.getByRole('textbox', { name: '原价（元）' }).fill('159');
    await page.getByRole('textbox', { name: '库存数量' }).fill('12');
    await page.getByRole('button', { name: '添加属性' }).click();
    await page.getByRole('textbox', { name: '属性名1' }).fill('颜色');
    await page.getByRole('textbox', { name: '属性值1' }).fill('红/蓝/红');
    await page.getByText('同一属性的值不能重复').waitFor();
    await page.getByRole('textbox', { name: '属性值1' }).fill('红/蓝');
    await page.getByRole('button', { name: '添加属性' }).click();
    await page.getByRole('textbox', { name: '属性名2' }).fill('尺寸');
    await page.getByRole('textbox', { name: '属性值2' }).fill('大、小');
    await page.locator('input[type=file][aria-label="添加图片"]').setInputFiles([await photo(page, 'IP', '#6a1eac')]);
    await page.locator('input[type=file][aria-label="添加详情图片"]').setInputFiles([await photo(page, '详', '#3a5a40')]);
    await page.getByText('发布后立即上架').click();
    await page.locator('[data-testid=media-img][data-status=done]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=media-detail][data-status=done]').waitFor({ timeout: 30_000 });
    await look(page, 'shop-kind-goods-add-ip');

    const observer = setInterval(() => {
      void page.locator('.adm-toast-main').allTextContents().then((texts) => toasts.push(...texts), () => undefined);
    }, 100);
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => goodsCount(shop, name), { timeout: 30_000 }).toBe(1)
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}; toasts: ${toasts.join(' | ')}; the form said: ${await page.getByTestId('draft-status').textContent().catch(() => '')}`);
      });
    await expect.poll(() => toasts.includes('已发布'), { timeout: 15_000 }).toBe(true);
    clearInterval(observer);
    // Online, it went through at once: it was never only queued.
    expect(toasts.filter((t) => t.includes('已排队'))).toEqual([]);

    await page.goto(hash(PATHS.shopIpGoodsList));
    const row = page.getByTestId('goods-row').filter({ hasText: name });
    await row.waitFor({ timeout: 30_000 });
    const goodsId = (await row.getAttribute('data-goods-id'))!;
    const published = await hostGoods(shop, goodsId);
    expect(published).toMatchObject({
      kind: 'ip', kindInfo: { kind: 'ip', ipName: '星Q熊', license: 'IP-2026-0815' },
      specs: [{ name: '颜色', values: ['红', '蓝'] }, { name: '尺寸', values: ['大', '小'] }],
    });
    await expect.poll(async () => (await hostGoods(shop, goodsId)).onShelf, { timeout: 20_000 }).toBe(true);
    // On a 360 px phone the four buttons stay on one line.
    const tops = await row.locator('.shop-goods-row__actions .adm-button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await look(page, 'shop-kind-goods-ip-list');

    // 编辑 opens the IP form with its facts.
    await row.getByRole('button', { name: '编辑' }).click();
    await page.getByText('编辑IP商品').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: '授权编号' }).inputValue()).toBe('IP-2026-0815');
    expect(await page.getByRole('textbox', { name: '属性值2' }).inputValue()).toBe('大/小');
    await context.close();

    const shopper = await newPhone(browser);
    const buyer = await shopper.newPage();
    await openInstalled(buyer);
    await buyer.goto(hash(`${PATHS.starqGoodsInfo}?goodsId=${goodsId}`));
    await buyer.getByText(name).first().waitFor({ timeout: 30_000 });
    await buyer.getByText('星Q熊', { exact: true }).waitFor({ timeout: 30_000 });
    await buyer.getByText('IP-2026-0815').waitFor();
    const specs = buyer.getByTestId('goods-specs');
    expect(await specs.textContent()).toContain('颜色红 / 蓝');
    expect(await specs.textContent()).toContain('尺寸大 / 小');
    // The shop's detail picture shows on every kind's page, not only an ordinary goods' (issue 31).
    await expect.poll(() => buyer.getByTestId('goods-detail-img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await look(buyer, 'shop-kind-goods-ip-detail');
    await shopper.close();
  });

  it('the art, gold and metaverse add screens ask for their own facts, checked as the host checks them', async () => {
    const context = await newPhone(browser, 360);
    const page = await context.newPage();
    await openInstalled(page);
    await loginByPassword(page, OWNER);
    await openWorkspace(page);
    await page.goto(hash(`${PATHS.addArtGoods}?draftId=e2eart${Date.now() % 100000}`));
    await page.getByText('艺术品信息').waitFor();
    await page.getByRole('textbox', { name: '创作年份' }).fill('一九九〇');
    await page.getByRole('textbox', { name: '创作年份' }).blur();
    await page.getByText('创作年份须为整数').waitFor();
    await page.getByRole('textbox', { name: '创作年份' }).fill('1990');
    await page.getByRole('textbox', { name: '作者' }).fill('佚名');
    await expect.poll(() => page.getByText('创作年份须为整数').count()).toBe(0);
    await look(page, 'shop-kind-goods-add-art');

    await page.goto(hash(`${PATHS.addGoldGoods}?draftId=e2egold${Date.now() % 100000}`));
    await page.getByText('黄金信息').waitFor();
    await page.getByRole('textbox', { name: '克重（克）' }).fill('3.141');
    await page.getByRole('textbox', { name: '克重（克）' }).blur();
    await page.getByText('克重须为数字，最多两位小数').waitFor();
    await look(page, 'shop-kind-goods-add-gold');

    await page.goto(hash(PATHS.shopArtGoodsList));
    await page.getByTestId('draft-row').filter({ hasText: '未命名艺术品' }).first().waitFor();
    await look(page, 'shop-kind-goods-art-list');
    await page.goto(hash(PATHS.shopGoodsList));
    await page.getByText('全部类型').waitFor();
    await look(page, 'shop-kind-goods-all-list', false);
    await context.close();
  });
});
