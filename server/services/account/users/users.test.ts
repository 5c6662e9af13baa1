// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendPhoneCode } from '../../../../src/contract/account/phone-codes';
import { logout, passwordLogin, quickPhoneLogin, tokenLoginRegister, userByToken } from '../../../../src/contract/account/users';
import { createTestApp, userHeaders, type TestApp } from '../../../test-support/test-app';
import { loginByCode } from '../../../test-support/login';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

describe('phone code login', () => {
  it('sends a code form-encoded, logs a new phone in and registers it', async () => {
    const sent = await t.call(sendPhoneCode, { phone: '13912345678', sendType: '1' });
    expect(sent).toMatchObject({ code: 200 });
    const code = t.sms.lastCode('13912345678');
    expect(code).toMatch(/^\d{6}$/);

    const login = await t.call(quickPhoneLogin, { phone: '13912345678', code: code! });
    expect(login.code).toBe(0);
    expect(login.data.loginToken.length).toBeGreaterThan(30);
    expect(login.data.user.usersPhone).toBe('13912345678');

    const me = await t.call(userByToken, {}, userHeaders(login.data.loginToken));
    expect(me.data).toMatchObject({ usersid: login.data.usersid, usersno: login.data.usersno });
  });

  it('refuses a wrong code, and a code works only once', async () => {
    await t.call(sendPhoneCode, { phone: '13912345678', sendType: '1' });
    const code = t.sms.lastCode('13912345678')!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.call(quickPhoneLogin, { phone: '13912345678', code: wrong })).toMatchObject({ code: 4101, msg: '验证码错误' });
    expect((await t.call(quickPhoneLogin, { phone: '13912345678', code })).code).toBe(0);
    expect(await t.call(quickPhoneLogin, { phone: '13912345678', code })).toMatchObject({ code: 4101, msg: '验证码已失效，请重新获取' });
  });

  it('expires a code after five minutes', async () => {
    await t.call(sendPhoneCode, { phone: '13912345678', sendType: '1' });
    t.clock.now += 5 * 60_000;
    const answer = await t.call(quickPhoneLogin, { phone: '13912345678', code: t.sms.lastCode('13912345678')! });
    expect(answer).toMatchObject({ code: 4101, msg: '验证码已失效，请重新获取' });
  });

  it('locks a code after five wrong tries', async () => {
    await t.call(sendPhoneCode, { phone: '13912345678', sendType: '1' });
    const code = t.sms.lastCode('13912345678')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await t.call(quickPhoneLogin, { phone: '13912345678', code: wrong });
    expect((await t.call(quickPhoneLogin, { phone: '13912345678', code })).code).toBe(4101);
  });

  it('refuses a number that is not a mainland mobile with a message naming the field, sending nothing', async () => {
    for (const phone of ['12812345678', '1381234567', '138123456789', '23812345678']) {
      expect(await t.call(sendPhoneCode, { phone, sendType: '1' })).toMatchObject({ code: 4000, msg: '手机号格式不正确' });
      expect(await t.call(quickPhoneLogin, { phone, code: '123456' })).toMatchObject({ code: 4000, msg: '手机号格式不正确' });
    }
    expect(await t.call(quickPhoneLogin, { phone: '13912345678', code: '12345' })).toMatchObject({ code: 4000, msg: '验证码格式不正确' });
    expect(t.sms.sent).toHaveLength(0);
  });

  it('rate limits sending per phone', async () => {
    expect((await t.call(sendPhoneCode, { phone: '13912345678', sendType: '1' })).code).toBe(200);
    const again = await t.call(sendPhoneCode, { phone: '13912345678', sendType: '1' });
    expect(again.code).toBe(4029);
    expect(again.msg).toContain('频繁');
    expect(t.sms.sent).toHaveLength(1);
    t.clock.now += 60_000;
    expect((await t.call(sendPhoneCode, { phone: '13912345678', sendType: '1' })).code).toBe(200);
  });
});

describe('password login and tokens', () => {
  it('logs the demo consumer in and refuses a wrong password', async () => {
    const ok = await t.call(passwordLogin, { account: '13800000001', password: 'Starq@2026' });
    expect(ok.code).toBe(0);
    expect(ok.data.shopsLoginToken).toBe('');
    const bad = await t.call(passwordLogin, { account: '13800000001', password: 'Wrong@2026' });
    expect(bad).toMatchObject({ code: 4102, msg: '账号或密码错误' });
  });

  it('gives the shop owner a shop token and the administrator a company id', async () => {
    const owner = await t.call(passwordLogin, { account: '13800000002', password: 'Starq@2026' });
    expect(owner.data.shopsLoginToken).not.toBe('');
    const admin = await t.call(passwordLogin, { account: '13800000003', password: 'Starq@2026' });
    expect(admin.data.platCompanyId).toBe('C0001');
  });

  it('answers 4010 for an expired token and 4012 for an unknown one', async () => {
    const { token } = await loginByCode(t, '13912345678');
    expect((await t.call(userByToken, {}, userHeaders('not-a-real-token'))).code).toBe(4012);
    expect((await t.call(userByToken, {}, userHeaders(''))).code).toBe(4012);
    t.clock.now += 7 * 24 * 3_600_000;
    expect((await t.call(userByToken, {}, userHeaders(token))).code).toBe(4010);
  });

  it('logs out this device: the token stops working', async () => {
    const { token } = await loginByCode(t, '13912345678');
    expect((await t.call(logout, { action: 'logout' }, userHeaders(token))).code).toBe(0);
    expect((await t.call(userByToken, {}, userHeaders(token))).code).toBe(4012);
  });

  it('rate limits login attempts per address, across accounts', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await t.call(passwordLogin, { account: `133000000${String(i).padStart(2, '0')}`, password: 'Wrong@2026' }));
    expect(answers.slice(0, 30).every((a) => a.code === 4102)).toBe(true);
    expect(answers[30]).toMatchObject({ code: 4029, msg: '请求过于频繁，请稍后再试' });
  });

  it('exchanges a valid token for a fresh login (token login registration)', async () => {
    const { token, userId } = await loginByCode(t, '13912345678');
    const answer = await t.call(tokenLoginRegister, { usersToken: token, projectCode: '100' });
    expect(answer.data).toMatchObject({ usersid: userId });
    expect(answer.data.loginToken).not.toBe(token);
    expect((await t.call(tokenLoginRegister, { usersToken: 'x'.repeat(40) })).code).toBe(4012);
  });
});
