import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginBySms, newPhone, uniquePhone } from './support/browser';
import { photo } from './support/shop-goods';
import { idCardFor } from './support/withdraw';

const SHOTS = '/tmp/shots-h1';
const hash = (path: string) => `${baseUrl()}/#${path}`;

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

/** A screenshot once the toasts of the steps before have gone. */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The host's view of the signed-in user, read with the token the app stored. */
function hostUser(page: Page): Promise<{ usersName: string; usersLogos: string; gender: number; locationName: string | null }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/users/users/getusersbytoken', { headers: { 'x-users-token': localStorage.getItem('usersToken') ?? '', 'x-app-flag': 'H5' } });
    return ((await response.json()) as { data: { usersName: string; usersLogos: string; gender: number; locationName: string | null } }).data;
  });
}

async function signIn(context: BrowserContext): Promise<{ page: Page; phone: string }> {
  const page = await context.newPage();
  const phone = uniquePhone();
  await page.goto(hash(PATHS.login));
  await loginBySms(page, phone);
  return { page, phone };
}

async function openProfileFromMine(page: Page): Promise<void> {
  await page.goto(hash(PATHS.mine));
  await page.getByRole('button', { name: '个人资料' }).click();
  await page.getByTestId('profile-phone').waitFor();
}

describe('profile, location, regions, real name and payee images (issue 15), as a new user does it', () => {
  it('edits the profile with a new avatar and a region, sees it on 我的, and an offline edit syncs when the network returns', async () => {
    const context = await newPhone(browser);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 22.5431, longitude: 113.9298 });
    const { page } = await signIn(context);
    await openProfileFromMine(page);
    await shot(page, 'user_info-before');

    await page.getByText('编辑资料').first().click();
    const nickname = page.getByRole('textbox', { name: '昵称' });
    await nickname.waitFor();
    await page.getByTestId('avatar-file').setInputFiles(await photo(page, '星', '#AC1E34'));
    await page.getByText('头像已上传').waitFor();
    await expect.poll(() => page.getByTestId('edit-avatar').locator('img').getAttribute('src')).toMatch(/^\/media\/m\/[0-9a-f]{32}\/detail\.webp$/);
    await nickname.fill('<星Q>');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('昵称只能包含中文、字母、数字、下划线和短横线').waitFor();
    await nickname.fill('星Q小王');
    await page.locator('.adm-selector-item', { hasText: '女' }).click();

    await page.getByTestId('edit-location').click();
    await page.getByText('使用当前位置').waitFor();
    await page.getByText('使用当前位置').click();
    await page.getByTestId('device-location').filter({ hasText: '北纬22.5431° 东经113.9298°' }).waitFor();
    await expect.poll(() => page.locator('.region-levels .adm-list-item').count()).toBe(34);
    await shot(page, 'choose-location');
    for (const name of ['广东省', '深圳市', '南山区']) await page.locator('.region-levels .adm-list-item', { hasText: name }).click();
    await page.getByTestId('edit-location').filter({ hasText: '广东省 深圳市 南山区' }).waitFor();
    expect(await nickname.inputValue()).toBe('星Q小王');
    await shot(page, 'user_info_edit');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('资料已保存').waitFor();
    await page.getByTestId('profile-name').filter({ hasText: '星Q小王' }).waitFor();
    await page.getByTestId('profile-location').filter({ hasText: '广东省 深圳市 南山区' }).waitFor();
    await expect.poll(() => hostUser(page)).toMatchObject({ usersName: '星Q小王', gender: 2, locationName: '广东省 深圳市 南山区' });
    const avatar = (await hostUser(page)).usersLogos;
    expect(avatar).toMatch(/^\/media\/m\/[0-9a-f]{32}\/detail\.webp$/);
    await shot(page, 'user_info');

    await page.goto(hash(PATHS.mine));
    await page.locator('.mine__name', { hasText: '星Q小王' }).waitFor();
    expect(await page.locator('.mine__avatar img').getAttribute('src')).toBe(avatar);
    const loaded = await page.locator('.mine__avatar img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(loaded).toBeGreaterThan(0);

    // Offline: the nickname is saved through the outbox and shown at once; a new avatar says it needs the network.
    await page.getByRole('button', { name: '个人资料' }).click();
    await page.getByTestId('profile-name').filter({ hasText: '星Q小王' }).waitFor();
    await context.setOffline(true);
    await page.getByText('编辑资料').first().click();
    await nickname.waitFor();
    await page.getByTestId('avatar-file').setInputFiles(await photo(page, '离', '#333333'));
    await page.getByText('上传头像需要网络，请联网后再试；其他资料可离线保存').first().waitFor();
    await nickname.fill('离线小王');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存，联网后自动同步').waitFor();
    await page.getByTestId('profile-name').filter({ hasText: '离线小王' }).waitFor();
    await page.getByTestId('profile-pending').waitFor();
    expect((await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { usersName: string })).usersName).toBe('离线小王');
    await context.setOffline(false);
    await page.getByTestId('profile-pending').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => hostUser(page)).toMatchObject({ usersName: '离线小王', usersLogos: avatar, locationName: '广东省 深圳市 南山区' });
    await context.close();
  });

  it('passes real-name authentication (masked), sets and replaces payee images, and picks 广东省/深圳市/南山区 from the full list', async () => {
    const context = await newPhone(browser);
    const { page, phone } = await signIn(context);
    await openProfileFromMine(page);

    await page.getByText('实名认证').click();
    const id = idCardFor(phone);
    await page.getByRole('textbox', { name: '真实姓名' }).fill('李小星');
    await page.getByRole('textbox', { name: '身份证号' }).fill(`${id.slice(0, 17)}${id.endsWith('0') ? '1' : '0'}`);
    await page.getByText('身份证号校验未通过，请核对').waitFor();
    await page.getByRole('textbox', { name: '身份证号' }).fill(id);
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByText('已完成实名认证').waitFor();
    expect(await page.getByTestId('real-id').textContent()).toBe(`1${'*'.repeat(16)}${id.slice(-1)}`);
    expect(await page.content()).not.toContain(id);
    await page.goBack();

    await page.getByText('微信收款码').click();
    await page.getByText('还没有设置收款码').waitFor();
    await page.getByTestId('payee-file').setInputFiles(await photo(page, '微', '#07C160'));
    await page.getByText('收款码已保存').waitFor();
    const first = await page.getByTestId('payee-image').getAttribute('src');
    expect(first).toMatch(/^\/media\/m\/[0-9a-f]{32}\/detail\.webp$/);
    await page.getByTestId('payee-file').setInputFiles(await photo(page, '新', '#1677FF'));
    await expect.poll(() => page.getByTestId('payee-image').getAttribute('src')).not.toBe(first);
    await shot(page, 'change_wechatpay_img');
    await page.reload();
    await page.getByTestId('payee-image').waitFor();
    await page.goBack();
    await page.getByText('支付宝收款码').click();
    await page.getByText('还没有设置收款码').waitFor();

    await page.goto(hash(PATHS.receiptAddrAdd));
    await page.getByText('请选择省/市/区').click();
    await expect.poll(() => page.locator('.region-picker .adm-list-item').count()).toBe(34);
    await page.locator('.region-picker .adm-list-item', { hasText: '广东省' }).click();
    await expect.poll(() => page.locator('.region-picker .adm-list-item').count()).toBe(21);
    for (const name of ['深圳市', '南山区']) await page.locator('.region-picker .adm-list-item', { hasText: name }).click();
    await page.getByTestId('region-value').filter({ hasText: '广东省 深圳市 南山区' }).waitFor();
    await context.close();
  });

  it('shows a place on open-location as a static panel with its coordinates', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(hash(`${PATHS.openLocation}?name=${encodeURIComponent('星Q大厦')}&latitude=22.5431&longitude=113.9298`));
    await page.getByTestId('open-location-name').filter({ hasText: '星Q大厦' }).waitFor();
    expect(await page.getByTestId('open-location-coords').textContent()).toContain('北纬22.5431° 东经113.9298°');
    await shot(page, 'open-location');
    await context.close();
  });
});
