import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, loginBySms, newPhone, openInstalled, uniquePhone } from './support/browser';
import { addedToCart, look, openGoods, pickGoods } from './support/checkout';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

function hostOrders(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/memberorder/memberorder/userorderlist?pageSize=50', { headers: { 'x-users-token': localStorage.getItem('usersToken') ?? '' } });
    return ((await response.json()) as { data: { list: { orderId: string; checkoutId: string; status: string }[] } }).data.list;
  });
}

describe('an order composed offline (RELIABILITY 1, 2, 15)', () => {
  it('is kept as 待提交 and created exactly once when the network returns', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await openInstalled(page);
    await page.goto(hash('/pages/main/login/login'));
    await loginBySms(page, uniquePhone());

    const first = await pickGoods(page, 'S0002');
    const second = await pickGoods(page, 'S0003');
    await openGoods(page, first.goodsId, first.goodsName);
    await openGoods(page, second.goodsId, second.goodsName);
    await page.goto(hash('/pages/user_center/receipt-addr/receipt-addr'));
    await page.getByText('还没有收货地址').waitFor();
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.getByRole('textbox', { name: '收货人' }).fill('王离线');
    await page.getByRole('textbox', { name: '手机号码' }).fill('13712345678');
    await page.getByText('请选择省/市/区').click();
    for (const name of ['浙江省', '杭州市', '西湖区']) await page.locator('.region-picker .adm-list-item', { hasText: name }).click();
    await page.getByRole('textbox', { name: '详细地址' }).fill('文三路100号');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('address-card').filter({ hasText: '王离线' }).waitFor();
    await expect.poll(() => page.getByTestId('address-card').filter({ hasText: '待同步' }).count()).toBe(0);

    await context.setOffline(true);
    for (const goods of [first, second]) {
      await openGoods(page, goods.goodsId, goods.goodsName);
      await page.getByRole('button', { name: '加入购物车' }).click();
      await addedToCart(page);
    }
    await page.goto(hash('/pages/main/cart/cart'));
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    await page.getByRole('button', { name: /^结算/ }).click();
    await page.getByText('填写订单').waitFor();
    await page.getByTestId('chosen-address').filter({ hasText: '王离线' }).waitFor();
    await expect.poll(() => page.getByTestId('order-group').count()).toBe(2);
    await page.getByText('当前处于离线状态').first().waitFor();
    await look(page, 'checkout-offline-play-order');
    await page.getByRole('button', { name: '提交订单' }).click();

    await page.getByText('我的订单').waitFor();
    const pendingCard = page.getByTestId('order-card').filter({ hasText: '待提交' });
    await pendingCard.waitFor();
    await page.reload();
    await pendingCard.waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(1);
    await look(page, 'checkout-offline-pending');

    await context.setOffline(false);
    await expect.poll(() => pendingCard.count(), { timeout: 30_000 }).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-card').filter({ hasText: '待付款' }).count(), { timeout: 15_000 }).toBe(2);
    const orders = await hostOrders(page);
    expect(orders).toHaveLength(2);
    expect(new Set(orders.map((o) => o.checkoutId)).size).toBe(1);
    expect(orders.every((o) => o.status === 'UNPAID')).toBe(true);
    await look(page, 'checkout-offline-created');
    await context.close();
  });
});
