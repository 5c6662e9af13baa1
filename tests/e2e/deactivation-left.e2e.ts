import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PATHS } from '../../src/routes/paths';
import { baseUrl, launch, loginByPassword, newPhone } from './support/browser';

// The demo consumer holds the seed's welcome money: the screen only reads what is left, and changes nothing.
const CONSUMER = '13800000001';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser.close(); });

const hash = (path: string) => `${baseUrl()}/#${path}`;

describe('deactivation with money inside (issue 34, defect 7)', () => {
  it('says what is left before the user confirms, and 申请注销 stays disabled', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await loginByPassword(page, CONSUMER);
    await page.goto(hash(PATHS.wallet));
    const balance = page.getByTestId('wallet-balance');
    await balance.filter({ hasText: /\d/ }).waitFor();
    const yuan = (await balance.textContent())!.trim();

    await page.goto(hash(PATHS.deactivate));
    const left = page.getByTestId('deactivate-left');
    await left.getByText('以下事项处理完毕后才能申请注销').waitFor();
    await left.getByText(`余额¥${yuan}`, { exact: true }).waitFor();
    await page.getByText('我已阅读并同意以上注销须知').click();
    expect(await page.getByRole('button', { name: '申请注销' }).isDisabled()).toBe(true);
    await context.close();
  });
});
