import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newBuyer } from './support/accounts';
import { baseUrl, launch, screenshot } from './support/browser';
import { hostAnswer } from './support/host';

// Issue 34, defect 2: digital goods are issued, not sent. A new shopper buys a collectible (数字藏品): the fill-in order
// asks for no address and charges no express fee, and once paid (the sandbox WeChat cashier) the order is 已完成 with
// no 申请退款 and no 查看物流.
const hash = (path: string) => `${baseUrl()}/#${path}`;

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

interface PulledGoods { goodsId: string; goodsName: string; goodsKind: string; onShelf: boolean; stock: number; goodsSalePrice: number }

describe('virtual goods, as a new shopper buys them', () => {
  it('buys a collectible with no address row and no express fee, and the order ends 已完成 with no refund offered', async () => {
    const { page, context, token } = await newBuyer(browser);
    const goods = await page.evaluate(async () => {
      const response = await fetch('/api/sync/goods/pull?limit=2000');
      const docs = ((await response.json()) as { data: { documents: PulledGoods[] } }).data.documents;
      return docs.filter((g) => g.goodsKind === 'nft' && g.onShelf && g.stock > 0).sort((x, y) => x.goodsSalePrice - y.goodsSalePrice)[0]!;
    });
    const price = (goods.goodsSalePrice / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    await page.goto(hash(`/pages/function/nft-goods-info/nft-goods-info?goodsId=${goods.goodsId}`));
    await page.getByText('登录成功').waitFor({ state: 'hidden' });
    await page.getByTestId('kind-buy').click();
    await page.getByText('确认订单').waitFor();
    await page.getByTestId('virtual-hint').waitFor();
    await page.getByTestId('order-group').filter({ hasText: goods.goodsName }).waitFor();
    await screenshot(page, 'virtual-play-order');
    // The hint itself says 无需收货地址和运费: the rest of the form must name neither.
    const hint = (await page.getByTestId('virtual-hint').textContent()) ?? '';
    const form = ((await page.locator('.kind-play-order').textContent()) ?? '').replace(hint, '');
    expect(await page.getByTestId('chosen-address').count()).toBe(0);
    expect(form).not.toContain('收货地址');
    expect(form).not.toContain('运费');
    expect(form).not.toContain('¥8.00');
    expect(form).toContain(price);

    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('收银台').waitFor();
    await page.getByText('微信支付').click();
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.getByRole('button', { name: '确认支付（沙箱）' }).click();
    await page.waitForURL(/pay-finish-order/);

    const orders = await hostAnswer<{ list: { orderId: string; status: string; expressFee: number; total: number }[] }>(
      '/api/memberorder/memberorder/userorderlist?pageSize=10', token);
    const [order] = orders.data.list;
    expect(order).toMatchObject({ status: 'COMPLETED', expressFee: 0, total: goods.goodsSalePrice });

    await page.goto(hash(`/pages/user_center/order_form/order_details?orderId=${order!.orderId}`));
    await page.getByTestId('order-status').filter({ hasText: '已完成' }).waitFor();
    await page.getByTestId('order-actions').waitFor();
    await screenshot(page, 'virtual-order-completed');
    expect(await page.getByTestId('order-address').count()).toBe(0);
    const detail = (await page.locator('.order-details').textContent()) ?? '';
    for (const absent of ['运费', '申请退款', '申请售后', '查看物流', '待发货']) expect(detail).not.toContain(absent);

    await page.goto(hash('/pages/user_center/order_form/order_form?status=COMPLETED'));
    await page.getByTestId('order-card').filter({ hasText: goods.goodsName }).filter({ hasText: '已完成' }).waitFor();
    await context.close();
  });
});
