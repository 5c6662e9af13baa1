import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { isBankCard, isLuhnValid } from '../../../src/domain/bank-card';
import { computeIdCardCheckChar, isIdCard } from '../../../src/domain/id-card';
import { baseUrl, screenshot, sentCodes, smsCode } from './browser';
import { hostPost } from './host';

/** A 19-digit 中国工商银行 card number (BIN 622202) with its Luhn check digit, different for every seed. */
export function bankCardFor(seed: string): string {
  const body = `622202${seed.replace(/\D/g, '').padStart(12, '0').slice(-12)}`;
  const digit = [...'0123456789'].find((d) => isLuhnValid(body + d))!;
  const card = body + digit;
  expect(isBankCard(card)).toBe(true);
  return card;
}

/** An 18-digit ID of Beijing Chaoyang, born 1990-01-01, with its MOD 11-2 check character. */
export function idCardFor(seed: string): string {
  const first17 = `11010519900101${seed.replace(/\D/g, '').slice(-3).padStart(3, '0')}`;
  const id = first17 + computeIdCardCheckChar(first17)!;
  expect(isIdCard(id)).toBe(true);
  return id;
}

async function post<T>(path: string, body: unknown, headers: Record<string, string>): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-app-flag': 'H5', ...headers }, body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** Credits the balance as a top-up does (the top-up screens come with another issue): the sandbox cashier, then its confirm. */
export async function topUpByHost(token: string, amount: string): Promise<void> {
  const order = await post<{ payNo: string }>('/api/pay/pay/balancetopup', { amount, openid: 'sbx_e2e_withdraw_user' },
    { 'x-users-token': token, 'Idempotency-Key': `e2e-topup-${Date.now()}` });
  expect(order.code, order.msg).toBe(0);
  const paid = await post('/api/pay/sandbox/confirm', { payNo: order.data.payNo }, { 'x-users-token': token });
  expect(paid.code, paid.msg).toBe(0);
}

/** Sets the pay password on its screen with the SMS code, as a user does; the screen returns where it came from. */
export async function setPayPasswordBySms(page: Page, phone: string, password: string): Promise<void> {
  const before = sentCodes(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('验证码发送成功').waitFor();
  await setPayPasswordWithCode(page, await smsCode(phone, before), password);
}

/** On the pay password screen: the SMS code, 下一步, then the new password twice in the six boxes (issue 34.8). */
export async function setPayPasswordWithCode(page: Page, code: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '下一步' }).click();
  await typeNewPayPassword(page, password);
}

/** The new pay password twice in the six boxes, once the proof (code or old password) was given. */
export async function typeNewPayPassword(page: Page, password: string): Promise<void> {
  await page.getByTestId('pay-password-step').filter({ hasText: '请设置6位数字新支付密码' }).waitFor();
  await typePayPassword(page, password, '下一步');
  await page.getByTestId('pay-password-step').filter({ hasText: '请再次输入新支付密码' }).waitFor();
  await typePayPassword(page, password, '保存');
  await page.getByText('支付密码已保存').first().waitFor();
}

/** Sets the pay password through the host as its screen does (the SMS code, then the password), for tests about other screens. */
export async function setPayPasswordByHost(token: string, phone: string, password: string): Promise<void> {
  const before = sentCodes(phone);
  await hostPost('/api/phonesms/sendYzmByUserId', token, { sendType: '4' });
  await hostPost('/api/pay/paypassword/set', token, { payPassword: password, code: await smsCode(phone, before) });
}

/** Types the pay password on the popup's keypad and presses its submit key. */
export async function typePayPassword(page: Page, password: string, submit: string): Promise<void> {
  await page.getByTestId('pay-password-boxes').waitFor();
  const keypad = page.locator('.adm-number-keyboard-popup');
  for (const digit of password) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: submit }).click();
}

/** The available amount the withdraw page shows, once it shows one. */
export async function availableOnWithdrawPage(page: Page): Promise<string> {
  const text = page.getByTestId('withdraw-available');
  await text.filter({ hasText: /\d/ }).waitFor();
  return (await text.textContent())!;
}

/** A screenshot once the toasts of the steps before have gone, so it shows the screen as the user reads it. */
export async function calmScreenshot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  await screenshot(page, name);
}
