import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PATHS } from '../../../src/routes/paths';
import type { ShopGoods } from '../../../src/contract/shop/goods';
import { baseUrl, loginByPassword, newPhone, openInstalled, sentCodes, smsCode } from './browser';
import type { HostLogin } from './checkout';
import { topUpByHost } from './withdraw';

export const OWNER = '13800000002';
const hash = (path: string) => `${baseUrl()}/#${path}`;


/** A picture as a phone's camera gives it: drawn by the browser (a real PNG the host can decode). */
export async function photo(page: Page, text: string, color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(([label, fill]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 640;
    const g = canvas.getContext('2d')!;
    g.fillStyle = fill!;
    g.fillRect(0, 0, 640, 640);
    g.fillStyle = '#fff';
    g.font = 'bold 160px sans-serif';
    g.textAlign = 'center';
    g.fillText(label!, 320, 380);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, [text, color]);
  return { name: `${text}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

export async function openWorkspace(page: Page): Promise<void> {
  await page.goto(hash(PATHS.shopManage));
  const enter = page.getByRole('button', { name: '进入店铺管理' });
  const add = page.getByRole('button', { name: '新建商品' });
  await Promise.race([enter.waitFor(), add.waitFor()]);
  if (await enter.isVisible()) await enter.click();
  await page.goto(hash(PATHS.shopManage));
  await add.waitFor();
}

/** A phone with a shop owner (the demo owner unless `account` says another) logged in, on the shop's workspace. */
export async function ownerAtWorkspace(browser: Browser, account = OWNER): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await openInstalled(page);
  await loginByPassword(page, account);
  await openWorkspace(page);
  return { context, page };
}

/** The demo owner on two phones, each on the shop's goods list: the two-device conflict tests start so. */
export async function ownerOnTwoPhones(browser: Browser): Promise<{ a: BrowserContext; b: BrowserContext; pageA: Page; pageB: Page }> {
  const one = await ownerAtWorkspace(browser);
  const two = await ownerAtWorkspace(browser);
  for (const { page } of [one, two]) await page.goto(hash(PATHS.shopGoodsList));
  return { a: one.context, b: two.context, pageA: one.page, pageB: two.page };
}

/** Opens the goods form once, so its category tree is on the device, and goes back to the workspace. */
export async function holdCategoryTree(page: Page): Promise<void> {
  await page.getByRole('button', { name: '新建商品' }).click();
  await page.getByRole('textbox', { name: '商品名称' }).waitFor();
  await page.waitForTimeout(1000);
  await page.goto(hash(PATHS.shopManage));
  await page.getByRole('button', { name: '新建商品' }).waitFor();
}

/** A shop call over HTTP as the owner, to check what reached the host. */
async function shopGet<T>(shop: HostLogin, path: string, query: Record<string, string>): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/goods/shopgoods/${path}?${new URLSearchParams(query).toString()}`, {
    headers: { 'x-app-flag': 'H5', 'x-users-token': shop.token, 'x-shops-token': shop.shopToken },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(body.msg);
  return body.data;
}

export const hostGoods = (shop: HostLogin, goodsId: string) => shopGet<ShopGoods>(shop, 'getgoodsdetailinfo', { goodsId });

export async function goodsCount(shop: HostLogin, keyword = ''): Promise<number> {
  return (await shopGet<{ total: number }>(shop, 'seashopgoodslistinfo', { keyword })).total;
}

export async function pickCategory(page: Page): Promise<void> {
  await page.locator('.adm-list-item', { hasText: '商品分类' }).first().click();
  const popup = page.locator('.adm-popup-body');
  await popup.locator('.adm-list-item').first().waitFor();
  for (let i = 0; i < 4; i++) {
    const clicked = await popup.locator('.adm-list-item').first().click({ timeout: 2000 }).then(() => true, () => false);
    if (!clicked) break;
    await page.waitForTimeout(700);
  }
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-app-flag': 'H5', ...headers }, body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** By password: an SMS login would spend the phone's one code a minute that the pay password needs. */
export async function ownerLogin(): Promise<HostLogin> {
  const login = await post<{ loginToken: string; shopsLoginToken: string }>('/api/users/users/accountpasswordlogin', { account: OWNER, password: 'Starq@2026' });
  expect(login.code, login.msg).toBe(0);
  return { token: login.data.loginToken, shopToken: login.data.shopsLoginToken };
}

const PAY_PASSWORD = '802613';

/** Shelf tickets bought as the wallet screen buys them: a top-up, the pay password (set by SMS once), walletConvert 'shelf-upto-pay'. */
export async function buyShelfTickets(shop: HostLogin, count: number): Promise<void> {
  const user = { 'x-users-token': shop.token };
  const state = await fetch(`${baseUrl()}/api/pay/paypassword/state`, { headers: { 'x-app-flag': 'H5', ...user } });
  if (!((await state.json()) as { data: { hasPayPassword: boolean } }).data.hasPayPassword) {
    const before = sentCodes(OWNER);
    const form = new URLSearchParams({ phone: OWNER, sendType: '4' }).toString();
    await fetch(`${baseUrl()}/api/phonesms/phonesms/relphonecodesms`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    const set = await post('/api/pay/paypassword/set', { payPassword: PAY_PASSWORD, code: await smsCode(OWNER, before) }, user);
    expect(set.code, set.msg).toBe(0);
  }
  await topUpByHost(shop.token, String(count + 1));
  const bought = await post('/api/balance/balance/convert', { rule: 'shelf-upto-pay', amount: String(count), payPassword: PAY_PASSWORD },
    { ...user, 'Idempotency-Key': `e2e-shelf-${Date.now()}` });
  expect(bought.code, bought.msg).toBe(0);
}

/** The form's last keystrokes are written on the device (its status line no longer says 正在保存到本机…). */
export async function draftSaved(page: Page): Promise<void> {
  await page.locator('[data-testid="draft-status"]:not([data-saving])').waitFor();
}
