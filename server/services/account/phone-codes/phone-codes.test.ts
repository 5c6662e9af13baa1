// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEND_TYPES } from '../../../../src/contract/account/phone-codes';
import { quickPhoneLogin } from '../../../../src/contract/account/users';
import { sendPhoneCode } from '../../../../src/contract/account/phone-codes';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';
import { issuePhoneCode } from './phone-codes';
import { resendWaitIn } from '../../../../src/domain/account';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

/** Through the login call, as an attacker would: each try in its own request and transaction. */
async function tryCode(phone: string, code: string): Promise<string> {
  const answer = await t.call(quickPhoneLogin, { phone, code });
  return answer.code === 0 ? 'ok' : answer.msg;
}

/** On PostgreSQL (CI) these run on separate connections at once; PGlite serializes them. */
describe('wrong-code tries under concurrency (issue 9.4)', () => {
  it('checks at most five codes however many tries race, then the code is dead', async () => {
    const phone = '13912345678';
    const code = await issuePhoneCode(t.database.db, phone, SEND_TYPES.login, t.clock.now, { smsCodeTtlMs: 300_000, smsResendSeconds: 60 });
    const wrong = code === '000000' ? '111111' : '000000';
    // 25 stays under the per-address login limit (30 a minute), so every try reaches the code check.
    const answers = await Promise.all(Array.from({ length: 25 }, () => tryCode(phone, wrong)));
    expect(answers.filter((a) => a === '验证码错误')).toHaveLength(5);
    expect(answers.filter((a) => a === '验证码已失效，请重新获取')).toHaveLength(20);
    const [row] = await queryRows<{ attempts: number }>(t, `select attempts from sms_codes where phone = '${phone}'`);
    expect(row!.attempts).toBe(5);
    expect(await tryCode(phone, code)).toBe('验证码已失效，请重新获取');
  });

  it('lets the right code through exactly once when it races itself', async () => {
    const phone = '13912345679';
    const code = await issuePhoneCode(t.database.db, phone, SEND_TYPES.login, t.clock.now, { smsCodeTtlMs: 300_000, smsResendSeconds: 60 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => tryCode(phone, code)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
  });
});

describe('code sending under concurrency (issue 9, the same class of race)', () => {
  it('sends one code however many requests for one phone race', async () => {
    const phone = '13912345670';
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call(sendPhoneCode, { phone, sendType: '1' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4029)).toHaveLength(9);
    expect(t.sms.sent.filter((m) => m.phone === phone)).toHaveLength(1);
  });
});

describe('a code asked for again too soon (issue 34.12)', () => {
  it('says the seconds really left, not always 60', async () => {
    const phone = '13912345671';
    expect((await t.call(sendPhoneCode, { phone, sendType: '1' })).code).toBe(200);
    t.clock.now += 20_500;
    const early = await t.call(sendPhoneCode, { phone, sendType: '1' });
    expect(early).toMatchObject({ code: 4029, msg: '验证码发送过于频繁，请40秒后再试' });
    expect(resendWaitIn(early.msg)).toBe(40);
    t.clock.now += 39_000;
    expect((await t.call(sendPhoneCode, { phone, sendType: '1' })).msg).toBe('验证码发送过于频繁，请1秒后再试');
    t.clock.now += 1_000;
    expect((await t.call(sendPhoneCode, { phone, sendType: '1' })).code).toBe(200);
  });
});
