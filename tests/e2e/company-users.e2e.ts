import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { maskMobile } from '../../src/domain/format';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, uniquePhone } from './support/browser';
import { resendAfter } from './support/accounts';

const ADMIN = '13800000003';
const REASON = '多次发布违规广告';
const SHOTS = '/tmp/company-shots';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

/** A phone-size screenshot once toasts are gone, at each width the pages must fit. */
async function shoot(page: Page, name: string, widths: number[] = [360]): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

/** A user's next step: open a goods from the home (the goods page records the visit and reads the user's marks). */
async function openGoods(page: Page): Promise<void> {
  await page.goto(hash('/pages/menu-page/star_q/star-index'));
  const card = page.getByTestId('goods-card').first();
  await card.waitFor();
  await card.click();
}

async function openUser(admin: Page, phone: string): Promise<void> {
  await admin.goto(hash(PATHS.companyManage));
  await admin.getByTestId('figure-new-users').locator('strong').filter({ hasText: /^\d+$/ }).waitFor();
  await admin.getByTestId('entry-users').click();
  await admin.getByPlaceholder('手机号 / 用户编号 / 昵称').fill(phone);
  await admin.getByPlaceholder('手机号 / 用户编号 / 昵称').press('Enter');
  const row = admin.getByTestId('user-row').filter({ hasText: maskMobile(phone) });
  await row.waitFor();
  await expect.poll(() => admin.getByTestId('user-row').count()).toBe(1);
}

describe('the administrator bans and unbans a user (issue 14)', () => {
  it('the banned user\'s next action is refused with the reason and their app returns to the login page; unbanned, they log in again', async () => {
    const phone = uniquePhone();
    const userContext = await newPhone(browser);
    const user = await userContext.newPage();
    await user.goto(hash(PATHS.login));
    await loginBySms(user, phone);
    const firstCodeAt = Date.now();

    const adminContext = await newPhone(browser, 360);
    const admin = await adminContext.newPage();
    await loginByPassword(admin, ADMIN);
    await admin.goto(hash(PATHS.companyManage));
    await admin.getByTestId('figure-applications').locator('strong').filter({ hasText: /^\d+$/ }).waitFor();
    await shoot(admin, 'manage', [320, 360, 430]);

    await openUser(admin, phone);
    await shoot(admin, 'users', [320, 430]);
    await admin.getByTestId('user-row').first().click();
    await admin.getByTestId('user-state').filter({ hasText: '正常' }).waitFor();

    await admin.getByRole('button', { name: '编辑资料' }).click();
    await admin.getByRole('textbox', { name: '用户名' }).fill('');
    await admin.getByRole('button', { name: '保存' }).click();
    await admin.getByText('请填写用户名').waitFor();
    await admin.getByRole('textbox', { name: '用户名' }).fill('违规用户小李');
    await admin.getByText('男', { exact: true }).click();
    await shoot(admin, 'usersedit', [320]);
    await admin.getByRole('button', { name: '保存' }).click();
    await admin.getByTestId('user-name').filter({ hasText: '违规用户小李' }).waitFor();

    await admin.getByRole('button', { name: '封禁', exact: true }).click();
    await admin.getByRole('textbox', { name: '原因' }).fill(REASON);
    await shoot(admin, 'banuser', [320]);
    await admin.getByRole('button', { name: '确认封禁' }).click();
    await admin.getByTestId('ban-reason').filter({ hasText: REASON }).waitFor();
    await admin.getByTestId('history-row').filter({ hasText: '封禁' }).filter({ hasText: REASON }).waitFor();
    await admin.goBack();
    await admin.getByTestId('user-state').filter({ hasText: '已封禁' }).waitFor();
    await admin.getByTestId('history-row').filter({ hasText: '编辑资料' }).waitFor();
    await shoot(admin, 'userinfo', [320, 430]);

    // The user's next action: the host refuses it with the reason and the app returns to the login page.
    await openGoods(user);
    await user.getByRole('dialog').getByText(`账号已被封禁：${REASON}`).waitFor();
    await expect.poll(() => user.url()).toContain(PATHS.loginFocus);
    await shoot(user, 'banned-user-login', [360]);
    // The reason is said once: one dialog, and no 当前用户未登录 / 请先登录 toast or sync-bar line stacked on it (issue 33.9).
    await user.waitForTimeout(1500);
    expect(await user.getByRole('dialog').count()).toBe(1);
    expect(await user.locator('.adm-toast-main').count()).toBe(0);
    expect(await user.getByText('当前用户未登录').count()).toBe(0);
    expect(await user.getByTestId('sync-status').textContent()).not.toMatch(/请先登录|账号已被封禁/);
    await user.getByRole('button', { name: '确定' }).click();
    // 我的 shows the logged-out state: no name, no masked phone, no order figures of the banned user.
    await user.goto(hash(PATHS.mine));
    await user.locator('.mine__login').filter({ hasText: '登录/注册' }).waitFor();
    expect(await user.getByTestId('mine-user').count()).toBe(0);
    expect(await user.getByText(maskMobile(phone)).count()).toBe(0);
    expect(await user.getByText('违规用户小李').count()).toBe(0);
    expect(await user.locator('.mine-orders__badge .adm-badge').count()).toBe(0);

    await openUser(admin, phone);
    await admin.getByTestId('user-row').first().click();
    await admin.getByRole('button', { name: '解封' }).click();
    await admin.getByRole('textbox', { name: '原因' }).fill('申诉核实后解封');
    await admin.getByRole('button', { name: '确认解封' }).click();
    await admin.getByTestId('user-state').filter({ hasText: '正常' }).waitFor();
    await admin.getByTestId('history-row').filter({ hasText: '解封' }).waitFor();

    // Unbanned, the old login is over and the user logs in again (a phone gets one code per SMS_RESEND_SECONDS).
    await resendAfter(firstCodeAt);
    await user.goto(hash(PATHS.login));
    await loginBySms(user, phone);
    await userContext.close();
    await adminContext.close();
  });

  it('shops: a banned shop is listed with its reason and unbanned from the list; each screen fits a phone', async () => {
    const context = await newPhone(browser, 360);
    const admin = await context.newPage();
    await loginByPassword(admin, ADMIN);
    await admin.goto(hash(PATHS.companyManage));
    await admin.getByTestId('entry-shops').click();
    await admin.getByTestId('shop-row').first().waitFor();
    await shoot(admin, 'shops', [320, 430]);
    await admin.getByTestId('shop-row').filter({ hasText: '锦绣' }).click();
    await admin.getByTestId('shop-name').waitFor();
    await admin.getByRole('button', { name: '封禁店铺' }).click();
    await admin.getByRole('textbox', { name: '原因' }).fill('资质过期');
    await admin.getByRole('button', { name: '封禁店铺' }).last().click();
    await admin.getByTestId('shop-state').filter({ hasText: '已封禁' }).waitFor();
    await admin.getByTestId('history-row').filter({ hasText: '资质过期' }).waitFor();
    await shoot(admin, 'shops_edit', [320, 430]);
    await admin.getByRole('button', { name: '查看店铺商品' }).click();
    await admin.getByTestId('shop-goods-row').first().waitFor();
    await shoot(admin, 'shop_goods_list', [320]);

    await admin.goto(hash(PATHS.companyBanShops));
    const row = admin.getByTestId('shop-row').filter({ hasText: '资质过期' });
    await row.waitFor();
    await shoot(admin, 'ban_shops', [320]);
    await row.getByRole('button', { name: '解封' }).click();
    await admin.getByRole('textbox', { name: '原因' }).fill('资质已更新');
    await admin.getByRole('button', { name: '解封店铺' }).click();
    await expect.poll(() => row.count()).toBe(0);

    // Offline, the pages open from their last state with its age, and the actions say they need the network.
    await context.setOffline(true);
    await admin.goto(hash(`${PATHS.companyShopsEdit}?shopId=S0003`));
    // The device last read this shop while it was banned: that is what it shows, with its age.
    await admin.getByTestId('shop-state').filter({ hasText: '已封禁' }).waitFor();
    await admin.getByTestId('data-age').filter({ hasText: '当前离线' }).waitFor();
    await admin.getByText('当前离线：该操作需要联网，请连接网络后再试').waitFor();
    expect(await admin.getByRole('button', { name: '解封店铺' }).isDisabled()).toBe(true);
    await admin.goto(hash(PATHS.companyManage));
    await admin.getByTestId('data-age').filter({ hasText: '当前离线' }).waitFor();
    await admin.getByTestId('figure-applications').locator('strong').filter({ hasText: /^\d+$/ }).waitFor();
    await shoot(admin, 'manage-offline', [360]);
    await context.close();
  });
});
