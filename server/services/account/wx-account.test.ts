// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_LOCK_MS, wxAddressData, wxChargeLockCheck, wxCheckToken } from '../../../src/contract/account/wx-account';
import { CODES } from '../../../src/contract/codes';
import { HEADERS } from '../../../src/contract/headers';
import { sandboxConfirm } from '../../../src/contract/orders/pay';
import { balanceTopUp } from '../../../src/contract/wallet/wallet';
import { addAddress } from '../../test-support/checkout';
import { loginByCode } from '../../test-support/login';
import { createTestApp, moneyHeaders, userHeaders, type TestApp } from '../../test-support/test-app';
import { SHOP_OWNER_PHONE } from '../../test-support/wallet';

let t: TestApp;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };
let owner: { token: string; userId: string; shopToken: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await loginByCode(t, '13900003401');
  bob = await loginByCode(t, '13900003402');
  owner = await loginByCode(t, SHOP_OWNER_PHONE);
});
afterAll(async () => { await t.close(); });

describe('wx token check', () => {
  it('says whether the token sent is a live login and until when, answering a dead one instead of refusing it', async () => {
    const live = await t.call(wxCheckToken, {}, userHeaders(alice.token));
    expect(live.code).toBe(0);
    expect(live.data).toMatchObject({ valid: true, usersid: alice.userId });
    expect(live.data.tokenExpired).toBeGreaterThan(t.clock.now);
    expect((await t.call(wxCheckToken, {})).data).toEqual({ valid: false, usersid: null, tokenExpired: 0 });
    expect((await t.call(wxCheckToken, {}, userHeaders('x'.repeat(43)))).data).toEqual({ valid: false, usersid: null, tokenExpired: 0 });
    // A shop token in the user-token header is not a user's login.
    expect((await t.call(wxCheckToken, {}, userHeaders(owner.shopToken))).data.valid).toBe(false);
    const later = t.clock.now;
    t.clock.now = live.data.tokenExpired + 1;
    expect((await t.call(wxCheckToken, {}, userHeaders(alice.token))).data.valid).toBe(false);
    t.clock.now = later;
  });
});

describe('wx address data', () => {
  it('answers the user\'s own addresses with the default named, never another user\'s, and refuses a visitor', async () => {
    const first = await addAddress(t, alice.token);
    const answer = (await t.call(wxAddressData, {}, userHeaders(alice.token))).data;
    expect(answer.list.map((a) => a.addressId)).toContain(first);
    expect(answer.defaultAddressId).toBe(answer.list.find((a) => a.isDefault)?.addressId ?? null);
    expect((await t.call(wxAddressData, {}, userHeaders(bob.token))).data).toEqual({ list: [], defaultAddressId: null });
    const asOwner = await t.call(wxAddressData, {}, { ...userHeaders(owner.token), [HEADERS.shopToken]: owner.shopToken });
    expect(asOwner.data.list.some((a) => a.addressId === first)).toBe(false);
    expect((await t.call(wxAddressData, {})).code).toBe(CODES.tokenInvalid);
  });
});

describe('wx charge lock check', () => {
  it('is locked while the user\'s own top-up waits for payment, and open once paid or after the lock', async () => {
    const open = { locked: false, reason: '', pending: null, unlockAt: null };
    expect((await t.call(wxChargeLockCheck, {}, userHeaders(alice.token))).data).toEqual(open);
    const started = (await t.call(balanceTopUp, { amount: '12.30', openid: 'sbx_openid_test' }, moneyHeaders(alice.token))).data;
    const locked = (await t.call(wxChargeLockCheck, {}, userHeaders(alice.token))).data;
    expect(locked).toMatchObject({ locked: true, pending: { payNo: started.payNo, amount: 1_230 }, unlockAt: t.clock.now + CHARGE_LOCK_MS });
    expect(locked.reason).toBe('有一笔充值（¥12.30）正在等待支付结果，请先完成或稍后再试');
    // Another user, or the same shop owner, is not locked by it.
    expect((await t.call(wxChargeLockCheck, {}, userHeaders(bob.token))).data).toEqual(open);
    expect((await t.call(wxChargeLockCheck, {}, { ...userHeaders(owner.token), [HEADERS.shopToken]: owner.shopToken })).data).toEqual(open);
    expect((await t.call(sandboxConfirm, { payNo: started.payNo }, userHeaders(alice.token))).data.status).toBe('PAID');
    expect((await t.call(wxChargeLockCheck, {}, userHeaders(alice.token))).data).toEqual(open);

    await t.call(balanceTopUp, { amount: '1.00', openid: 'sbx_openid_test' }, moneyHeaders(alice.token));
    expect((await t.call(wxChargeLockCheck, {}, userHeaders(alice.token))).data.locked).toBe(true);
    t.clock.now += CHARGE_LOCK_MS + 1;
    expect((await t.call(wxChargeLockCheck, {}, userHeaders(alice.token))).data).toEqual(open);
    expect((await t.call(wxChargeLockCheck, {})).code).toBe(CODES.tokenInvalid);
  });
});
