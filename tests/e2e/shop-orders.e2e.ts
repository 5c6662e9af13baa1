import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, openInstalled, screenshot, uniquePhone } from './support/browser';
import { pickGoods, userToken } from './support/checkout';
import { addBuyerAddress, applyReturn, balanceOf, orderTotal, paidOrder, sendBack } from './support/orders';
import { sidewaysOverflow } from './support/routes';
import { openWorkspace, OWNER } from './support/shop-goods';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;
const card = (page: Page, orderId: string) => page.locator(`[data-testid=shop-order-card][data-order-id="${orderId}"]`);

async function pickCarrier(page: Page, name: string): Promise<void> {
  await page.getByTestId('express-company').click();
  await page.locator('.adm-picker-view-column-item', { hasText: name }).click();
  await page.waitForTimeout(400);
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await page.getByTestId('express-company').filter({ hasText: name }).waitFor();
  await page.locator('.adm-picker-popup .adm-mask').waitFor({ state: 'hidden' });
}

describe('a shop owner runs orders and after-sales (issue 13)', () => {
  it('ships offline, decides a return and refunds; the buyer sees each step at once', async () => {
    const buyerPhone = uniquePhone();
    const buyerContext = await newPhone(browser);
    const buyer = await buyerContext.newPage();
    await buyer.goto(hash(PATHS.login));
    await loginBySms(buyer, buyerPhone);
    const token = await userToken(buyer);
    const goods = await pickGoods(buyer, 'S0001');
    const addressId = await addBuyerAddress(token);
    const shipped = await paidOrder(token, goods, addressId);
    const returned = await paidOrder(token, goods, addressId);

    const ownerContext = await newPhone(browser);
    const owner = await ownerContext.newPage();
    await openInstalled(owner);
    await loginByPassword(owner, OWNER);
    await openWorkspace(owner);
    await owner.getByTestId('entry-shop-orders').filter({ hasText: '待发货' }).waitFor();
    await owner.getByTestId('entry-shop-orders').click();
    await card(owner, shipped).waitFor();
    await owner.getByPlaceholder('搜索订单号、买家或商品').fill(shipped.slice(-6));
    await expect.poll(() => owner.getByTestId('shop-order-card').count()).toBe(1);
    await expect.poll(() => card(owner, shipped).textContent()).toContain(buyerPhone.slice(-4));
    await screenshot(owner, 'shop-orders-list');

    // Offline: the delivery is queued and the order shows it pending; online it is sent once.
    await ownerContext.setOffline(true);
    await card(owner, shipped).getByRole('button', { name: '发货' }).click();
    await owner.getByTestId('shop-order-card').waitFor();
    await owner.getByTestId('express-submit').click();
    await owner.locator('.adm-auto-center-content', { hasText: '请选择快递公司' }).waitFor();
    await pickCarrier(owner, '中通快递');
    await owner.getByRole('textbox', { name: '快递单号' }).fill('ZT8800012345');
    await screenshot(owner, 'shop-order-delivery');
    await owner.getByTestId('express-submit').click();
    await owner.getByText('已保存，联网后自动发货').waitFor();
    // The list opened on 待发货; the queued delivery has moved the order to 已发货.
    await owner.getByRole('tab', { name: /已发货/ }).click();
    await card(owner, shipped).getByTestId('shop-order-pending').waitFor();
    expect(await card(owner, shipped).getByTestId('shop-order-status').textContent()).toBe('已发货');
    await screenshot(owner, 'shop-orders-pending');
    await ownerContext.setOffline(false);
    await card(owner, shipped).getByTestId('shop-order-pending').waitFor({ state: 'detached', timeout: 30_000 });

    await buyer.goto(hash(`${PATHS.orderDetails}?orderId=${shipped}`));
    await buyer.getByTestId('order-status').filter({ hasText: '已发货' }).waitFor();
    await buyer.getByText('中通快递 ZT8800012345', { exact: true }).click();
    await buyer.getByText('商家已发货，中通快递 运单号 ZT8800012345').waitFor();
    await buyer.goto(hash(`${PATHS.orderDetails}?orderId=${shipped}`));
    await buyer.getByRole('button', { name: '确认收货' }).click();
    await buyer.getByRole('button', { name: '确定' }).click();
    await buyer.getByTestId('order-status').filter({ hasText: '已完成' }).waitFor();

    // The second order: shipped from its detail, returned by the buyer, received and refunded by the owner.
    await owner.goto(hash(`${PATHS.shopOrderDetails}?orderId=${returned}`));
    await owner.getByTestId('shop-order-address').filter({ hasText: '科技园南路88号' }).waitFor();
    await owner.getByRole('button', { name: '去发货' }).click();
    await pickCarrier(owner, '顺丰速运');
    await owner.getByRole('textbox', { name: '快递单号' }).fill('SF8800012345');
    await owner.getByTestId('express-submit').click();
    // Online the host answers at once: the toast says it is shipped, and the order is not left pending.
    await owner.locator('.adm-auto-center-content', { hasText: /^已发货$/ }).waitFor();
    await owner.getByTestId('shop-order-status').filter({ hasText: '已发货' }).waitFor();
    expect(await owner.getByTestId('shop-order-pending').count()).toBe(0);
    const paidBalance = await balanceOf(token);
    // The whole payment comes back (express fee too), so the buyer's order reads 已退款 whichever goods was picked.
    const paid = await orderTotal(token, returned);
    const afterSalesId = await applyReturn(token, returned, paid);

    await owner.goto(hash(PATHS.shopAfterSales));
    await owner.locator(`[data-after-sales-id="${afterSalesId}"]`).click();
    await owner.getByTestId('shop-after-sales-status').filter({ hasText: '待商家审核' }).waitFor();
    await owner.getByRole('button', { name: '拒绝申请' }).click();
    await owner.getByText('请填写原因').waitFor();
    await owner.getByPlaceholder('请填写原因，买家可见').fill('请寄回时保持包装完整');
    await screenshot(owner, 'shop-after-sales-decide');
    await owner.getByRole('button', { name: '同意申请' }).click();
    await owner.getByTestId('shop-after-sales-status').filter({ hasText: '商家已同意' }).waitFor();
    await buyer.goto(hash(`${PATHS.salesDetails}?afterSalesId=${afterSalesId}`));
    await buyer.getByTestId('after-sales-status').filter({ hasText: '商家已同意' }).waitFor();

    await sendBack(token, afterSalesId);
    await owner.reload();
    await owner.getByTestId('shop-after-sales-status').filter({ hasText: '买家已退货' }).waitFor();
    await owner.getByText('圆通速递 YT9900012345', { exact: true }).waitFor();
    await owner.getByRole('button', { name: '确认收到退货' }).click();
    await owner.getByTestId('shop-after-sales-status').filter({ hasText: '商家已收货' }).waitFor();
    await owner.getByRole('button', { name: '同意退款' }).click();
    await owner.getByRole('button', { name: '确定' }).click();
    await owner.getByTestId('shop-after-sales-status').filter({ hasText: '售后完成' }).waitFor();
    await expect.poll(() => owner.getByTestId('negotiate-step').count()).toBe(6);
    await screenshot(owner, 'shop-after-sales-done');

    expect(await balanceOf(token)).toBe(paidBalance + paid);
    await buyer.goto(hash(`${PATHS.orderDetails}?orderId=${returned}`));
    await buyer.getByTestId('order-status').filter({ hasText: '已退款' }).waitFor();
    expect(await buyer.getByTestId('order-actions').getByRole('button', { name: '确认收货', exact: true }).count()).toBe(0);

    // At the narrowest phone the spec's layouts allow, nothing of the owner's screens scrolls sideways.
    await owner.setViewportSize({ width: 320, height: 640 });
    for (const path of [`${PATHS.shopOrderForm}?tab=`, `${PATHS.shopOrderDetails}?orderId=${returned}`, PATHS.shopAfterSales,
      `${PATHS.shopAfterSalesDetail}?afterSalesId=${afterSalesId}`, `${PATHS.shopOrderLogistics}?orderId=${shipped}`]) {
      await owner.goto(hash(path));
      await owner.locator('.adm-nav-bar').first().waitFor();
      await owner.waitForTimeout(300);
      expect(await sidewaysOverflow(owner), path).toBe(0);
    }
    await screenshot(owner, 'shop-orders-320');
    await ownerContext.close();
    await buyerContext.close();
  });
});
