import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, newPhone, openInstalled } from './support/browser';
import { hostLogin, pickGoods, shopCall } from './support/checkout';
import { addBuyerAddress, paidOrder } from './support/orders';
import { openWorkspace } from './support/shop-goods';
import { sidewaysOverflow } from './support/routes';

/** The demo administrator (server/test-support/wallet.ts ADMIN_PHONE), password Starq@2026. */
const ADMIN = '13800000003';
const REASON = '商品描述与实物不符';
const SHOTS = '/tmp/company-finance';
/** Not the demo consumer 13800000001: checkout.e2e expects that account to have no address on a fresh server. */
const CONSUMER = '13800000006';
/** The owner of 星Q官方旗舰店 (S0001), whose goods the administrator takes off. */
const SHOP_OWNER = '13800000002';
/** 华强数码 (S0002): its owner delivers the consumer's order. */
const OWNER = '13800000004';
const fen = (text: string | null) => Math.round(Number((text ?? '').replace(/[¥,\s]/g, '')) * 100);
const hash = (path: string) => `${baseUrl()}/#${path}`;

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

/** A phone-sized screenshot once the toasts of the steps before have gone; the screen must not scroll sideways. */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  expect(await sidewaysOverflow(page), name).toBe(0);
}

async function searchAsShopper(page: Page, keyword: string): Promise<void> {
  await page.goto(hash(PATHS.search));
  const box = page.getByPlaceholder('搜索商品名称');
  await box.fill(keyword);
  await box.press('Enter');
}

/** `ready` names a mark only the screen at `path` shows: the previous share screen's marks stay until the next one loads. */
async function setShare(page: Page, path: string, percent: string, ready: string): Promise<void> {
  await page.goto(hash(path));
  await page.getByTestId(ready).waitFor();
  await page.getByRole('textbox', { name: '分成比例（%）' }).fill(percent);
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('dialog').getByText('仅对此后支付的订单生效').waitFor();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('分成比例已更新').waitFor();
}

describe('the administrator runs goods, shares and finance (issue 14)', () => {
  it('takes goods off the shelf with a reason (it leaves search), sets the shares to 5% and 3% (a purchase then pays 97% and 3%), opens finance with its chart', async () => {
    const shopperContext = await newPhone(browser);
    const shopper = await shopperContext.newPage();
    await openInstalled(shopper);
    const goods = await pickGoods(shopper, 'S0001');
    await searchAsShopper(shopper, goods.goodsName);
    await shopper.locator('.goods-card').filter({ hasText: goods.goodsName }).first().waitFor();

    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await loginByPassword(page, ADMIN);

    // Goods: find it, take it off with a reason; its history shows the action.
    await page.goto(hash(PATHS.companyGoods));
    await page.getByTestId('company-goods-row').first().waitFor();
    await shot(page, 'company-goods');
    const search = page.getByPlaceholder('搜索商品名称');
    await search.fill(goods.goodsName);
    await search.press('Enter');
    const row = page.getByTestId('company-goods-row').filter({ hasText: goods.goodsName }).first();
    await row.click();
    const sheet = page.getByTestId('goods-sheet');
    await sheet.getByRole('button', { name: '下架' }).click();
    await page.getByRole('button', { name: '确认下架' }).click();
    await page.getByText('请填写下架原因', { exact: true }).waitFor();
    await page.getByPlaceholder('请填写下架原因（店铺可见，1–100字）').fill(REASON);
    await page.getByRole('button', { name: '确认下架' }).click();
    await page.getByText('已下架，该商品已从搜索中移除').waitFor();
    await sheet.getByText(`下架原因：${REASON}`).first().waitFor();
    await sheet.getByTestId('action-log-row').filter({ hasText: '平台下架' }).waitFor();
    await sheet.getByRole('button', { name: '恢复上架' }).waitFor();
    await shot(page, 'company-goods-off');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('tab', { name: '平台下架' }).click();
    await page.getByTestId('company-goods-row').filter({ hasText: goods.goodsName }).first().waitFor();

    // The platform-wide log has it too, under 商品 (issue 33.9).
    await page.goto(hash(PATHS.companyManage));
    await page.getByTestId('entry-action-log').click();
    await page.getByTestId('admin-action-row').filter({ hasText: '平台下架' }).filter({ hasText: goods.goodsId }).first().waitFor();
    await page.getByRole('tab', { name: '商品', exact: true }).click();
    await page.getByTestId('admin-action-row').filter({ hasText: REASON }).first().waitFor();
    await shot(page, 'company-action-log');

    // It leaves the host's search at once; a shopper's device drops its copy at its next catalogue pull (here: the app's start).
    const hostHits = await shopper.evaluate(async (keyword) => {
      const answer = await fetch('/api/searchManage/getGoodsList', {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-app-flag': 'H5' }, body: JSON.stringify({ keyword }),
      });
      return ((await answer.json()) as { data: { goodsList: { goodsId: string }[] } }).data.goodsList.map((g) => g.goodsId);
    }, goods.goodsName);
    expect(hostHits).not.toContain(goods.goodsId);
    await shopper.reload();
    await searchAsShopper(shopper, goods.goodsName);
    await expect.poll(() => shopper.locator('.goods-card').filter({ hasText: goods.goodsName }).count(), { timeout: 20_000 }).toBe(0);
    await shot(shopper, 'shopper-search-after');
    await shopperContext.close();

    // Its owner sees why, and cannot put it back.
    const ownerContext = await newPhone(browser);
    const owner = await ownerContext.newPage();
    await loginByPassword(owner, SHOP_OWNER);
    await openWorkspace(owner);
    await owner.goto(hash(PATHS.shopGoodsList));
    await owner.getByPlaceholder('搜索商品名称').fill(goods.goodsName);
    const ownRow = owner.locator(`[data-goods-id="${goods.goodsId}"]`);
    await ownRow.getByTestId('off-shelf-reason').filter({ hasText: REASON }).waitFor({ timeout: 30_000 });
    expect(await ownRow.getByRole('button', { name: '上架' }).isDisabled()).toBe(true);
    await shot(owner, 'owner-goods-reason');
    await ownerContext.close();

    // Shares: the platform 5%, shop S0002 3%.
    await page.goto(hash(PATHS.financeScale));
    await page.getByTestId('shop-scale-row').first().waitFor();
    await shot(page, 'finance-scale');
    await setShare(page, PATHS.companyFinanceScale, '5', 'scale-current');
    await expect.poll(() => page.getByTestId('scale-current').textContent()).toContain('5%');
    await page.getByTestId('action-log-row').first().waitFor();
    await shot(page, 'company-finance-scale');
    await setShare(page, `${PATHS.shopFinanceScale}?shopId=S0002`, '3', 'scale-effective');
    await expect.poll(() => page.getByTestId('scale-effective').textContent()).toBe('3%');
    await page.getByTestId('action-log-row').filter({ hasText: '跟随平台 → 3%' }).waitFor();
    await shot(page, 'shop-finance-scale');

    // Finance: figures from the ledger and the chart. A consumer buys from 华强数码; after completion the shop is
    // credited 97% and the platform 3% (the figures move by exactly that).
    await page.goto(hash(`${PATHS.companyFinance}?status=PENDING`));
    await page.getByTestId('finance-chart').locator('canvas').waitFor();
    const figure = async (name: string) => fen(await page.getByTestId(`figure-${name}`).locator('strong').textContent());
    await expect.poll(() => page.getByTestId('figure-revenue').textContent()).toMatch(/¥/);
    const before = { revenue: await figure('revenue'), shopIncome: await figure('shopIncome') };
    const buyer = await hostLogin(CONSUMER);
    const bought = await pickGoods(page, 'S0002');
    const orderId = await paidOrder(buyer.token, bought, await addBuyerAddress(buyer.token));
    const sent = await shopCall(await hostLogin(OWNER), '/api/shoporder/shoporder/orderdelivery', { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' });
    expect(sent.code, sent.msg).toBe(0);
    const received = await shopCall(buyer, '/api/memberorder/memberorder/userconfirmreceipt', { orderId });
    expect(received.code, received.msg).toBe(0);
    await page.reload();
    await expect.poll(() => figure('revenue'), { timeout: 20_000 }).not.toBe(before.revenue);
    const platformGot = await figure('revenue') - before.revenue;
    const shopGot = await figure('shopIncome') - before.shopIncome;
    const total = platformGot + shopGot;
    expect(total).toBeGreaterThanOrEqual(bought.goodsSalePrice);
    expect(platformGot).toBe(Math.floor(total * 300 / 10_000));
    await page.getByTestId('figure-paid').click();
    await shot(page, 'finance');
    await page.getByText('按月').click();
    await page.getByTestId('finance-chart').locator('canvas').waitFor();
    await shot(page, 'finance-month');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('data-age').first().waitFor();
    await page.getByTestId('finance-chart').locator('canvas').waitFor();
    await shot(page, 'finance-offline');
    await context.setOffline(false);

    // The company's details: edited, then read with their history.
    await page.goto(hash(PATHS.company));
    await page.getByTestId('company-name').waitFor();
    await shot(page, 'company');
    await page.goto(hash(PATHS.companyEdit));
    await page.getByRole('textbox', { name: '联系人' }).fill('李经理');
    await page.getByRole('textbox', { name: '联系电话' }).fill('13912345678');
    await page.getByRole('textbox', { name: '公司地址' }).fill('深圳市南山区科技园路1号');
    await shot(page, 'company-edit');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('公司信息已保存').waitFor();
    await page.getByTestId('company-info').getByText('李经理').waitFor();
    await page.getByTestId('action-log-row').filter({ hasText: '修改公司信息' }).waitFor();
    await shot(page, 'company-info');
    await context.close();
  });
});
