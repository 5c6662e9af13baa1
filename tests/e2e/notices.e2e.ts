import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginBySms, newPhone, openInstalled, screenshot, uniquePhone } from './support/browser';
import { hostLogin, pickGoods, shopCall, userToken } from './support/checkout';
import { addBuyerAddress, paidOrder } from './support/orders';
import { OWNER } from './support/shop-goods';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

describe('notices on the live channel (issue 15, decision 013)', () => {
  it('a buyer with the app open hears at once that the shop shipped, finds it in 消息通知 and opens the order from it', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await page.goto(hash(PATHS.login));
    await loginBySms(page, uniquePhone());
    const token = await userToken(page);
    const goods = await pickGoods(page, 'S0001');
    const orderId = await paidOrder(token, goods, await addBuyerAddress(token));

    await page.goto(hash(PATHS.mine));
    await page.getByTestId('mine-notices').click();
    await page.getByText('暂无消息').waitFor();

    const owner = await hostLogin(OWNER);
    const shipped = await shopCall(owner, '/api/shoporder/shoporder/orderdelivery', { orderId, expressCompany: '顺丰速运', expressNo: 'SF5566778899' });
    expect(shipped.code, shipped.msg).toBe(0);

    await page.getByText('您的订单已发货：顺丰速运 SF5566778899').waitFor({ timeout: 10_000 });
    const item = page.getByTestId('notice-item');
    await item.filter({ hasText: '【订单物流】您的订单已发货' }).waitFor();
    await screenshot(page, 'notices');

    // Offline the list is still there: the notices are in the device's store.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('notice-item').first().waitFor();
    await context.setOffline(false);

    await page.getByTestId('notice-item').first().click();
    await page.waitForURL((url) => url.hash.includes(PATHS.orderDetails) && url.hash.includes(orderId));
    await context.close();
  }, 120_000);
});
