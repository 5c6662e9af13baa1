import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, openInstalled, screenshot, uniquePhone } from './support/browser';
import { pickGoods, userToken } from './support/checkout';
import { addBuyerAddress, paidOrder } from './support/orders';
import { openWorkspace, OWNER, photo } from './support/shop-goods';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;
const SHOTS = process.env.CHAT_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await screenshot(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

const texts = (page: Page) => page.locator('[data-testid=chat-message] .chat-text').allTextContents();

describe('customer-service chat (issue 15)', () => {
  it('a buyer asks about an order offline; the shop owner receives both once and in order, answers, and is rated', async () => {
    const buyerContext = await newPhone(browser);
    const buyer = await buyerContext.newPage();
    await openInstalled(buyer);
    await buyer.goto(hash(PATHS.login));
    await loginBySms(buyer, uniquePhone());
    const token = await userToken(buyer);
    const goods = await pickGoods(buyer, 'S0001');
    const orderId = await paidOrder(token, goods, await addBuyerAddress(token));

    await buyer.goto(hash(`${PATHS.orderDetails}?orderId=${orderId}`));
    await buyer.getByTestId('order-contact').click();
    await buyer.getByTestId('chat-subject').filter({ hasText: goods.goodsName }).waitFor();
    await buyer.getByText('有问题请直接留言，客服会尽快回复您').waitFor();
    await buyer.getByTestId('chat-channel').filter({ hasText: '在线' }).waitFor();

    await buyerContext.setOffline(true);
    await buyer.getByTestId('chat-channel').filter({ hasText: '当前离线' }).waitFor();
    for (const line of ['你好，这个订单什么时候发货？', '麻烦尽快，谢谢']) {
      await buyer.getByPlaceholder('请输入消息…').fill(line);
      await buyer.getByPlaceholder('请输入消息…').press('Enter');
    }
    await expect.poll(() => buyer.locator('[data-testid=chat-message][data-state=sending]').count()).toBe(2);
    expect(await buyer.getByText('发送中').count()).toBe(2);
    expect(await texts(buyer)).toEqual(['你好，这个订单什么时候发货？', '麻烦尽快，谢谢']);
    await shot(buyer, 'chat-buyer-offline');

    await buyerContext.setOffline(false);
    await expect.poll(() => buyer.locator('[data-testid=chat-message][data-state=sent]').count(), { timeout: 30_000 }).toBe(2);
    expect(await texts(buyer)).toEqual(['你好，这个订单什么时候发货？', '麻烦尽快，谢谢']);

    const ownerContext = await newPhone(browser);
    const owner = await ownerContext.newPage();
    await openInstalled(owner);
    await loginByPassword(owner, OWNER);
    await openWorkspace(owner);
    await owner.getByTestId('shop-chat-entry').filter({ hasText: '客服消息' }).waitFor();
    await owner.getByTestId('shop-chat-entry').click();
    const row = owner.getByTestId('chat-inbox-item').filter({ hasText: '麻烦尽快，谢谢' });
    await row.locator('.adm-badge', { hasText: '2' }).waitFor();
    await shot(owner, 'chat-shop-inbox');
    await row.click();
    await owner.getByTestId('chat-subject').filter({ hasText: goods.goodsName }).waitFor();
    await expect.poll(() => texts(owner)).toEqual(['你好，这个订单什么时候发货？', '麻烦尽快，谢谢']);
    expect(await owner.locator('[data-testid=chat-message][data-own="0"]').count()).toBe(2);
    await owner.getByPlaceholder('请输入消息…').fill('您好，今天下午就发货');
    await owner.getByTestId('chat-send').click();
    await owner.locator('[data-testid=chat-message][data-own="1"][data-state=sent]', { hasText: '您好，今天下午就发货' }).waitFor({ timeout: 30_000 });
    await shot(owner, 'chat-shop-answer');

    // The buyer's open screen receives the answer on the live channel, once, after the two questions.
    await buyer.locator('[data-testid=chat-message][data-own="0"]', { hasText: '您好，今天下午就发货' }).waitFor({ timeout: 30_000 });
    expect(await texts(buyer)).toEqual(['你好，这个订单什么时候发货？', '麻烦尽快，谢谢', '您好，今天下午就发货']);
    await shot(buyer, 'chat-buyer-answered');

    // A picture goes through the media service and reaches the shop as an image message.
    await buyer.getByTestId('chat-image-file').setInputFiles(await photo(buyer, '货', '#3a7bd5'));
    await buyer.locator('[data-testid=chat-message][data-own="1"][data-state=sent] img.chat-image').waitFor({ timeout: 30_000 });
    await owner.locator('[data-testid=chat-message][data-own="0"] img.chat-image').waitFor({ timeout: 30_000 });
    expect(await owner.locator('[data-testid=chat-message][data-own="0"] img.chat-image').getAttribute('src')).toMatch(/^\/media\/m\/[0-9a-f]{32}\/detail\.webp$/);

    await buyer.getByTestId('chat-rate').click();
    await buyer.locator('.chat-rating .adm-rate-star').nth(4).click();
    await buyer.getByPlaceholder('说说您的感受（选填）').fill('回复很及时');
    await shot(buyer, 'chat-buyer-rating');
    await buyer.getByTestId('rate-submit').click();
    await buyer.getByTestId('chat-rated').filter({ hasText: '已评价 5星' }).waitFor({ timeout: 30_000 });
    await owner.getByTestId('chat-system').filter({ hasText: '用户评价了本次服务：5星，回复很及时' }).waitFor({ timeout: 30_000 });

    // The conversation is listed under 我的客服 and opens again offline from the device.
    await buyer.goto(hash(PATHS.myService));
    await buyer.getByTestId('chat-inbox-item').filter({ hasText: '星Q官方旗舰店' }).waitFor();
    await buyerContext.setOffline(true);
    await buyer.getByTestId('chat-inbox-item').filter({ hasText: '星Q官方旗舰店' }).click();
    await expect.poll(() => texts(buyer)).toEqual(['你好，这个订单什么时候发货？', '麻烦尽快，谢谢', '您好，今天下午就发货']);
    await buyer.getByTestId('chat-rated').filter({ hasText: '已评价 5星' }).waitFor();
    await buyerContext.setOffline(false);
    await buyerContext.close();
    await ownerContext.close();
  });

  it('a question without a subject, started from an empty 我的客服, goes to the platform, and an administrator answers it from 平台客服', async () => {
    const userContext = await newPhone(browser);
    const user = await userContext.newPage();
    await user.goto(hash(PATHS.login));
    await loginBySms(user, uniquePhone());
    // A newcomer's 我的客服 has no conversation yet, and still a way to start one (issue 34.6).
    await user.goto(hash(PATHS.myService));
    await user.getByText('暂无会话').waitFor();
    await shot(user, 'chat-my-service-empty');
    await user.getByTestId('start-chat').getByText('联系平台客服').click();
    await user.getByTestId('chat-channel').filter({ hasText: '在线' }).waitFor();
    expect(user.url()).toContain(PATHS.questionInfo);
    await user.getByPlaceholder('请输入消息…').fill('怎么申请开发票？');
    await user.getByTestId('chat-send').click();
    await user.locator('[data-testid=chat-message][data-state=sent]').waitFor({ timeout: 30_000 });

    const adminContext = await newPhone(browser);
    const admin = await adminContext.newPage();
    await loginByPassword(admin, '13800000003');
    await admin.goto(hash(PATHS.companyManage));
    await admin.getByTestId('entry-service').click();
    const row = admin.getByTestId('chat-inbox-item').filter({ hasText: '怎么申请开发票？' });
    await row.locator('.adm-badge', { hasText: '1' }).waitFor();
    await shot(admin, 'chat-company-inbox');
    await row.click();
    await admin.getByPlaceholder('请输入消息…').fill('在订单详情里点申请开票即可');
    await admin.getByTestId('chat-send').click();
    await user.locator('[data-testid=chat-message][data-own="0"]', { hasText: '在订单详情里点申请开票即可' }).waitFor({ timeout: 30_000 });
    expect(await user.locator('[data-testid=chat-message][data-own="0"] .chat-avatar--text').textContent()).toBe('星');
    await shot(user, 'chat-platform-answered');
    await userContext.close();
    await adminContext.close();
  });
});
