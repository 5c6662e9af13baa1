import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { newBuyer } from './support/accounts';
import { baseUrl, launch, screenshot } from './support/browser';
import { idCardFor } from './support/withdraw';

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
    // Issue 34.12 (decision 037): the 订购人 is asked and checked as withdrawals check it, 税费 is in the total.
    const page = buyer.page;
    await page.getByTestId('orderer-fields').waitFor();
    await page.getByTestId('amount-tax').filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('姓名须为2到20个汉字').waitFor();
    const idCard = idCardFor(buyer.phone);
    await page.getByRole('textbox', { name: '真实姓名' }).fill('李海淘');
    await page.getByRole('textbox', { name: '身份证号' }).fill(`${idCard.slice(0, 17)}${idCard.endsWith('0') ? '1' : '0'}`);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('身份证号格式不正确').waitFor();
    await page.getByRole('textbox', { name: '身份证号' }).fill(idCard);
    // Offline the form keeps what was typed and still shows the tax (the same rule as the host's).
    await buyer.context.setOffline(true);
    await page.getByText(/离线/).first().waitFor();
    expect(await page.getByRole('textbox', { name: '真实姓名' }).inputValue()).toBe('李海淘');
    expect(await page.getByRole('textbox', { name: '身份证号' }).inputValue()).toBe(idCard);
    await page.getByTestId('amount-tax').filter({ hasText: /[1-9]/ }).waitFor();
    await buyer.context.setOffline(false);
    await screenshot(page, 'global-play-order');
    const total = (await page.getByTestId('order-total').textContent())!.replace(/[^\d.,]/g, '');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('收银台').waitFor({ timeout: 60_000 });
    await page.locator('.pay-counter__amount').filter({ hasText: total }).waitFor();
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
