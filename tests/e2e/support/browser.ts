import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import { PATHS } from '../../../src/routes/paths';
import { CHROMIUM, CHROMIUM_ARGS, phoneFromProfile } from './installed-profile';
import { keepOnLineTrueToTheEmulation } from './online-emulation';

/** The host of this test worker: each worker has its own (support/global-setup.ts). */
function host(): { baseUrl: string; serverLog: string; installedProfile: string } {
  const hosts = inject('hosts');
  return hosts[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % hosts.length]!;
}
export const baseUrl = () => host().baseUrl;
/** The host's log, where the default SMS provider writes the codes it sends. */
export const serverLog = () => host().serverLog;
/** The switches each browser was launched with: a phone of it, which runs in a browser of its own, gets the same. */
const launchArgs = new WeakMap<Browser, string[]>();

/** `extraArgs`: switches one test needs (a fake camera for recording), added to the usual ones. */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const args = [...CHROMIUM_ARGS, ...extraArgs];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  launchArgs.set(browser, args);
  return browser;
}

/**
 * RxDB's free-edition notice: the library offers no switch for it without a
 * premium licence (setPremiumFlag), so it is the one warning tolerated.
 */
const consoleProblems: string[] = [];

/** Every page of the context reports console errors, console warnings and uncaught errors. */
export function watchConsole(context: BrowserContext): void {
  context.on('page', (page) => {
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      const text = message.text();
      // The browser's own line for a request that failed (offline tests cut the network on purpose).
      if (text.startsWith('Failed to load resource')) return;
      // Its line for a service worker script it could not fetch: the update check a navigation starts, cut short when
      // a test goes offline or closes its context while the check is on its way (seen on a loaded CI machine).
      if (text === 'An unknown error occurred when fetching the script.') return;
      consoleProblems.push(`${type}: ${text.slice(0, 300)} (${page.url()})`);
    });
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message} (${page.url()})`));
  });
}

// Registered in every test file that imports this module: a test fails on a browser console error or warning.
afterEach(() => {
  const problems = consoleProblems.splice(0);
  expect(problems, 'the browser console').toEqual([]);
});

/**
 * A phone-sized context that lets the service worker run; hasTouch for screens that listen to fingers (a swiper).
 * The phone has the app installed, as a returning user's has (support/installed-profile.ts), and nothing else of it;
 * `firstVisit` gives a phone that never saw the app, for tests of what the install itself does.
 */
export async function newPhone(browser: Browser, width = 390, { hasTouch = false, firstVisit = false } = {}): Promise<BrowserContext> {
  const options = { viewport: { width, height: 844 }, locale: 'zh-CN', serviceWorkers: 'allow' as const, hasTouch };
  const context = firstVisit ? await browser.newContext(options) : await phoneFromProfile(host().installedProfile, launchArgs.get(browser) ?? CHROMIUM_ARGS, options);
  watchConsole(context);
  await keepOnLineTrueToTheEmulation(context, baseUrl());
  return context;
}

/** The SMS provider's default writes codes to the server log; read the latest for a phone. */
export async function smsCode(phone: string, after = 0): Promise<string> {
  const pattern = new RegExp(`phone=${phone} sendType=\\d+ code=(\\d{6})`, 'g');
  for (let i = 0; i < 100; i++) {
    const matches = [...fs.readFileSync(serverLog(), 'utf8').matchAll(pattern)];
    if (matches.length > after) return matches.at(-1)![1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phone}`);
}

export function sentCodes(phone: string): number {
  return [...fs.readFileSync(serverLog(), 'utf8').matchAll(new RegExp(`phone=${phone} `, 'g'))].length;
}

/** A fresh mainland number per test, so tests never share a user or a rate limit. */
export function uniquePhone(): string {
  return `139${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/** Ticks 我已阅读并同意《用户协议》《隐私政策》 on the login or register page (the label; the kit hides the input). */
export async function agreeToTerms(page: Page): Promise<void> {
  await page.getByTestId('consent').getByText('我已阅读并同意').click();
}

/** Logs in on the login page by SMS code, as a user does. */
export async function loginBySms(page: Page, phone: string): Promise<void> {
  const before = sentCodes(phone);
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('验证码发送成功').waitFor();
  await page.getByRole('textbox', { name: '验证码' }).fill(await smsCode(phone, before));
  await agreeToTerms(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Logged in once the token is stored: the 登录成功 toast lasts two seconds and a loaded machine can miss it (CI did).
  const stored = await page.waitForFunction(() => localStorage.getItem('usersToken'), undefined, { timeout: 45_000 }).then(() => true, () => false);
  if (!stored) throw new Error(`password login of ${phone} did not finish; the page at ${page.url()} shows: ${(await page.locator('.adm-toast-main, .adm-form-item-feedback-error').allTextContents()).join(' / ') || 'no message'}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png` });
}

/** The host's view of a user's cart, read with the token the app stored. */
export async function hostCart(page: Page): Promise<{ goodsId: string; num: number }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/buycart_manage/buycart_manage/usersgetbuycartinfo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-users-token': localStorage.getItem('usersToken') ?? '' },
      body: '{}',
    });
    const body = (await response.json()) as { data: { orderGoodsVoList: { goodsId: string; num: number }[] }[] };
    return body.data.flatMap((g) => g.orderGoodsVoList.map((l) => ({ goodsId: l.goodsId, num: l.num })));
  });
}

/** Opens the app once and reloads until the service worker controls the page: after this the app works offline. */
export async function openInstalled(page: Page): Promise<void> {
  await page.goto(baseUrl());
  await page.getByTestId('goods-card').first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Logs a demo account in by its password on the login page, as a user does (README's demo accounts). */
export async function loginByPassword(page: Page, phone: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${PATHS.login}`);
  await page.getByText('密码登录').click();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByPlaceholder('请输入密码').fill('Starq@2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Logged in once the token is stored: the 登录成功 toast lasts two seconds and a loaded machine can miss it (CI did).
  const stored = await page.waitForFunction(() => localStorage.getItem('usersToken'), undefined, { timeout: 45_000 }).then(() => true, () => false);
  if (!stored) throw new Error(`password login of ${phone} did not finish; the page at ${page.url()} shows: ${(await page.locator('.adm-toast-main, .adm-form-item-feedback-error').allTextContents()).join(' / ') || 'no message'}`);
}

/**
 * A failed step's error with what the page showed at that moment (its address and visible text, popups included):
 * CI keeps only the run's output, not the screenshots, and a timeout alone does not say what was on the screen.
 */
export async function withWhatThePageShows(page: Page, error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || page.isClosed()) return error;
  const shown = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(the page did not answer)');
  error.message += `\n\nThe page at ${page.url()} showed:\n${shown.replace(/\n{2,}/g, '\n').slice(0, 2_000)}`;
  return error;
}
