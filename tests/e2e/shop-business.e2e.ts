import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, newPhone } from './support/browser';
import { hostLogin, shopCall } from './support/checkout';
import { ownerAtWorkspace } from './support/shop-goods';

/** The demo shop 华强数码 (S0002): the seed gives it buyers, fans, comments and 30 days of settled orders. */
const OWNER = '13800000004';
const SHOTS = '/tmp/shop-business';
const hash = (path: string) => `${baseUrl()}/#${path}`;

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** From the workspace, as an owner finds the screen. */
async function openEntry(page: Page, entry: string): Promise<void> {
  await page.goto(hash(PATHS.shopManage));
  await page.getByText(entry, { exact: true }).click();
}

describe('a shop owner sees customers, fans, comments and profit', () => {
  it('reads users and fans, replies to a comment offline (a buyer sees it), and opens profit with its chart, offline too', async () => {
    const { context, page } = await ownerAtWorkspace(browser, OWNER);

    await openEntry(page, '店铺用户');
    await page.getByTestId('shop-user').first().waitFor();
    expect(Number(await page.getByTestId('users-total').textContent())).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('shop-user').allTextContents()).toContainEqual(expect.stringContaining('138****0006'));
    await shot(page, 'shop-users');

    await openEntry(page, '店铺粉丝');
    await page.getByTestId('shop-fan').first().waitFor();
    expect(await page.getByTestId('shop-fan').count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'fans');

    await openEntry(page, '评价管理');
    await page.getByRole('tab', { name: '待回复' }).click();
    const comment = page.getByTestId('shop-comment').filter({ has: page.getByRole('button', { name: '回复' }) }).first();
    const commentId = await comment.getAttribute('data-comment-id');
    const row = page.locator(`[data-comment-id="${commentId}"]`);
    const reply = `感谢您的评价，欢迎再来${Date.now() % 100000}`;
    await context.setOffline(true);
    await row.getByRole('button', { name: '回复' }).click();
    await row.getByRole('textbox', { name: '回复' }).fill(reply);
    await row.getByRole('button', { name: '发送回复' }).click();
    await row.getByTestId('comment-reply').filter({ hasText: '待同步' }).waitFor();
    await shot(page, 'shop-comments-pending');
    await context.setOffline(false);
    await row.getByTestId('comment-reply').filter({ hasText: reply }).filter({ hasNotText: '待同步' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => row.getByRole('button', { name: '回复' }).count()).toBe(0);
    await shot(page, 'shop-comments');

    // Offline again, the owner answers a comment another device of the shop answers first: refused, rolled back, told why.
    const next = page.getByTestId('shop-comment').filter({ has: page.getByRole('button', { name: '回复' }) }).first();
    const nextId = (await next.getAttribute('data-comment-id'))!;
    const other = page.locator(`[data-comment-id="${nextId}"]`);
    await context.setOffline(true);
    await other.getByRole('button', { name: '回复' }).click();
    await other.getByRole('textbox', { name: '回复' }).fill('这条回复会被拒绝');
    await other.getByRole('button', { name: '发送回复' }).click();
    await other.getByTestId('comment-reply').filter({ hasText: '待同步' }).waitFor();
    const elsewhere = await shopCall(await hostLogin(OWNER), '/api/goodscomment/goodscomment/replygoodscomment', { commentId: nextId, reply: '另一台设备先回复了' });
    expect(elsewhere.code, elsewhere.msg).toBe(0);
    await page.getByRole('tab', { name: '全部' }).click();
    await context.setOffline(false);
    // The refusal is shown with the host's message; the list is read again and shows the other device's reply.
    await other.getByRole('alert').filter({ hasText: '该评价已回复' }).waitFor({ timeout: 20_000 });
    await other.getByTestId('comment-reply').filter({ hasText: '另一台设备先回复了' }).waitFor();
    expect(await other.getByText('这条回复会被拒绝').count()).toBe(0);
    await shot(page, 'shop-comments-refused');
    await other.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => other.getByRole('alert').count()).toBe(0);

    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await openEntry(page, '店铺收益');
    await page.getByTestId('profit-chart').locator('canvas').waitFor();
    await expect.poll(() => page.getByTestId('profit-month').textContent()).toMatch(/¥[1-9]/);
    await page.getByTestId('profit-entry').first().waitFor();
    await shot(page, 'shop-profit');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('data-age').waitFor();
    await page.getByTestId('profit-chart').locator('canvas').waitFor();
    await shot(page, 'shop-profit-offline');
    await context.setOffline(false);
    await context.close();

    const buyer = await newPhone(browser);
    const shopper = await buyer.newPage();
    await shopper.goto(hash(`${PATHS.shopCommentList}?shopsId=S0002`));
    await shopper.getByTestId('comment-reply').filter({ hasText: reply }).waitFor();
    await shot(shopper, 'buyer-sees-reply');
    await buyer.close();
  });
});
