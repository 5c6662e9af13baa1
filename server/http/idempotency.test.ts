// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressAdd, addressList } from '../../src/contract/account/address';
import { sendPhoneCode } from '../../src/contract/account/phone-codes';
import { cartAdd } from '../../src/contract/orders/cart';
import { ALL_CALLS } from '../../src/contract/calls';
import { replayModeOf } from '../../src/contract/define-call';
import { invoiceAdd } from '../../src/contract/account/invoice';
import { passwordLogin, quickPhoneLogin, userByToken } from '../../src/contract/account/users';
import { HEADERS } from '../../src/contract/headers';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../test-support/test-app';
import { loginByCode } from '../test-support/login';

const CONSUMER = { account: '13800000001', password: 'Starq@2026' };
const keyed = (key: string) => ({ [HEADERS.idempotencyKey]: key });

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

async function someGoods(): Promise<{ id: string }> {
  const [row] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' and on_shelf and stock > 5 order by id limit 1");
  return row!;
}

describe('answers holding secrets are never stored or replayed (issue 9.1, RELIABILITY 34)', () => {
  it('a stranger reusing a visitor\'s key on the password login gets no token', async () => {
    const first = await t.call(passwordLogin, CONSUMER, keyed('K-shared'));
    expect(first.code).toBe(0);
    const stranger = await t.call(passwordLogin, { account: '13311110000', password: 'anything1' }, keyed('K-shared'));
    expect(stranger.code).toBe(4102);
    expect(JSON.stringify(stranger)).not.toContain(first.data.loginToken);
    const samePerson = await t.call(passwordLogin, CONSUMER, keyed('K-shared'));
    expect(samePerson.data.loginToken).not.toBe(first.data.loginToken);
  });

  it('the SMS-code login and the code sending act every time a key is reused', async () => {
    const phone = '13912345678';
    await t.call(sendPhoneCode, { phone, sendType: '1' }, keyed('K-sms'));
    const code = t.sms.lastCode(phone)!;
    expect((await t.call(quickPhoneLogin, { phone, code }, keyed('K-login'))).code).toBe(0);
    const replay = await t.call(quickPhoneLogin, { phone, code }, keyed('K-login'));
    expect(replay).toMatchObject({ code: 4101, msg: '验证码已失效，请重新获取' });
    t.clock.now += 61_000;
    await t.call(sendPhoneCode, { phone, sendType: '1' }, keyed('K-sms'));
    expect(t.sms.lastCode(phone)).toBeDefined();
    expect(t.sms.sent.filter((s) => s.phone === phone)).toHaveLength(2);
  });

  it('stores no answer for these calls at all', async () => {
    await t.call(passwordLogin, CONSUMER, keyed('K-none'));
    expect(await queryRows(t, "select key from idempotency_keys where key = 'K-none'")).toEqual([]);
  });

  it('no call whose answer may be stored declares a token, a code or a password in its answer', () => {
    const secret = /token|^(sms)?code$|^(pay)?password$/i;
    const fieldNames = (schema: unknown): string[] => {
      if (!schema || typeof schema !== 'object') return [];
      const own = Object.keys((schema as { properties?: object }).properties ?? {});
      return [...own, ...Object.values(schema).flatMap(fieldNames)];
    };
    const stored = ALL_CALLS.filter((c) => replayModeOf(c) === 'outbox' || replayModeOf(c) === 'key');
    expect(stored.length).toBeGreaterThan(20);
    for (const call of stored) {
      expect(fieldNames(call.response.toJSONSchema({ unrepresentable: 'any' })).filter((f) => secret.test(f)), call.name).toEqual([]);
    }
    expect(fieldNames(passwordLogin.response.toJSONSchema()).filter((f) => secret.test(f))).toContain('loginToken');
  });

  it('a call that moves value is sent directly with a key: never queued offline, never without a key (issue 11)', () => {
    const moving = ALL_CALLS.filter((c) => c.movesValue);
    expect(moving.map((c) => c.name)).toEqual(expect.arrayContaining(['pay.memberPay', 'pay.balanceTopUp', 'member.walletConvert', 'member.withdrawApply']));
    for (const call of moving) expect(replayModeOf(call), call.name).toBe('key');
  });
});

describe('a stored answer replays only to its caller, for the same request (issue 9.1)', () => {
  it('refuses a key reused with another body, with a Chinese message, and acts nothing', async () => {
    const { token } = await loginByCode(t, '13912345678');
    const goods = await someGoods();
    expect((await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(token, 'K-body'))).code).toBe(0);
    const reused = await t.call(cartAdd, { goodsId: goods.id, num: 3 }, userHeaders(token, 'K-body'));
    expect(reused).toMatchObject({ code: 4009, msg: '幂等键已用于其他请求，请勿重复使用', data: null });
    const [line] = await queryRows<{ num: number }>(t, `select num from cart_lines where goods_id = '${goods.id}'`);
    expect(line!.num).toBe(1);
  });

  it('replays the same request whatever order its fields came in', async () => {
    const { token } = await loginByCode(t, '13912345678');
    const goods = await someGoods();
    const first = await t.call(cartAdd, { goodsId: goods.id, num: 2 }, userHeaders(token, 'K-order'));
    const again = await t.call(cartAdd, { num: 2, goodsId: ` ${goods.id} ` }, userHeaders(token, 'K-order'));
    expect(again).toEqual(first);
  });

  it('a token never reaches another caller through a replay of a user-scoped key', async () => {
    const { token } = await loginByCode(t, '13912345678');
    const other = await loginByCode(t, '13700001111');
    const goods = await someGoods();
    await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(token, 'K-user'));
    const theirs = await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(other.token, 'K-user'));
    expect(theirs.code).toBe(0);
    expect((await t.call(userByToken, {}, userHeaders(other.token))).data.usersid).toBe(other.userId);
  });

  it('refuses a malformed key before looking it up', async () => {
    const { token } = await loginByCode(t, '13912345678');
    const goods = await someGoods();
    const answer = await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(token, 'bad key with spaces'));
    expect(answer).toMatchObject({ code: 4000, msg: '幂等键格式不正确' });
  });
});

describe('ids of user-created records do not tell what exists (issue 9.10)', () => {
  const address = { name: '张三', phone: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园路1号' };
  const invoice = { invoiceType: 'E_NORMAL' as const, titleType: 'PERSONAL' as const, title: '张三' };

  it('another user may use the same address and invoice ids; each keeps their own', async () => {
    const a = await loginByCode(t, '13912345678');
    const b = await loginByCode(t, '13700001111');
    expect((await t.call(addressAdd, { addressId: 'same-id-1', ...address }, userHeaders(a.token))).code).toBe(0);
    const theirs = await t.call(addressAdd, { addressId: 'same-id-1', ...address, name: '李四' }, userHeaders(b.token));
    expect(theirs.code).toBe(0);
    expect((await t.call(addressList, {}, userHeaders(a.token))).data.map((x) => x.name)).toEqual(['张三']);
    expect((await t.call(addressList, {}, userHeaders(b.token))).data.map((x) => x.name)).toEqual(['李四']);

    expect((await t.call(invoiceAdd, { invoiceId: 'same-inv-1', ...invoice }, userHeaders(a.token))).code).toBe(0);
    expect((await t.call(invoiceAdd, { invoiceId: 'same-inv-1', ...invoice }, userHeaders(b.token))).code).toBe(0);
  });
});
