import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newBuyer } from './support/accounts';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, openInstalled, screenshot, uniquePhone } from './support/browser';
import { pickGoods } from './support/checkout';
import { addBuyerAddress, paidOrder } from './support/orders';
import { sidewaysOverflow } from './support/routes';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const open = (page: Page, path: string) => page.goto(`${baseUrl()}/#${path}`);

/** A finger's upward swipe on the swiper (its drag listens to touches only), sent as touch input through CDP. */
async function swipeUp(page: Page) {
  const box = (await page.locator('.shop-swiper').boundingBox())!;
  const x = Math.round(box.x + box.width / 2);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x, y: Math.round(y) }] });
  // Over more than half the slide, so the swiper turns on the distance alone, whatever speed a loaded machine gives the moves.
  await touch('touchStart', box.y + box.height * 0.8);
  for (let step = 1; step <= 8; step++) await touch('touchMove', box.y + box.height * (0.8 - step * 0.075));
  await touch('touchEnd');
  await cdp.detach();
}

/** The top of the nth shop slide on screen (the swiper moves its track). */
const slideTop = async (page: Page, n: number) => (await page.getByTestId('shop-slide').nth(n).boundingBox())?.y ?? 9999;

describe('the spec\'s three screens without an equivalent (issue 34)', () => {
  it('a new user opens 星Q自营, 分类\'s 热卖推荐 and 团拍会场, swipes through shops and reads footprints by day, all again offline', async () => {
    const context = await newPhone(browser, 320, { hasTouch: true });
    const page = await context.newPage();
    await openInstalled(page);
    await open(page, '/pages/main/login/login');
    await loginBySms(page, uniquePhone());

    // the spec's calls selplathomepageinfo (星Q自营 from the home) and getSecondGoodsClassRecommondList (分类's 热卖推荐)
    await open(page, '/pages/menu-page/star_q/star-index');
    await page.getByTestId('open-plat-home').click();
    await page.getByTestId('plat-shop').first().waitFor();
    await page.getByTestId('goods-card').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'spec-plat-home');
    await open(page, '/pages/star_q/goods_class/goods-class');
    await page.getByTestId('class-recommend-goods').first().waitFor();
    await page.getByTestId('class-recommend').scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'spec-class-recommend');

    // star_q/goods_group/goods_group from the group-buy tab
    await open(page, '/pages/menu-page/star_q/group-buy');
    await page.getByTestId('open-goods-group').click();
    await expect.poll(() => page.url()).toContain('/pages/star_q/goods_group/goods_group');
    await page.getByTestId('hall-auctions').waitFor();
    await page.getByTestId('hall-my-groups').waitFor();
    await page.getByTestId('group-goods-card').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'spec-goods-group');
    await page.getByTestId('hall-auctions').click();
    await expect.poll(() => page.url()).toContain('/pages/star_q/goods_group/auction-index');

    // user_center/shops/swiper-vertical from 店铺列表
    await open(page, '/pages/user_center/shops/shops');
    await page.getByTestId('mark-row').first().waitFor();
    await page.getByTestId('open-shops-swiper').click();
    const first = page.getByTestId('shop-slide').first();
    await first.locator('.shop-slide__item').first().waitFor();
    await page.getByText(/^1\/\d+$/).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'spec-shops-swiper');
    await swipeUp(page);
    await expect.poll(() => slideTop(page, 1)).toBeLessThan(100);
    await page.getByText(/^2\/\d+$/).waitFor();
    await page.getByTestId('shop-slide').nth(1).getByTestId('shop-slide-next').click();
    await expect.poll(() => slideTop(page, 2)).toBeLessThan(100);
    await page.getByTestId('shop-slide').nth(2).locator('.shop-slide__item').first().waitFor();
    await screenshot(page, 'spec-shops-swiper-third');

    const thirdShop = (await page.getByTestId('shop-slide').nth(2).locator('.shop-slide__name').textContent())!;
    await page.getByTestId('shop-slide').nth(2).getByRole('button', { name: '进店' }).click();
    await page.locator('.shop-header__name', { hasText: thirdShop }).waitFor();

    // a footprint, then the ufc browsing_footprints (by day) from 浏览足迹
    const card = page.locator('.shop-goods [data-testid="goods-card"]').first();
    const goodsName = (await card.locator('.goods-card__name').textContent())!;
    await card.click();
    await page.getByText(goodsName).first().waitFor();
    await open(page, '/pages/user_center/browsing_footprints');
    await page.getByTestId('mark-row').filter({ hasText: goodsName }).waitFor();
    await page.getByTestId('footprints-by-day').click();
    const today = page.getByTestId('footprint-day').filter({ hasText: '今天' });
    await today.getByTestId('mark-row').filter({ hasText: goodsName }).waitFor();
    await expect.poll(() => today.getByTestId('mark-row').filter({ hasText: '待同步' }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'spec-footprints-by-day');

    // offline: both open from the device's copy
    await context.setOffline(true);
    await page.reload();
    await today.getByTestId('mark-row').filter({ hasText: goodsName }).waitFor();
    await page.getByText('当前处于离线状态').waitFor();
    await screenshot(page, 'spec-footprints-by-day-offline');
    await open(page, '/pages/user_center/shops/swiper-vertical');
    await page.getByTestId('shop-slide').first().locator('.shop-slide__item').first().waitFor();
    await page.getByText('当前处于离线状态').waitFor();
    await screenshot(page, 'spec-shops-swiper-offline');
    await open(page, '/pages/star_q/goods_group/goods_group');
    await page.getByTestId('group-goods-card').first().waitFor();
    await screenshot(page, 'spec-goods-group-offline');
    await open(page, '/pages/star_q/good_shop/plat_index');
    await page.getByTestId('plat-shop').first().waitFor();
    await open(page, '/pages/star_q/goods_class/goods-class');
    await page.getByTestId('class-recommend-goods').first().waitFor();
    await context.close();
  });

  it('the administrator\'s 删除店铺 is refused while a shop has an order to ship, saying so, and the shop stays open', async () => {
    const buyer = await newBuyer(browser);
    const goods = await pickGoods(buyer.page, 'S0003');
    await paidOrder(buyer.token, goods, await addBuyerAddress(buyer.token));
    await buyer.context.close();

    const context = await newPhone(browser, 360);
    const admin = await context.newPage();
    await loginByPassword(admin, '13800000003');
    await open(admin, '/pages/company_manage/manage_fun/shop/shops_edit?shopId=S0003');
    await admin.getByTestId('shop-name').waitFor();
    await admin.getByTestId('delete-shop').click();
    await admin.getByRole('textbox', { name: '原因' }).fill('店铺长期停业');
    await admin.getByRole('button', { name: '确认删除' }).click();
    await admin.getByText(/^店铺还有\d+笔订单未完成.*，请处理后再删除$/).waitFor();
    await screenshot(admin, 'spec-shop-delete-refused');
    await admin.reload();
    await admin.getByTestId('shop-state').filter({ hasText: '营业中' }).waitFor();
    await context.close();
  });
});
