import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';

export interface HostLogin {
  token: string;
  shopToken: string;
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-app-flag': 'H5', ...headers }, body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/**
 * A demo account's login by its password, for host calls made beside the screens. Not by SMS: the host sends a phone
 * one code a minute, and another test file may just have spent it (the shop owner's pay password).
 */
export async function hostLogin(phone: string): Promise<HostLogin> {
  const login = await post<{ loginToken: string; shopsLoginToken: string }>('/api/users/users/accountpasswordlogin', { account: phone, password: 'Starq@2026' });
  if (login.code !== 0) throw new Error(login.msg);
  return { token: login.data.loginToken, shopToken: login.data.shopsLoginToken };
}

export async function shopCall<T = unknown>(shop: HostLogin, path: string, body: unknown): Promise<{ code: number; msg: string; data: T }> {
  // Each call its own key: a refund moves money and is refused without one.
  return post<T>(path, body, { 'x-users-token': shop.token, 'x-shops-token': shop.shopToken, 'idempotency-key': `e2e-${crypto.randomUUID()}` });
}

/** Ordinary goods with stock, chosen from the host's goods pull: the first of a shop, or of another shop. */
export async function pickGoods(page: Page, shopId: string | null, notShop?: string): Promise<{ goodsId: string; goodsName: string; showShopId: string; goodsSalePrice: number }> {
  const goods = await page.evaluate(async () => {
    const response = await fetch('/api/sync/goods/pull?limit=2000');
    return ((await response.json()) as { data: { documents: { goodsId: string; goodsName: string; showShopId: string; goodsKind: string; stock: number; onShelf: boolean; goodsSalePrice: number }[] } }).data.documents;
  });
  const found = goods.filter((g) => g.goodsKind === 'ordinary' && g.onShelf && g.stock >= 20 && g.goodsSalePrice < 50_000)
    .find((g) => (shopId ? g.showShopId === shopId : g.showShopId !== notShop));
  if (!found) throw new Error('no goods to buy');
  return found;
}

export async function openGoods(page: Page, goodsId: string, name: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/pages/function/goods-info/goods-info?goodsId=${goodsId}`);
  await page.locator('.goods-info__name', { hasText: name }).waitFor();
}

/** Saves a screenshot and checks the page is not blank. */
export async function look(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

/** The token the app stored for the logged-in user. */
export function userToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('usersToken') ?? '');
}

/**
 * 加入购物车 said its toast, and the toast has gone: a later add's toast is then that add's own (two were on screen at
 * once when a second add came within the first toast's two seconds).
 */
export async function addedToCart(page: Page): Promise<void> {
  const toast = page.getByText('已加入购物车');
  await toast.waitFor();
  await toast.waitFor({ state: 'detached' });
}
