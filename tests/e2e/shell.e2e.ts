import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, loginBySms, newPhone, uniquePhone } from './support/browser';

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
