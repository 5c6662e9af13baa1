import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { newBuyer } from './support/accounts';
import { baseUrl, launch } from './support/browser';
import { look } from './support/checkout';
import { draftSaved, holdCategoryTree, hostGoods, ownerAtWorkspace, ownerLogin, photo, pickCategory } from './support/shop-goods';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

/** A part screen of the draft, opened as the spec's path with the draft's id. */
async function openPart(page: Page, path: string, draftId: string, testId: string): Promise<void> {
  await page.goto(hash(`${path}?draftId=${draftId}`));
  await page.getByTestId(testId).waitFor();
}

describe("the goods form's part screens (issue 31: goodsProSetting, goodsClass, showGoodsImage, showGoodsVideo, goodsDetailImg)", () => {
  it('a shop owner fills one draft through each part screen offline; the form shows it all and publishes it with its detail pictures', async () => {
    const { context, page } = await ownerAtWorkspace(browser);
    await holdCategoryTree(page);

    // Opened without a draft, a part screen says where drafts come from and starts none.
    await page.goto(hash(PATHS.goodsProSetting));
    await page.getByText('请从商品列表选择要修改的商品').waitFor();

    await context.setOffline(true);
    await page.evaluate(() => dispatchEvent(new Event('offline')));
    await page.goto(hash(PATHS.shopManage));
    await page.getByRole('button', { name: '新建商品' }).click();
    const name = `详情图茶杯${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: '商品名称' }).fill(name);
    await page.getByRole('textbox', { name: '售价（元）' }).fill('29.9');
    await page.getByRole('textbox', { name: '原价（元）' }).fill('39');
    await page.getByRole('textbox', { name: '库存数量' }).fill('12');
    await draftSaved(page);
    const draftId = new URL(page.url().replace('/#/', '/')).searchParams.get('draftId') ?? '';
    expect(draftId).not.toBe('');

    await openPart(page, PATHS.goodsProSetting, draftId, 'goods-pro-screen');
    await page.getByRole('button', { name: '添加属性' }).click();
    await page.getByRole('textbox', { name: '属性名1' }).fill('材质');
    await page.getByRole('textbox', { name: '属性值1' }).fill('陶瓷/玻璃');
    await look(page, 'goods-part-pro');
    await page.getByRole('button', { name: '完成' }).click();
    // 完成 saves, then goes back: wait for it, or the back lands after the next screen opens (a loaded CI machine did).
    await expect.poll(() => page.url()).not.toContain(PATHS.goodsProSetting);

    await openPart(page, PATHS.shopGoodsClass, draftId, 'goods-class-screen');
    expect(await page.getByTestId('goods-class-chosen').innerText()).toContain('请选择商品分类');
    await pickCategory(page);
    await expect.poll(() => page.getByTestId('goods-class-chosen').innerText()).toContain(' / ');
    await look(page, 'goods-part-class');

    await openPart(page, PATHS.showGoodsImage, draftId, 'goods-image-screen');
    await page.getByTestId('goods-media-empty').filter({ hasText: '还没有商品图片' }).waitFor();
    await page.locator('input[type=file][aria-label="添加图片"]').setInputFiles([await photo(page, '杯', '#2a6f97')]);
    await expect.poll(() => page.getByTestId('media-img').count()).toBe(1);
    await look(page, 'goods-part-image');

    await openPart(page, PATHS.showGoodsVideo, draftId, 'goods-video-screen');
    await page.getByTestId('goods-media-empty').filter({ hasText: '还没有商品视频' }).waitFor();
    await look(page, 'goods-part-video');

    await openPart(page, PATHS.goodsDetailImg, draftId, 'goods-detail-screen');
    await page.getByPlaceholder('介绍商品的材质、规格、卖点（最多2000字）').fill('手工青瓷，容量350毫升。');
    await page.locator('input[type=file][aria-label="添加详情图片"]').setInputFiles([await photo(page, '详', '#9c6644')]);
    await expect.poll(() => page.getByTestId('media-detail').count()).toBe(1);
    await look(page, 'goods-part-detail');

    // The form reads the same draft: every part is there, offline and after a reload.
    await page.goto(hash(`${PATHS.addOrUpdateGoods}?draftId=${draftId}`));
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: '属性名1' }).inputValue()).toBe('材质');
    expect(await page.getByPlaceholder('介绍商品的材质、规格、卖点（最多2000字）').inputValue()).toBe('手工青瓷，容量350毫升。');
    expect(await page.getByTestId('media-img').count()).toBe(1);
    expect(await page.getByTestId('media-detail').count()).toBe(1);

    await context.setOffline(false);
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect.poll(() => page.locator('[data-testid^=media-][data-status=done]').count(), { timeout: 30_000 }).toBe(2);
    await page.getByRole('button', { name: '发布' }).click();
    const shop = await ownerLogin();
    await expect.poll(async () => (await hostGoods(shop, draftId).catch(() => null))?.detailImgs.length ?? 0, { timeout: 30_000 }).toBe(1);
    const goods = await hostGoods(shop, draftId);
    expect(goods.specs).toEqual([{ name: '材质', values: ['陶瓷', '玻璃'] }]);
    expect(goods.detailImgs[0]).toMatch(/^\/media\/m\/[\w-]+\/detail\.webp$/);
    expect(goods.imgs[0]).not.toBe(goods.detailImgs[0]);

    // From the goods list, 更多设置 opens each part on its own screen, on an edit of the published goods.
    await page.goto(hash(PATHS.shopGoodsList));
    const row = page.getByTestId('goods-row').filter({ hasText: name });
    await row.getByTestId('goods-parts-entry').click();
    await look(page, 'goods-row-parts');
    await page.locator('.adm-action-sheet').getByText('商品详情', { exact: true }).click();
    await page.getByTestId('goods-detail-screen').waitFor();
    const detailText = page.getByPlaceholder('介绍商品的材质、规格、卖点（最多2000字）');
    await expect.poll(() => detailText.inputValue()).toBe('手工青瓷，容量350毫升。');
    await detailText.fill('手工青瓷，容量350毫升，可进洗碗机。');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect.poll(async () => (await hostGoods(shop, draftId)).description, { timeout: 30_000 }).toBe('手工青瓷，容量350毫升，可进洗碗机。');
    await context.close();

    // A buyer's detail shows the pictures under 商品详情 (the goods is off the shelf: it cannot be bought).
    const buyer = await newBuyer(browser);
    await buyer.page.goto(hash(`${PATHS.goodsInfo}?goodsId=${draftId}`));
    await buyer.page.getByTestId('goods-detail-img').waitFor({ timeout: 20_000 });
    await buyer.page.getByTestId('goods-detail-img').scrollIntoViewIfNeeded();
    await look(buyer.page, 'goods-detail-pictures');
    await buyer.context.close();
  });
});
