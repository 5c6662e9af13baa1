import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, loginBySms, newPhone, openInstalled, sentCodes, smsCode, uniquePhone } from './browser';
import { userToken } from './checkout';
import { addBuyerAddress } from './orders';

const H5 = { 'x-app-flag': 'H5' };
/** The e2e host sends a phone one code per SMS_RESEND_SECONDS (vitest.e2e.config.ts), plus a second of margin. */
const RESEND_MS = (Number(process.env.SMS_RESEND_SECONDS ?? 60) + 1) * 1000;
/** When each phone here last had a code. */
const lastCodeAt = new Map<string, number>();

/** Waits until the host will send another code to a phone that had one at `sentAt`. */
export async function resendAfter(sentAt: number): Promise<void> {
  const wait = sentAt + RESEND_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Waits until the host will send this phone another code. */
export async function resendAllowed(phone: string): Promise<void> {
  await resendAfter(lastCodeAt.get(phone) ?? 0);
  lastCodeAt.set(phone, Date.now());
}

/**
 * A new account with the demo password, registered through the host as the register screen does: a test that changes
 * an account (its phone, its sessions, its deactivation) uses its own, never a demo account other files log in to.
 */
export async function registeredUser(): Promise<string> {
  const phone = uniquePhone();
  const before = sentCodes(phone);
  await fetch(`${baseUrl()}/api/phonesms/phonesms/relphonecodesms`, {
    method: 'POST', headers: { ...H5, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ phone, sendType: '2' }),
  });
  lastCodeAt.set(phone, Date.now());
  const code = await smsCode(phone, before);
  const response = await fetch(`${baseUrl()}/api/users/users/phoneregister`, {
    method: 'POST', headers: { ...H5, 'content-type': 'application/json' }, body: JSON.stringify({ phone, code, password: 'Starq@2026' }),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 0) throw new Error(answer.msg);
  return phone;
}

export interface NewBuyer { context: BrowserContext; page: Page; phone: string; token: string; loggedInAt: number }

/** A new user on an installed phone, logged in by SMS on the login page, with an address to buy with. */
export async function newBuyer(browser: Browser): Promise<NewBuyer> {
  const context = await newPhone(browser);
  const page = await context.newPage();
  const phone = uniquePhone();
  await openInstalled(page);
  await page.goto(`${baseUrl()}/#/pages/main/login/login`);
  const loggedInAt = Date.now();
  await loginBySms(page, phone);
  const token = await userToken(page);
  await addBuyerAddress(token);
  return { context, page, phone, token, loggedInAt };
}
