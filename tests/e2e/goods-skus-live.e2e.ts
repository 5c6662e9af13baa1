import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { newBuyer } from './support/accounts';
import { baseUrl, launch, loginByPassword, newPhone, openInstalled } from './support/browser';
import { hostLogin, look } from './support/checkout';
import { hostGet, hostPost } from './support/host';
import { chooseSpec, specSheet } from './support/spec-sheet';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;
/** The seeded T-shirt of 杭州锦绣服饰旗舰店 (server/db/seed/sku-goods.ts): 红/白/黑 × S/M/L/XL at ¥39–59. */
const TSHIRT = 'GS0001';
const TSHIRT_SHOP_OWNER = '13800000005';


type Room = { roomId: string; status: string };

/** The T-shirt's shop opens a room showing it (no stream is needed to show goods); a room left open by a run before is ended. */
async function roomWithTshirt(token: string): Promise<string> {
  const mine = await hostGet<{ list: Room[] }>('/api/live/liveitem/mine?page=1&pageSize=20', token);
  for (const room of mine.list.filter((r) => r.status === 'OPEN')) await hostPost('/api/live/liveitem/end', token, { roomId: room.roomId });
  const [liveClass] = await hostGet<{ id: string }[]>('/api/live/liveclass/list');
  const opened = await hostPost<{ room: Room }>('/api/live/liveitem/open', token, { title: '锦绣T恤上新', classId: liveClass!.id, goodsIds: [TSHIRT] });
  return opened.room.roomId;
}

describe('goods sold by specification beyond the detail page (issue 31)', () => {
  it("a new shopper buys a chosen SKU from a live room's 去购买, and the shop sees and ships that SKU", async () => {
    const owner = await hostLogin(TSHIRT_SHOP_OWNER);
    const roomId = await roomWithTshirt(owner.token);
    try {
      const { page, context } = await newBuyer(browser);
      await page.goto(hash(`${PATHS.liveRoom}?roomId=${roomId}`));
      await page.getByTestId('live-goods-open').click();
      const goods = page.getByTestId('live-goods').filter({ hasText: 'T恤' });
      await goods.getByRole('button', { name: '去购买' }).click();
      // The room's list holds cards only: the sheet opens from the goods' detail, nothing chosen.
      await specSheet(page).getByTestId('spec-sheet').waitFor();
      expect(await specSheet(page).getByTestId('spec-sheet-chosen').innerText()).toBe('请选择 颜色 尺码');
      await chooseSpec(page, '白色', 'XL');
      expect(await specSheet(page).getByTestId('spec-sheet-price').innerText()).toContain('59.00');
      await look(page, 'goods-skus-live-sheet');
      await specSheet(page).getByTestId('spec-sheet-confirm').click();
      await page.getByText('填写订单').waitFor();
      await expect.poll(() => page.getByTestId('line-spec').innerText()).toBe('白色 / XL');
      await page.getByTestId('chosen-address').waitFor();
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.getByText('收银台').waitFor({ timeout: 60_000 });
      await page.getByText('微信支付').click();
      await page.getByRole('button', { name: /^确认支付/ }).click();
      await page.locator('.pay-weixin .adm-button').click();
      await page.getByText('支付成功').waitFor();
      await page.goto(hash(`${PATHS.orderForm}?status=`));
      await page.getByTestId('order-card').first().click();
      await page.waitForURL(/order_details\?orderId=/);
      const orderId = new URL(page.url().replace('/#/', '/')).searchParams.get('orderId')!;
      await context.close();

      // The shop's order view shows the specification as bought, and ships it.
      const shopPhone = await newPhone(browser);
      const shop = await shopPhone.newPage();
      await openInstalled(shop);
      await loginByPassword(shop, TSHIRT_SHOP_OWNER);
      await shop.goto(hash(`${PATHS.shopOrderDetails}?orderId=${orderId}`));
      await shop.getByTestId('shop-order-address').waitFor({ timeout: 30_000 });
      await expect.poll(() => shop.getByTestId('line-spec').innerText()).toBe('白色 / XL');
      await look(shop, 'goods-skus-shop-order');
      await shop.getByRole('button', { name: '去发货' }).click();
      await shop.getByTestId('express-company').click();
      await shop.locator('.adm-picker-view-column-item', { hasText: '顺丰速运' }).click();
      await shop.waitForTimeout(400);
      await shop.locator('.adm-picker-header-button', { hasText: '确定' }).click();
      await shop.locator('.adm-picker-popup .adm-mask').waitFor({ state: 'hidden' });
      await shop.getByRole('textbox', { name: '快递单号' }).fill('SF3100012345');
      await shop.getByTestId('express-submit').click();
      await shop.getByTestId('shop-order-status').filter({ hasText: '已发货' }).waitFor({ timeout: 30_000 });
      expect(await shop.getByTestId('line-spec').innerText()).toBe('白色 / XL');
      await look(shop, 'goods-skus-shop-shipped');
      await shopPhone.close();
    } finally {
      await hostPost('/api/live/liveitem/end', owner.token, { roomId }).catch(() => undefined);
    }
  });

  it('offline, 加入购物车 of a goods sold by specification whose detail the phone never stored says why it cannot', async () => {
    const { page, context } = await newBuyer(browser);
    await page.goto(hash('/pages/star_q/good_shop/index?shopsId=S0003'));
    const card = page.locator('.shop-goods [data-testid="goods-card"]', { hasText: '星Q纯棉圆领短袖T恤' });
    await expect.poll(() => card.getByTestId('card-price').innerText(), { timeout: 20_000 }).toMatch(/39\.00\s*起/);
    await context.setOffline(true);
    await page.evaluate(() => dispatchEvent(new Event('offline')));
    await card.click();
    await page.locator('.goods-info__name', { hasText: 'T恤' }).waitFor();
    await page.getByRole('button', { name: '加入购物车' }).click();
    // The card's range shows where the detail would (it is not stored).
    await expect.poll(() => page.getByTestId('goods-price').innerText()).toMatch(/39\.00\s*–\s*¥?59\.00/);
    await page.getByText('该商品需选择规格，离线状态下无法读取规格，请联网后再试').waitFor();
    expect(await page.getByTestId('spec-sheet').count()).toBe(0);
    await look(page, 'goods-skus-offline-not-stored');
    // Online again, the detail is read and the sheet opens.
    await context.setOffline(false);
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await page.reload();
    await expect.poll(() => page.getByTestId('spec-row').innerText(), { timeout: 20_000 }).toContain('请选择 颜色 尺码');
    await page.getByRole('button', { name: '加入购物车' }).click();
    await specSheet(page).getByTestId('spec-sheet').waitFor();
    await context.close();
  });
});
