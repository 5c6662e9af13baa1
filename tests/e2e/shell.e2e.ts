import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { SPEC_PATH_ALIASES } from '../../src/routes/spec-path-aliases';
import { baseUrl, launch, loginBySms, newPhone, openInstalled, screenshot, uniquePhone } from './support/browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

describe('app shell', () => {
  it('guards the cart: a visitor is asked, cancel leaves them outside, confirm leads to login and back', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/pages/main/cart/cart`);
    await page.getByText('当前用户未登录是否登录？').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByTestId('goods-card').first().waitFor();
    expect(page.url()).not.toContain('cart');

    await page.getByRole('tab', { name: '我的' }).click();
    await page.getByRole('button', { name: '我的购物车' }).or(page.getByText('我的购物车')).first().click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('验证码登录').waitFor();
    await loginBySms(page, uniquePhone());
    await page.getByText('购物车还是空的').waitFor();
    expect(page.url()).toContain('/pages/main/cart/cart');
    await context.close();
  });

  it('a screen slow to load shows 加载中… after 800 ms, and the tab bar\'s screens are fetched once the home is idle (issue 33.8)', async () => {
    // No service worker here: it would answer the screen's chunk from its precache, past the delay below.
    // (Not watched for console problems: Playwright says it blocked the worker's registration.)
    const slow = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await slow.newPage();
    // The screen's chunk arrives 3 s after the tap, whenever it was asked for (the idle prefetch may ask first).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/person_starq-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl());
    await page.getByTestId('goods-card').first().waitFor();
    const tapped = Date.now();
    await page.getByRole('tab', { name: '我的' }).click();
    setTimeout(release, 3000);
    await page.getByRole('status').filter({ hasText: '加载中…' }).waitFor({ timeout: 3000 });
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(700);
    await page.getByRole('button', { name: '登录/注册' }).waitFor();
    await slow.close();

    // A returning user (the service worker in charge): the tab screens are asked for without a tap.
    const context = await newPhone(browser);
    const returning = await context.newPage();
    await openInstalled(returning);
    const asked: string[] = [];
    returning.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await returning.reload();
    await returning.getByTestId('goods-card').first().waitFor();
    await expect.poll(() => asked.filter((path) => /\/assets\/(person_starq|star-search|group-buy)-[\w-]+\.js$/.test(path)).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    expect(returning.url()).not.toContain('person_starq');
    await context.close();
  });

  it('a screen of another role\'s area shows one 无权访问 page with the way back (issue 33.6)', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#${PATHS.shopOrderForm}`);
    await page.getByTestId('no-access').getByText('登录后可查看是否有权访问此页面').waitFor();
    await page.getByRole('button', { name: '去登录' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.locator('.adm-dialog').count()).toBe(0);

    await page.goto(`${baseUrl()}/#${PATHS.login}`);
    await loginBySms(page, uniquePhone());
    await page.goto(`${baseUrl()}/#${PATHS.companyManage}`);
    await page.getByTestId('no-access').getByText('此页面仅限平台管理员使用').waitFor();
    expect(await page.getByText('联网后显示平台数据').count()).toBe(0);
    await screenshot(page, 'no-access-company');
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => page.url()).not.toContain('company_manage');
    await page.goto(`${baseUrl()}/#${PATHS.shopOrderForm}`);
    await page.getByTestId('no-access').getByText('此页面仅限店主使用，开店后即可进入').waitFor();
    await context.close();
  });

  it('answers the spec\'s other paths for its screens with the screen, keeping the search (issue 34), and 返回 from a linked screen leads home', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#${PATHS.login}`);
    await loginBySms(page, uniquePhone());
    for (const { from, to } of SPEC_PATH_ALIASES) {
      await page.goto(`${baseUrl()}/#${from}`);
      await expect.poll(() => new URL(page.url()).hash.split('?')[0], { message: from }).toBe(`#${to}`);
    }
    await page.goto(`${baseUrl()}/#/pages/star_q/goods_group/group-goods-info?goodsId=G-probe`);
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${PATHS.groupGoodsInfo}?goodsId=G-probe`);

    // A screen opened from a link in a new tab: 返回 leads to the app's home, not out of the app (issue 33.9).
    const linked = await context.newPage();
    await linked.goto(`${baseUrl()}/#${PATHS.myService}`);
    await linked.getByText('联系平台客服').waitFor();
    await linked.locator('.adm-nav-bar-back').first().click();
    await linked.getByTestId('goods-card').first().waitFor();
    expect(new URL(linked.url()).hash).toBe(`#${PATHS.home}`);
    await context.close();
  });

  it('logs out after 是否退出登录？ and the stored login is gone', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    const phone = uniquePhone();
    await page.goto(`${baseUrl()}/#/pages/main/login/login`);
    await loginBySms(page, phone);
    await page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`).waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('是否退出登录？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '登录/注册' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('usersToken'), localStorage.getItem('tokenExpired')])).toEqual([null, '0']);
    await context.close();
  });

  it('an expired or invalid login (4012) clears the stored login and opens the login-focus page', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/pages/main/login/login`);
    await loginBySms(page, uniquePhone());
    await page.evaluate(() => localStorage.setItem('usersToken', 'revoked-token-xxxxxxxxxxxxxxxx'));
    await page.goto(`${baseUrl()}/#/pages/main/cart/cart`);
    await page.reload();
    await page.getByText('请先登录').waitFor();
    expect(page.url()).toContain('/pages/main/login/login-focus');
    expect(await page.evaluate(() => localStorage.getItem('hasLogin'))).toBeNull();
    await context.close();
  });

  it('logs in at launch from usersToken and projectCode in the address, then drops them from it', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl()}/api/users/users/accountpasswordlogin`, { data: { account: '13800000001', password: 'Starq@2026' } });
    const token = ((await login.json()) as { data: { loginToken: string } }).data.loginToken;
    await page.goto(`${baseUrl()}/?usersToken=${token}&projectCode=100#/pages/person/person_starq`);
    await page.getByText('138****0001').waitFor();
    expect(page.url()).not.toContain('usersToken');
    expect(await page.evaluate(() => localStorage.getItem('usersToken'))).not.toBe(token);
    await context.close();
  });

  it('is an installable PWA: Chinese name, theme colour, icons, and the download banner outside WeChat', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(baseUrl());
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: '星Q商城', theme_color: '#AC1E34', lang: 'zh-CN' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    await page.getByTestId('download-banner').waitFor();
    await context.close();

    const wechat = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.42 NetType/WIFI', viewport: { width: 390, height: 844 } });
    const inWeChat = await wechat.newPage();
    await inWeChat.goto(baseUrl());
    await inWeChat.getByTestId('goods-card').first().waitFor();
    expect(await inWeChat.getByTestId('download-banner').count()).toBe(0);
    expect(await inWeChat.getByRole('button', { name: '下载APP' }).count()).toBe(0);
    await wechat.close();
  });
});
