// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartList } from '../../../../src/contract/orders/cart';
import { SYNC_BATCH_CALLS } from '../../../../src/contract/platform/sync-batch';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { loginByCode } from '../../../test-support/login';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ token } = await loginByCode(t, '13912345678'));
});
afterEach(async () => { await t.close(); });

const batch = SYNC_BATCH_CALLS.member;

async function goods() {
  return queryRows<{ id: string; stock: number }>(t, "select id, stock from goods where kind = 'ordinary' and on_shelf and stock >= 10 order by id limit 2");
}

describe('replay batch (RELIABILITY 12)', () => {
  it('runs each item through its own entry: refusals stay per item, the rest is applied', async () => {
    const [a, b] = await goods();
    const answer = await t.call(batch, { items: [
      { key: 'k1', name: 'member.cartAdd', args: { goodsId: a!.id, num: 1 } },
      { key: 'k2', name: 'member.cartAdd', args: { goodsId: b!.id, num: b!.stock + 1 } },
      { key: 'k3', name: 'member.cartUpdate', args: { goodsId: a!.id, num: 3 } },
      { key: 'k4', name: 'goods.homePageInfo', args: {} },
      { key: 'k5', name: 'member.cartAdd', args: { goodsId: '' } },
    ] }, userHeaders(token));
    expect(answer.data.results.map((r) => [r.key, r.code])).toEqual([['k1', 0], ['k2', 4201], ['k3', 0], ['k4', 4000], ['k5', 4000]]);
    expect(answer.data.results[4]!.msg).toBe('请填写商品编号');
    const cart = await t.call(cartList, {}, userHeaders(token));
    expect(cart.data.flatMap((g) => g.orderGoodsVoList).map((l) => [l.goodsId, l.num])).toEqual([[a!.id, 3]]);
  });

  it('a replayed batch acts once: every key answers as the first time', async () => {
    const [a] = await goods();
    const items = [{ key: 'r1', name: 'member.cartAdd', args: { goodsId: a!.id, num: 1 } }, { key: 'r2', name: 'member.cartAdd', args: { goodsId: a!.id, num: 1 } }];
    const first = await t.call(batch, { items }, userHeaders(token));
    const again = await t.call(batch, { items }, userHeaders(token));
    expect(again.data).toEqual(first.data);
    expect((await t.call(cartList, {}, userHeaders(token))).data[0]!.orderGoodsVoList[0]!.num).toBe(2);
  });

  it('stops at a lost login, leaving the rest unanswered', async () => {
    const [a] = await goods();
    const answer = await t.call(batch, { items: [
      { key: 'x1', name: 'member.cartAdd', args: { goodsId: a!.id, num: 1 } },
      { key: 'x2', name: 'member.cartAdd', args: { goodsId: a!.id, num: 1 } },
    ] }, userHeaders('expired-or-unknown-token-xxxxxxxx'));
    expect(answer.data.results).toEqual([{ key: 'x1', code: 4012, msg: '登录已失效，请重新登录', data: null }]);
  });

  it('only takes the calls of its own host', async () => {
    const answer = await t.call(SYNC_BATCH_CALLS.goods, { items: [{ key: 'g1', name: 'member.cartAdd', args: { goodsId: 'G000001', num: 1 } }] }, userHeaders(token));
    expect(answer.data.results[0]).toMatchObject({ code: 4000, msg: '无法识别的操作' });
  });

  it('refuses logins and code sending: a batch carries only what an outbox replays (issue 9.2)', async () => {
    const logins = Array.from({ length: 3 }, (_, i) => ({ key: `pw${i}`, name: 'member.passwordLogin', args: { account: '13800000001', password: `Guess${i}@2026` } }));
    const member = await t.call(batch, { items: logins }, userHeaders(token));
    expect(member.data.results.map((r) => [r.code, r.msg])).toEqual(logins.map(() => [4000, '无法识别的操作']));
    const sms = await t.call(SYNC_BATCH_CALLS.assist, { items: [{ key: 's1', name: 'assist.sendPhoneCode', args: { phone: '13912340000', sendType: '1' } }] }, {});
    expect(sms.data.results[0]).toMatchObject({ code: 4000, msg: '无法识别的操作' });
    expect(t.sms.sent.filter((m) => m.phone === '13912340000')).toEqual([]);
  });

  it('answers every item: a bad item between two good ones never blocks them (issue 9.6, RELIABILITY 3)', async () => {
    const [a, b] = await goods();
    const items = [
      { key: 'n1', name: 'member.cartAdd', args: { goodsId: a!.id, num: 1 } },
      { key: 'n2', name: 'member.cartAdd', args: { goodsId: `${b!.id}\u0000`, num: 1 } },
      { key: 'n3', name: 'member.cartAdd', args: { goodsId: b!.id, num: 2 } },
    ];
    const response = await t.raw(batch, { items }, userHeaders(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results.map((r: { key: string; code: number }) => [r.key, r.code])).toEqual([['n1', 0], ['n2', 4000], ['n3', 0]]);
    expect(response.json().data.results[1].msg).toBe('商品编号包含不支持的字符');
    const cart = await t.call(cartList, {}, userHeaders(token));
    expect(cart.data.flatMap((g) => g.orderGoodsVoList).map((l) => [l.goodsId, l.num]).sort()).toEqual([[a!.id, 1], [b!.id, 2]].sort());
  });
});
