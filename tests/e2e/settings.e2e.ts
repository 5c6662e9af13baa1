import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, loginBySms, newPhone, openInstalled, uniquePhone } from './support/browser';

const SHOTS = '/tmp/shots-h3';
const hash = (path: string) => `${baseUrl()}/#${path}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function shot(name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  page = await context.newPage();
  await openInstalled(page);
  await page.goto(hash(PATHS.login));
  await loginBySms(page, uniquePhone());
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('settings and information (issue 15)', () => {
  it('opens settings from 我的 and keeps a notice switch changed offline after going online and reloading', async () => {
    await page.goto(hash(PATHS.mine));
    await page.getByTestId('mine-settings').click();
    await page.getByTestId('settings-page').waitFor();
    for (const entry of ['个人资料', '账号与安全', '消息通知', '清除缓存', '关于我们', '用户协议', '隐私政策', '检查更新', '退出登录']) {
      await page.getByText(entry, { exact: true }).first().waitFor();
    }
    await shot('settings');

    await page.getByText('消息通知', { exact: true }).click();
    const promotion = page.getByRole('switch', { name: '活动优惠' });
    await promotion.waitFor();
    // The host's answer is stored before going offline, so the screen is the confirmed state.
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="data-age"]') === null)).toBe(true);
    expect(await promotion.getAttribute('aria-checked')).toBe('false');

    await context.setOffline(true);
    await promotion.click();
    const screen = page.getByTestId('notice-settings');
    await screen.getByText('待同步').waitFor();
    expect(await promotion.getAttribute('aria-checked')).toBe('true');
    await shot('notice-settings-offline');
    await context.setOffline(false);
    await screen.getByText('待同步').waitFor({ state: 'detached', timeout: 30_000 });

    await page.reload();
    await page.getByRole('switch', { name: '活动优惠' }).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: '活动优惠' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: '订单物流' }).getAttribute('aria-checked')).toBe('true');
    await shot('notice-settings');
  });

  it('reads the user agreement from settings, and the member center', async () => {
    await page.goto(hash(PATHS.settings));
    await page.getByText('用户协议', { exact: true }).click();
    const text = page.getByTestId('agreement-text');
    await text.waitFor();
    expect(await text.textContent()).toContain('星Q商城用户服务协议');
    expect(await text.textContent()).toContain('第2版');
    await shot('agreement');

    await page.goto(hash(PATHS.memberCenter));
    await page.getByTestId('member-rank').waitFor();
    expect(await page.getByTestId('member-rank').textContent()).toBe('星Q会员');
    await page.getByText('钻石会员').waitFor();
    await shot('member-center');
  });

  it('likes a culture post once, and the like is kept after a reload', async () => {
    await page.goto(hash(PATHS.coreCulture));
    const card = page.getByTestId('culture-card').first();
    await card.waitFor();
    const like = card.getByRole('button', { name: '点赞' });
    const before = Number((await like.textContent())?.replace(/\D/g, '') ?? '0');
    await like.click();
    const liked = card.getByRole('button', { name: '已点赞' });
    await liked.waitFor();
    await expect.poll(async () => Number((await liked.textContent())?.replace(/\D/g, '') ?? '0')).toBe(before + 1);
    await page.getByTestId('core-culture').getByText('待同步').waitFor({ state: 'detached', timeout: 30_000 });
    await shot('core-culture');
    await page.getByRole('button', { name: '发布' }).click();
    await page.getByPlaceholder('请输入标题').waitFor();
    await shot('core-culture-form');
    await page.goto(hash(PATHS.aboutUs));
    await page.getByText('客服电话：400-800-1234（每天 9:00-21:00）。').waitFor();
    await shot('about-us');
    await page.goto(hash(PATHS.coreCulture));
    await page.reload();
    const again = page.getByTestId('culture-card').first().getByRole('button', { name: '已点赞' });
    await again.waitFor();
    expect(Number((await again.textContent())?.replace(/\D/g, '') ?? '0')).toBe(before + 1);
  });

  it('opens 下载APP from the banner on 我的 and sees the install offer', async () => {
    await page.goto(hash(PATHS.mine));
    await page.getByTestId('download-banner').getByRole('button', { name: '下载APP' }).click();
    await page.getByTestId('install-offer').waitFor();
    // A browser that does not offer installing gets the menu steps; Chromium on a kept profile may offer it at once.
    await page.getByTestId('install-steps').or(page.getByTestId('install-button')).first().waitFor();
    // When the browser offers it (beforeinstallprompt), the button shows and opens the browser's dialog.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<unknown> };
      offer.prompt = async () => undefined;
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(offer);
    });
    await page.getByTestId('install-button').click();
    await page.getByTestId('install-done').waitFor();
    await shot('app-down');
    await page.goto(hash(PATHS.appDown2));
    await page.getByTestId('install-offer').waitFor();
  });

  it('refuses to frame another origin in web-view and picks a dialing code', async () => {
    await page.goto(`${hash(PATHS.webView)}?url=${encodeURIComponent('https://evil.example/')}`);
    await page.getByTestId('web-view-refused').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    await page.goto(hash(PATHS.settings));
    await page.goto(hash(PATHS.countryCodePage));
    await page.getByText('中国大陆').first().waitFor();
    await shot('country-code');
    await page.getByPlaceholder('搜索国家、地区或区号').fill('852');
    await page.getByText('中国香港').click();
    await page.getByTestId('settings-page').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('starq:country-code'))).toBe('+852');

    await page.getByText('清除缓存', { exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText(/已清除\d+项缓存，未同步的操作已保留/).waitFor();
  });
  it('reads the business processes and sends a complaint written offline', async () => {
    await page.goto(hash(PATHS.lineService));
    await page.getByTestId('line-service').getByRole('button', { name: '业务流程' }).click();
    await page.getByText('售后流程').click();
    await page.getByTestId('ywlc-steps').waitFor();
    expect(await page.getByTestId('ywlc-steps').textContent()).toContain('店铺审核您的申请');
    await shot('ywlc-detail');
    await page.goto(hash(PATHS.safetyCenter));
    await page.getByText('谨防诈骗').waitFor();
    await shot('safety-center');

    await page.goto(hash(PATHS.complaint));
    await page.getByTestId('complaint-page').waitFor();
    await page.getByText('暂无投诉记录').waitFor();
    await context.setOffline(true);
    await page.getByText('物流配送').click();
    await page.getByPlaceholder('请详细描述您遇到的问题（至少10个字）').fill('快递已经五天没有更新物流信息了，请帮忙催一下');
    await page.getByRole('button', { name: '提交投诉' }).click();
    await page.getByTestId('complaint-page').getByText('待同步').waitFor();
    await shot('complaint-offline');
    await context.setOffline(false);
    await page.getByTestId('complaint-page').getByText('待同步').waitFor({ state: 'detached', timeout: 30_000 });
    await page.reload();
    await page.getByText('待处理').waitFor();

    await page.goto(hash(PATHS.upgrade));
    await page.getByTestId('upgrade-status').waitFor();
    expect(await page.getByTestId('upgrade-status').textContent()).toBe('已是最新版本');
    await shot('upgrade');
  });
  it('shows the complaint to an administrator from the company home', async () => {
    const admin = await newPhone(browser);
    const adminPage = await admin.newPage();
    await loginByPassword(adminPage, '13800000003');
    await adminPage.goto(hash(PATHS.companyManage));
    await adminPage.getByTestId('entry-complaints').click();
    await adminPage.getByTestId('company-complaints').getByText('快递已经五天没有更新物流信息了，请帮忙催一下').waitFor();
    await adminPage.screenshot({ path: `${SHOTS}/company-complaints.png`, fullPage: true });
    await admin.close();
  });
});
