import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, hostCart, launch, loginBySms, newPhone, openInstalled, uniquePhone } from './support/browser';
import { resendAfter } from './support/accounts';
import { addedToCart } from './support/checkout';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const DAY = 86_400_000;

async function addFromHome(page: Page, index: number): Promise<void> {
  await page.goto(`${baseUrl()}/#/pages/menu-page/star_q/star-index`);
  await page.getByTestId('goods-card').nth(index).click();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await addedToCart(page);
}

async function loggedInPhone(context: BrowserContext): Promise<{ page: Page; phone: string }> {
  const page = await context.newPage();
  await openInstalled(page);
  const phone = uniquePhone();
  await page.goto(`${baseUrl()}/#/pages/main/login/login`);
  await loginBySms(page, phone);
  return { page, phone };
}

const barText = (page: Page) => page.getByTestId('sync-status').textContent();

describe('offline defects found by fault injection (issue 10)', () => {
  it('a phone clock 8 days fast keeps the login: expiry is judged on host time (10.3)', async () => {
    const context = await newPhone(browser);
    await context.addInitScript((offset) => {
      const RealDate = Date;
      class FastDate extends RealDate {
        constructor(...args: []) {
          if (args.length === 0) super(RealDate.now() + offset);
          else super(...(args as unknown as [number]));
        }
        static override now() { return RealDate.now() + offset; }
      }
      globalThis.Date = FastDate as DateConstructor;
    }, 8 * DAY);
    const { page, phone } = await loggedInPhone(context);
    await page.reload();
    await page.goto(`${baseUrl()}/#/pages/person/person_starq`);
    await page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`).waitFor();
    await context.close();
  });

  it('coming back online replays at once, not after the backoff (10.4)', async () => {
    const context = await newPhone(browser);
    const { page } = await loggedInPhone(context);
    await context.setOffline(true);
    await addFromHome(page, 0);
    await addFromHome(page, 1);
    // Long enough offline for the replayer's backoff to grow past several seconds.
    await page.waitForTimeout(9_000);
    await context.setOffline(false);
    const start = Date.now();
    await expect.poll(() => hostCart(page).then((l) => l.length), { timeout: 20_000, interval: 200 }).toBe(2);
    expect(Date.now() - start).toBeLessThan(4_000);
    await context.close();
  });

  it('after the login is lost with changes queued, the login page says they wait, and logging in sends them (10.5)', async () => {
    const context = await newPhone(browser);
    const { page, phone } = await loggedInPhone(context);
    const codeSentAt = Date.now();
    await context.setOffline(true);
    await addFromHome(page, 0);
    await addFromHome(page, 2);
    // The login ends on the host (this token's logout from elsewhere), while the device is offline.
    const token = await page.evaluate(() => localStorage.getItem('usersToken'));
    const ended = await fetch(`${baseUrl()}/api/cloudfunction/user-center`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-users-token': token! }, body: JSON.stringify({ action: 'logout' }),
    });
    expect((await ended.json()).code).toBe(0);
    await context.setOffline(false);
    await page.getByTestId('login-waiting').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('login-waiting').textContent()).toContain('有2项更改尚未同步，重新登录后将继续同步');
    expect(await barText(page)).toContain('2 项待同步');
    // A phone gets one code per SMS_RESEND_SECONDS (decision 005).
    await resendAfter(codeSentAt);
    await loginBySms(page, phone);
    await expect.poll(() => hostCart(page).then((l) => l.length), { timeout: 30_000 }).toBe(2);
    await context.close();
  });

  it('storage wiped with changes queued: the user is told how many were lost (10.2, RELIABILITY 11)', async () => {
    const context = await newPhone(browser);
    const { page } = await loggedInPhone(context);
    await context.setOffline(true);
    await addFromHome(page, 0);
    await addFromHome(page, 1);
    await addFromHome(page, 3);
    await expect.poll(() => barText(page)).toContain('3 项待同步');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl(), storageTypes: 'indexeddb' });
    await page.reload();
    await expect.poll(() => barText(page), { timeout: 20_000 }).toContain('本机存储已被清除，3项未同步的更改已丢失，请重新操作');
    await page.getByRole('button', { name: '知道了' }).first().click();
    await expect.poll(() => barText(page)).not.toContain('本机存储已被清除');
    await context.close();
  });

  it('storage wiped while the app runs: it says so, starts again on 重新加载, tells what was lost and works on (RELIABILITY 11)', async () => {
    const context = await newPhone(browser);
    const { page } = await loggedInPhone(context);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    await context.setOffline(true);
    await addFromHome(page, 0);
    await addFromHome(page, 2);
    await expect.poll(() => barText(page)).toContain('2 项待同步');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl(), storageTypes: 'indexeddb' });
    const notice = page.getByText('本机存储已被清除，应用需要重新加载后才能继续使用');
    await notice.waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: '重新加载' }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'tests/e2e/screenshots/store-wiped-restart.png' });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '重新加载' }).click()]);
    await expect.poll(() => barText(page), { timeout: 20_000 }).toContain('本机存储已被清除，2项未同步的更改已丢失，请重新操作');
    await context.setOffline(false);
    await addFromHome(page, 1);
    await expect.poll(() => hostCart(page).then((lines) => lines.length), { timeout: 30_000 }).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
