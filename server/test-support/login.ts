import { sendPhoneCode } from '../../src/contract/account/phone-codes';
import { quickPhoneLogin } from '../../src/contract/account/users';
import type { TestApp } from './test-app';

/** Logs a phone in the way a user does: request a code, read it from the SMS provider, log in. */
export async function loginByCode(t: TestApp, phone: string): Promise<{ token: string; userId: string; shopToken: string }> {
  const sent = await t.call(sendPhoneCode, { phone, sendType: '1' });
  if (sent.code !== 200) throw new Error(`send code failed: ${sent.msg}`);
  const code = t.sms.lastCode(phone)!;
  const login = await t.call(quickPhoneLogin, { phone, code });
  if (login.code !== 0) throw new Error(`login failed: ${login.msg}`);
  t.clock.now += 61_000;
  return { token: login.data.loginToken, userId: login.data.usersid, shopToken: login.data.shopsLoginToken };
}
