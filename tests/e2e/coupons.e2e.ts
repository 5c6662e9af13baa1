import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newBuyer } from './support/accounts';
import { baseUrl, launch } from './support/browser';
import { look, openGoods } from './support/checkout';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

async function api<T>(token: string, page: Page, path: string): Promise<{ code: number; msg: string; data: T }> {
  return page.evaluate(async ({ path, token }) => (await fetch(path, { headers: { 'x-users-token': token } })).json(), { path, token }) as Promise<{ code: number; msg: string; data: T }>;
}
/** Goods of 99.00 or more (so 满99减5 applies and the express is free), from the host's goods pull. */
async function goodsOver99(page: Page) {
  const goods = await page.evaluate(async () => {
    const response = await fetch('/api/sync/goods/pull?limit=2000');
    return ((await response.json()) as { data: { documents: { goodsId: string; goodsName: string; goodsKind: string; stock: number; onShelf: boolean; goodsSalePrice: number }[] } }).data.documents;
  });
  return goods.find((g) => g.goodsKind === 'ordinary' && g.onShelf && g.stock >= 20 && g.goodsSalePrice >= 9900 && g.goodsSalePrice < 50_000)!;
}

describe('coupons, as a shopper uses them (issue 32)', () => {
  it('claims 满99减5 in 领券中心, sees it offline in 我的优惠券, checks out with it and pays the discounted amount', async () => {
    // A buyer of its own: the demo consumer's address book and pay password belong to checkout.e2e on a shared host.
    const { context, page, token } = await newBuyer(browser);

    await page.goto(hash('/pages/user_center/coupon/coupon_center'));
    const offer = page.getByTestId('coupon-offer').filter({ hasText: '平台满99减5元券' });
    await offer.getByRole('button', { name: '领取' }).click();
    await page.getByText('领取成功，已放入「我的优惠券」').waitFor();
    await offer.getByRole('button', { name: '已领取' }).waitFor();
    await look(page, 'coupons-center');

    await page.goto(hash('/pages/user_center/coupon/my_coupons?tab=UNUSED'));
    await page.getByTestId('my-coupon').filter({ hasText: '平台满99减5元券' }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('my-coupon').filter({ hasText: '平台满99减5元券' }).waitFor();
    await look(page, 'coupons-mine-offline');
    await context.setOffline(false);

    const goods = await goodsOver99(page);
    await openGoods(page, goods.goodsId, goods.goodsName);
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.getByTestId('chosen-address').waitFor();
    // The best choice is the new-user coupon (立减10); the buyer picks the coupon just claimed instead.
    await page.getByTestId('coupon-discount').filter({ hasText: '-¥10.00' }).waitFor();
    await page.getByTestId('coupon-row').click();
    await page.getByTestId('coupon-choice').filter({ hasText: '平台满99减5元券' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByTestId('coupon-discount').filter({ hasText: '-¥5.00' }).waitFor();
    const due = ((goods.goodsSalePrice - 500) / 100).toFixed(2);
    await page.getByTestId('order-total').filter({ hasText: due }).waitFor();
    await look(page, 'coupons-fill-in');
    await page.getByRole('button', { name: '提交订单' }).click();

    await page.getByText('收银台').waitFor();
    await page.getByText(due).first().waitFor();
    await look(page, 'coupons-pay-counter');
    await page.getByText('微信支付').click();
    await page.getByRole('button', { name: /^确认支付/ }).click();
    await page.locator('.pay-weixin .adm-button').click();
    await page.getByText('支付成功').waitFor();

    const orders = await api<{ list: { orderId: string; total: number; couponDiscount: number; status: string }[] }>(token, page, '/api/memberorder/memberorder/userorderlist?status=UNDELIVERED&pageSize=50');
    expect(orders.data.list[0]).toMatchObject({ total: goods.goodsSalePrice - 500, couponDiscount: 500, status: 'UNDELIVERED' });
    await page.goto(hash('/pages/user_center/coupon/my_coupons?tab=USED'));
    await page.getByTestId('my-coupon').filter({ hasText: '已优惠¥5.00' }).waitFor();
    await context.close();
  }, 300_000);
});
