import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The app as the runner drives it. Mutations go through the app's own sync
 * handle, the object the screens use (router context → comlink → sync worker):
 * the runner finds it in the mounted React tree, so the product exposes no test hook.
 */
interface AppContextLike {
  sync: {
    mutate(name: string, args: unknown, preview?: unknown): Promise<{ ok: true; id: string } | { ok: false; msg: string }>;
    onStatus(listener: (s: SyncStatusLike) => void): () => void;
    watch(name: string, params: unknown, listener: (v: unknown) => void): () => void;
  };
  session: { get(): { userId?: string; userToken?: string } };
}
export interface SyncStatusLike {
  online: boolean;
  pending: number;
  rejected: { id: string; name: string; msg: string }[];
  authRequired: boolean;
  lastError?: string | null;
  leader: boolean;
}
export interface OutboxEntryLike { id: string; seq: number; name: string; status: string; errorMsg: string; args: Record<string, unknown> }
type ChaosWindow = { __chaosContext: AppContextLike; __chaosSeen: string[] };

// A string, so no bundler helper (tsx keeps function names) leaks into the page.
const ATTACH = `(async () => {
  for (let i = 0; i < 300; i++) {
    const root = document.getElementById('root');
    const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    const stack = key ? [root[key]] : [];
    while (stack.length) {
      const f = stack.pop();
      const r = f && f.memoizedProps && f.memoizedProps.router;
      if (r && r.options && r.options.context && r.options.context.sync) { window.__chaosContext = r.options.context; return true; }
      if (f && f.sibling) stack.push(f.sibling);
      if (f && f.child) stack.push(f.child);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
})()`;

/**
 * Finds the app's handle, and records the id of every outbox entry the page
 * sees: online an entry may be replayed and removed before the runner looks.
 */
export async function attach(page: Page): Promise<void> {
  if (!(await page.evaluate(ATTACH))) throw new Error('the app did not mount');
  await page.evaluate(() => {
    const w = window as unknown as ChaosWindow;
    w.__chaosSeen = [];
    w.__chaosContext.sync.watch('outbox', { userId: w.__chaosContext.session.get().userId ?? '' }, (entries) => {
      for (const e of entries as OutboxEntryLike[]) if (!w.__chaosSeen.includes(e.id)) w.__chaosSeen.push(e.id);
    });
  });
}

/** Ids of the outbox entries this page has seen since it was attached, in the order seen. */
export function seenEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as ChaosWindow).__chaosSeen]);
}

export function mutate(page: Page, name: string, args: unknown, preview: unknown): Promise<{ ok: true; id: string } | { ok: false; msg: string }> {
  return page.evaluate(([n, a, p]) => (window as unknown as ChaosWindow).__chaosContext.sync.mutate(n as string, a, p), [name, args, preview] as const);
}

export function syncStatus(page: Page): Promise<SyncStatusLike> {
  return page.evaluate(() => new Promise<SyncStatusLike>((resolve) => {
    const off = (window as unknown as ChaosWindow).__chaosContext.sync.onStatus((s) => {
      resolve(s);
      setTimeout(() => off(), 0);
    });
  }));
}

export function outbox(page: Page): Promise<OutboxEntryLike[]> {
  return page.evaluate(() => new Promise<OutboxEntryLike[]>((resolve) => {
    const ctx = (window as unknown as ChaosWindow).__chaosContext;
    const off = ctx.sync.watch('outbox', { userId: ctx.session.get().userId ?? '' }, (v) => {
      resolve(v as OutboxEntryLike[]);
      setTimeout(() => off(), 0);
    });
  }));
}

export function session(page: Page): Promise<{ userId: string; userToken: string }> {
  return page.evaluate(() => {
    const s = (window as unknown as ChaosWindow).__chaosContext.session.get();
    return { userId: s.userId ?? '', userToken: s.userToken ?? '' };
  });
}

export async function smsCode(logFile: string, phone: string, after: number): Promise<string> {
  const pattern = new RegExp(`phone=${phone} sendType=\\d+ code=(\\d{6})`, 'g');
  for (let i = 0; i < 100; i++) {
    const matches = [...fs.readFileSync(logFile, 'utf8').matchAll(pattern)];
    if (matches.length > after) return matches.at(-1)![1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phone}`);
}

function sentCodes(logFile: string, phone: string): number {
  return [...fs.readFileSync(logFile, 'utf8').matchAll(new RegExp(`phone=${phone} `, 'g'))].length;
}

/** Logs in on the login page by SMS code, as a user does. */
export async function loginBySms(page: Page, baseUrl: string, logFile: string, phone: string): Promise<void> {
  await page.goto(`${baseUrl}/#/pages/main/login/login`);
  const before = sentCodes(logFile, phone);
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('验证码发送成功').waitFor();
  await page.getByRole('textbox', { name: '验证码' }).fill(await smsCode(logFile, phone, before));
  await page.getByTestId('consent').getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText('登录成功').waitFor();
}

/** What the goods page says offline for a goods this device has no copy of. */
const NOT_SEEN_OFFLINE = '离线状态下无法查看未浏览过的商品';

/**
 * 加入购物车 on the goods page; true when the app said it was added. Offline after a storage wipe the page rightly has
 * no copy of a goods the device has not seen since: nothing is added then (false), as for a user.
 */
export async function addToCartByUi(page: Page, baseUrl: string, goodsId: string, goodsName: string): Promise<boolean> {
  await page.goto(`${baseUrl}/#/pages/function/goods-info/goods-info?goodsId=${goodsId}`);
  const shown = page.locator('.goods-info__name', { hasText: goodsName });
  await shown.or(page.getByText(NOT_SEEN_OFFLINE)).first().waitFor({ timeout: 10_000 });
  if (!(await shown.isVisible())) return false;
  await page.getByRole('button', { name: '加入购物车' }).click();
  return page.getByText('已加入购物车').waitFor({ timeout: 5_000 }).then(() => true, () => false);
}

/** Taps + on a cart line; answers the number the line showed before and after (3 s later at most), or null when the line is not shown. */
export async function plusOnCart(page: Page, baseUrl: string, goodsId: string): Promise<{ before: number; after: number } | null> {
  await page.goto(`${baseUrl}/#/pages/main/cart/cart`);
  const line = page.locator(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`);
  if (!(await line.waitFor({ timeout: 5_000 }).then(() => true, () => false))) return null;
  const input = line.getByRole('spinbutton');
  const before = Number(await input.inputValue());
  await line.locator('.adm-stepper-plus').click();
  let after = before;
  for (let i = 0; i < 30 && after === before; i++) {
    await new Promise((r) => setTimeout(r, 100));
    after = Number(await input.inputValue());
  }
  return { before, after };
}
