import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { newBuyer } from './support/accounts';
import { baseUrl, launch, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

describe('global purchase payment (issue 17, spec §2 pay-finish-global)', () => {
  it('a new user buys a 海外直邮 goods now, pays at the WeChat cashier and lands on the global payment result', async () => {
    const buyer = await newBuyer(browser);
    const goodsId = await buyer.page.evaluate(async () => {
      const response = await fetch('/api/sync/goods/pull?limit=2000');
      const documents = ((await response.json()) as { data: { documents: { goodsId: string; goodsKind: string; onShelf: boolean; stock: number }[] } }).data.documents;
      return documents.find((g) => g.goodsKind === 'global' && g.onShelf && g.stock > 0)!.goodsId;
    });
    await buyer.page.goto(`${baseUrl()}/#${PATHS.goodsInfo}?goodsId=${goodsId}`);
    await buyer.page.getByRole('button', { name: '立即购买' }).click();
    await buyer.page.getByText('填写订单').waitFor();
    // The address newBuyer adds reaches the phone by sync: submitting before it does only toasts 请添加收货地址.
    await buyer.page.getByTestId('chosen-address').waitFor();
    await buyer.page.getByRole('button', { name: '提交订单' }).click();
    await buyer.page.getByText('收银台').waitFor({ timeout: 60_000 });
    await buyer.page.getByText('微信支付').click();
    await buyer.page.getByRole('button', { name: /^确认支付/ }).click();
    await buyer.page.locator('.pay-weixin .adm-button').click();
    await buyer.page.getByTestId('cross-border-note').waitFor();
    expect(buyer.page.url()).toContain(PATHS.payFinishGlobal);
    await buyer.page.getByText('支付成功').waitFor();
    await screenshot(buyer.page, 'global-pay-finish');
    await buyer.page.getByRole('button', { name: '继续逛全球购' }).click();
    await expect.poll(() => buyer.page.url()).toContain(PATHS.globalPurchase);
    await buyer.context.close();
  });
});
