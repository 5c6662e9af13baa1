// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  balanceSum, memberPay, payInfo, payStatus, sandboxConfirm, setPayPassword, wechatNotify, wechatOfficialPay,
} from '../../../../src/contract/orders/pay';
import { cancelOrder, createOrder, orderDetail } from '../../../../src/contract/orders/order';
import { buyTrack } from '../../../../src/contract/catalogue/my-lists';
import { PAY_LOCK_MS, PAY_PASSWORD_MAX_TRIES, PAY_TIMEOUT_MS } from '../../../../src/domain/checkout';
import { addAddress, buyNow, goodsInShops, PAY_PASSWORD, setPayPasswordByCode, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { idCardFor } from '../../../test-support/wallet';
import { createTestApp, queryRows, moneyHeaders, userHeaders, type TestApp } from '../../../test-support/test-app';
import { balanceDetail } from '../../../../src/contract/wallet/wallet';
import { creditBalance } from '../../../test-support/checkout';
import { paymentProvider } from './payment-provider';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';

const PHONE = '13912345678';
let t: TestApp;
let token: string;
let userId: string;
let addressId: string;
let a: PickedGoods;

/** The buyer's balance as the sum of its ledger entries (not the account's kept total). */
const ledgerSum = async () => (await queryRows<{ s: number }>(t, `select coalesce(sum(e.amount),0)::int as s from ledger_entries e
  join ledger_accounts a on a.id = e.account_id where a.owner_kind = 'user' and a.owner_id = '${userId}' and a.asset = 'CNY'`))[0]!.s;
const stockOf = async (id: string) => (await queryRows<{ stock: number }>(t, `select stock from goods where id = '${id}'`))[0]!.stock;
const credit = (amount: number) => creditBalance(t, PHONE, amount);
const runJobs = () => runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);

async function wechatPay(orderId: string) {
  const answer = await t.call(wechatOfficialPay, { orderIds: orderId, openid: 'sbx_openid_test' }, moneyHeaders(token));
  expect(answer.code).toBe(0);
  return answer.data;
}

function notify(payNo: string, amount: number, transactionId = `TX${payNo}`) {
  const fields = { payNo, transactionId, amount, resultCode: 'SUCCESS' as const };
  return t.call(wechatNotify, { ...fields, sign: paymentProvider().sign(fields) });
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token, userId } = await loginByCode(t, PHONE));
  addressId = await addAddress(t, token);
  [a] = (await goodsInShops(t, 1)) as [PickedGoods];
  await setPayPasswordByCode(t, token, PHONE);
});
afterEach(async () => { await t.close(); });

describe('balance pay (RELIABILITY 17)', () => {
  it('pays with the pay password: one ledger row, the order to be shipped, the balance the ledger sum', async () => {
    await credit(100_000);
    const order = await buyNow(t, token, a, addressId);
    const paid = await t.call(memberPay, { orderIds: order.data.orderIds.join(','), payPassword: PAY_PASSWORD }, userHeaders(token, 'pay-1'));
    expect(paid.data).toMatchObject({ status: 'PAID', outcome: 'PAID', amount: order.data.total });
    expect((await t.call(orderDetail, { orderId: order.data.orderIds[0]! }, userHeaders(token))).data.status).toBe('UNDELIVERED');
    const balance = (await t.call(balanceSum, {}, userHeaders(token))).data.balance;
    expect(balance).toBe(100_000 - order.data.total);
    expect(balance).toBe(await ledgerSum());
    expect((await t.call(balanceDetail, {}, userHeaders(token))).data.list[0]).toMatchObject({ amount: -order.data.total, kind: 'ORDER_PAY' });
    const twice = await t.call(memberPay, { orderIds: order.data.orderIds.join(','), payPassword: PAY_PASSWORD }, userHeaders(token, 'pay-2'));
    expect(twice.code).toBe(4204);
    expect(await ledgerSum()).toBe(balance);
    const bought = await t.call(buyTrack, { pageNum: 1, pageSize: 20 }, userHeaders(token));
    expect(JSON.stringify(bought.data)).toContain(a.id);
  });

  it('refuses a wrong pay password, counts it, and locks pay after repeated tries', async () => {
    await credit(100_000);
    const order = await buyNow(t, token, a, addressId);
    const orderIds = order.data.orderIds.join(',');
    for (let i = 1; i < PAY_PASSWORD_MAX_TRIES; i++) {
      const wrong = await t.call(memberPay, { orderIds, payPassword: '000000' }, moneyHeaders(token));
      expect(wrong).toMatchObject({ code: 4301, msg: `支付密码错误，还可尝试${PAY_PASSWORD_MAX_TRIES - i}次` });
    }
    expect((await t.call(memberPay, { orderIds, payPassword: '000000' }, moneyHeaders(token))).code).toBe(4302);
    const locked = await t.call(memberPay, { orderIds, payPassword: PAY_PASSWORD }, moneyHeaders(token));
    expect(locked.code).toBe(4302);
    expect(locked.msg).toContain('分钟后再试');
    expect(await ledgerSum()).toBe(100_000);
    t.clock.now += PAY_LOCK_MS + 1000;
    // The lock outlasted the order's pay deadline: it was cancelled meanwhile, a new one pays.
    expect((await t.call(memberPay, { orderIds, payPassword: PAY_PASSWORD }, moneyHeaders(token))).msg).toBe('订单已取消或已支付，无需支付');
    const next = await buyNow(t, token, a, addressId);
    const ok = await t.call(memberPay, { orderIds: next.data.orderIds.join(','), payPassword: PAY_PASSWORD }, moneyHeaders(token));
    expect(ok.code).toBe(0);
  });

  it('refuses more than the balance, and never stores the pay password in clear', async () => {
    const order = await buyNow(t, token, a, addressId);
    const answer = await t.call(memberPay, { orderIds: order.data.orderIds.join(','), payPassword: PAY_PASSWORD }, moneyHeaders(token));
    expect(answer).toMatchObject({ code: 4303, msg: '余额不足' });
    const [account] = await queryRows<{ pay_password_hash: string }>(t, `select pay_password_hash from pay_accounts where user_id = '${userId}'`);
    expect(account!.pay_password_hash).toMatch(/^scrypt\$/);
    expect(account!.pay_password_hash).not.toContain(PAY_PASSWORD);
  });

  it('changes the pay password with the old one', async () => {
    const changed = await t.call(setPayPassword, { payPassword: '246800', oldPayPassword: PAY_PASSWORD }, userHeaders(token));
    expect(changed.data.hasPayPassword).toBe(true);
    const wrongOld = await t.call(setPayPassword, { payPassword: '246811', oldPayPassword: PAY_PASSWORD }, userHeaders(token));
    expect(wrongOld.code).toBe(4301);
    // A repeated digit or a run is refused whatever proves the user (issue 34.8); paying with an old one still works.
    for (const weak of ['111111', '123456', '654321']) {
      expect(await t.call(setPayPassword, { payPassword: weak, oldPayPassword: '246800' }, userHeaders(token)))
        .toMatchObject({ code: 4000, msg: '支付密码过于简单，请勿使用重复或连续的数字' });
    }
  });
});

describe('provider payment callbacks (RELIABILITY 16)', () => {
  it('credits a callback once when it arrives twice, and refuses a wrong amount or signature', async () => {
    const order = await buyNow(t, token, a, addressId);
    const pay = await wechatPay(order.data.orderIds[0]!);
    const wrongAmount = await notify(pay.payNo, pay.amount - 1);
    expect(wrongAmount).toMatchObject({ code: 4305, msg: '支付金额与订单金额不一致' });
    const forged = await t.call(wechatNotify, { payNo: pay.payNo, transactionId: 'TXforged1', amount: pay.amount, resultCode: 'SUCCESS', sign: 'a'.repeat(64) });
    expect(forged.code).toBe(4304);
    expect((await t.call(payStatus, { payNo: pay.payNo }, userHeaders(token))).data.status).toBe('PENDING');
    expect((await notify(pay.payNo, pay.amount)).data).toEqual({ returnCode: 'SUCCESS' });
    expect((await notify(pay.payNo, pay.amount)).data).toEqual({ returnCode: 'SUCCESS' });
    expect((await t.call(payStatus, { payNo: pay.payNo }, userHeaders(token))).data).toMatchObject({ status: 'PAID', outcome: 'PAID' });
    expect((await t.call(orderDetail, { orderId: order.data.orderIds[0]! }, userHeaders(token))).data.status).toBe('UNDELIVERED');
    expect(await ledgerSum()).toBe(0);
  });

  it('the sandbox cashier calls back signed, and the pay counter then shows nothing to pay', async () => {
    const order = await buyNow(t, token, a, addressId);
    const pay = await wechatPay(order.data.orderIds[0]!);
    expect((await t.call(sandboxConfirm, { payNo: pay.payNo }, userHeaders(token))).data).toMatchObject({ status: 'PAID' });
    expect((await t.call(payInfo, { orderIds: order.data.orderIds[0]! }, userHeaders(token))).data.amount).toBe(0);
  });

  it('says which orders hold global-purchase goods, so their payment ends on pay-finish-global', async () => {
    const [global] = await queryRows<PickedGoods>(t, "select id, shop_id, stock, sale_price from goods where kind = 'global' and on_shelf and stock > 5 order by id limit 1");
    const ordinary = (await buyNow(t, token, a, addressId)).data.orderIds[0]!;
    // A global-purchase order names its 订购人 (issue 34, decision 037).
    const crossing = (await t.call(createOrder, {
      source: 'buyNow', lines: [{ goodsId: global!.id, num: 1, price: global!.sale_price }], addressId,
      orderer: { realName: '李海淘', idCard: idCardFor(7) },
    }, userHeaders(token))).data.orderIds[0]!;
    const info = (await t.call(payInfo, { orderIds: `${ordinary},${crossing}` }, userHeaders(token))).data;
    expect(Object.fromEntries(info.orders.map((o) => [o.orderId, o.crossBorder]))).toEqual({ [ordinary]: false, [crossing]: true });
  });
});

describe('a payment after the auto-cancel (RELIABILITY 20)', () => {
  it('revives the order when its stock can be taken again, and says so', async () => {
    const order = await buyNow(t, token, a, addressId);
    const pay = await wechatPay(order.data.orderIds[0]!);
    t.clock.now += PAY_TIMEOUT_MS + 1000;
    await runJobs();
    expect((await t.call(orderDetail, { orderId: order.data.orderIds[0]! }, userHeaders(token))).data.status).toBe('CANCELLED');
    await notify(pay.payNo, pay.amount);
    const status = await t.call(payStatus, { payNo: pay.payNo }, userHeaders(token));
    expect(status.data).toMatchObject({ status: 'PAID', outcome: 'REVIVED' });
    expect(status.data.msg).toContain('订单已恢复');
    expect((await t.call(orderDetail, { orderId: order.data.orderIds[0]! }, userHeaders(token))).data.status).toBe('UNDELIVERED');
    expect(await stockOf(a.id)).toBe(a.stock - 1);
  });

  it('refunds the money to the balance when the stock is gone, and says so', async () => {
    const order = await buyNow(t, token, a, addressId);
    const pay = await wechatPay(order.data.orderIds[0]!);
    t.clock.now += PAY_TIMEOUT_MS + 1000;
    await runJobs();
    await t.database.db.execute(`update goods set stock = 0 where id = '${a.id}'` as never);
    await notify(pay.payNo, pay.amount);
    await notify(pay.payNo, pay.amount);
    const status = await t.call(payStatus, { payNo: pay.payNo }, userHeaders(token));
    expect(status.data).toMatchObject({ status: 'REFUNDED', outcome: 'REFUNDED' });
    expect(status.data.msg).toContain('退回余额');
    expect((await t.call(orderDetail, { orderId: order.data.orderIds[0]! }, userHeaders(token))).data.status).toBe('CANCELLED');
    expect(await stockOf(a.id)).toBe(0);
    expect(await ledgerSum()).toBe(pay.amount);
  });
});

describe('past the pay deadline, before its job has run (docs/decisions/023)', () => {
  it('refuses the balance pay and shows nothing to pay, without cancelling on the read', async () => {
    await credit(100_000);
    const orderId = (await buyNow(t, token, a, addressId)).data.orderIds[0]!;
    t.clock.now += PAY_TIMEOUT_MS + 1000;
    const info = (await t.call(payInfo, { orderIds: orderId }, userHeaders(token))).data;
    expect(info).toMatchObject({ amount: 0, orders: [expect.objectContaining({ status: 'UNPAID' })] });
    const refused = await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(token));
    expect(refused).toMatchObject({ code: 4204, msg: '订单已取消或已支付，无需支付' });
    expect((await t.call(wechatOfficialPay, { orderIds: orderId, openid: 'sbx_openid_test' }, moneyHeaders(token))).code).toBe(4204);
    expect(await ledgerSum()).toBe(100_000);
    expect((await t.call(orderDetail, { orderId }, userHeaders(token))).data.status).toBe('UNPAID');
    expect(await stockOf(a.id)).toBe(a.stock - 1);
    expect(await runJobs()).toBe(1);
    expect((await t.call(orderDetail, { orderId }, userHeaders(token))).data.status).toBe('CANCELLED');
    expect(await stockOf(a.id)).toBe(a.stock);
  });

  it('a provider payment arriving then is the late payment it is: the order is timed out and revived, and its job then does nothing', async () => {
    const orderId = (await buyNow(t, token, a, addressId)).data.orderIds[0]!;
    const pay = await wechatPay(orderId);
    t.clock.now += PAY_TIMEOUT_MS + 1000;
    await notify(pay.payNo, pay.amount);
    expect((await t.call(payStatus, { payNo: pay.payNo }, userHeaders(token))).data).toMatchObject({ status: 'PAID', outcome: 'REVIVED' });
    expect(await runJobs()).toBe(1);
    expect((await t.call(orderDetail, { orderId }, userHeaders(token))).data.status).toBe('UNDELIVERED');
    expect(await stockOf(a.id)).toBe(a.stock - 1);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('a payment for an order the buyer cancelled (issue 9.11)', () => {
  it('is refunded to the balance and says so; the order stays cancelled and its stock is not taken again', async () => {
    const order = await buyNow(t, token, a, addressId);
    const orderId = order.data.orderIds[0]!;
    const pay = await wechatPay(orderId);
    expect((await t.call(cancelOrder, { orderId, reason: '不想要了' }, userHeaders(token))).data.status).toBe('CANCELLED');
    const stockAfterCancel = await stockOf(a.id);
    await notify(pay.payNo, pay.amount);
    const status = await t.call(payStatus, { payNo: pay.payNo }, userHeaders(token));
    expect(status.data).toMatchObject({ status: 'REFUNDED', outcome: 'CANCEL_REFUNDED', msg: '订单已由您取消，支付款已退回余额' });
    expect((await t.call(orderDetail, { orderId }, userHeaders(token))).data.status).toBe('CANCELLED');
    expect(await stockOf(a.id)).toBe(stockAfterCancel);
    expect(await ledgerSum()).toBe(pay.amount);
  });
});
