// @vitest-environment node
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refundApply, shopApproveAfterSales, shopRefund } from '../../src/contract/orders/after-sales';
import { confirmReceipt, shopDeliverOrder } from '../../src/contract/orders/order';
import { memberPay, sandboxConfirm, wechatNotify } from '../../src/contract/orders/pay';
import { balanceDetail, balanceInfo, balanceTopUp, integral, walletConvert } from '../../src/contract/wallet/wallet';
import { bankAdd, companyLedgerCheck, shopWallet, withdrawApply, companyWithdrawDecide } from '../../src/contract/wallet/withdraw';
import { addAddress, buyNow, goodsInShops, PAY_PASSWORD, shopHeaders, type PickedGoods } from '../test-support/checkout';
import { loginByCode } from '../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../test-support/test-app';
import { ADMIN_PHONE, cardNumberFor, SHOP_OWNER_PHONE, walletUser, type WalletUser } from '../test-support/wallet';
import { paymentProvider } from '../services/orders/pay/payment-provider';
import { reconcileLedger } from './reconcile';
import { HEADERS } from '../../src/contract/headers';

/** A refund moves money: it carries its own Idempotency-Key. */
const withKey = (headers: Record<string, string>) => ({ ...headers, [HEADERS.idempotencyKey]: `k-${randomUUID()}` });

let t: TestApp;
let user: WalletUser;

const asset = async (name: string, who: WalletUser = user) =>
  (await t.call(balanceInfo, {}, userHeaders(who.token))).data.assets.find((a) => a.asset === name)!;
const count = async (table: string) => (await queryRows<{ n: number }>(t, `select count(*)::int as n from ${table}`))[0]!.n;
const signed = (payNo: string, amount: number, transactionId = `TX${payNo}`) => {
  const fields = { payNo, transactionId, amount, resultCode: 'SUCCESS' as const };
  return { ...fields, sign: paymentProvider().sign(fields) };
};

async function expectReconciled(): Promise<void> {
  expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
}

beforeEach(async () => {
  t = await createTestApp();
  user = await walletUser(t, '13912350001', 0);
});
afterEach(async () => { await t.close(); });

describe('top-up through the payment provider', () => {
  it('concurrent signed callbacks credit the balance once', async () => {
    const topUp = (await t.call(balanceTopUp, { amount: '100.00', openid: 'sbx_openid_test' }, moneyHeaders(user.token))).data;
    expect(topUp).toMatchObject({ amount: 10_000, sandbox: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call(wechatNotify, signed(topUp.payNo, 10_000))));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(await asset('CNY')).toMatchObject({ posted: 10_000, available: 10_000 });
    expect((await t.call(sandboxConfirm, { payNo: topUp.payNo }, userHeaders(user.token))).data.status).toBe('PAID');
    expect((await asset('CNY')).available).toBe(10_000);
    expect((await t.call(balanceDetail, {}, userHeaders(user.token))).data.list).toEqual([expect.objectContaining({ amount: 10_000, kind: 'TOP_UP' })]);
    await expectReconciled();
  });

  it('a callback with another amount or a bad signature credits nothing', async () => {
    const topUp = (await t.call(balanceTopUp, { amount: '50.00', openid: 'sbx_openid_test' }, moneyHeaders(user.token))).data;
    expect((await t.call(wechatNotify, signed(topUp.payNo, 1))).code).toBe(4305);
    expect((await t.call(wechatNotify, { ...signed(topUp.payNo, 5_000), sign: 'a'.repeat(64) })).code).toBe(4304);
    expect((await asset('CNY')).posted).toBe(0);
  });
});

describe('moving value between wallets', () => {
  it('converts once per idempotency key; the same key with another body is refused', async () => {
    await t.call(sandboxConfirm, { payNo: (await t.call(balanceTopUp, { amount: '100.00', openid: 'sbx_openid_test' }, moneyHeaders(user.token))).data.payNo }, userHeaders(user.token));
    const headers = userHeaders(user.token, 'convert-1');
    const body = { rule: 'transform-balance-pay', amount: '10.00', payPassword: PAY_PASSWORD };
    const first = await t.call(walletConvert, body, headers);
    expect(first.data).toMatchObject({ credited: 1_000, from: { asset: 'CNY', available: 9_000 }, to: { asset: 'DAT', available: 1_000 } });
    expect(await t.call(walletConvert, body, headers)).toEqual(first);
    expect(await t.call(walletConvert, { ...body, amount: '20.00' }, headers)).toMatchObject({ code: 4009, msg: '幂等键已用于其他请求，请勿重复使用' });
    expect((await asset('DAT')).available).toBe(1_000);
    expect((await asset('CNY')).available).toBe(9_000);
    const dtap = await t.call(walletConvert, { rule: 'transform-dtap-pay', amount: '5.00', payPassword: PAY_PASSWORD }, moneyHeaders(user.token));
    expect(dtap).toMatchObject({ code: 4000, msg: '兑换数量不能少于10.00DAT' });
    const shelf = await t.call(walletConvert, { rule: 'shelf-upto-pay', amount: '3.00', payPassword: PAY_PASSWORD }, moneyHeaders(user.token));
    expect(shelf.data).toMatchObject({ credited: 3, to: { asset: 'SHELF', available: 3 } });
    const tooMuch = await t.call(walletConvert, { rule: 'startoken-upto-pay', amount: '1000.00', payPassword: PAY_PASSWORD }, moneyHeaders(user.token));
    expect(tooMuch).toMatchObject({ code: 4303, msg: '余额不足' });
    await expectReconciled();
  });
});

describe('bank cards', () => {
  it('checks the number on the host and gives one card to one user', async () => {
    const bad = await t.call(bankAdd, { cardNo: '6222020200112233440', holderName: '张三丰', phone: user.phone }, userHeaders(user.token));
    expect(bad).toMatchObject({ code: 4000, msg: '银行卡号格式不正确' });
    const other = await walletUser(t, '13912350002', 0);
    const taken = await t.call(bankAdd, { cardNo: cardNumberFor(350001), holderName: '李四', phone: other.phone }, userHeaders(other.token));
    expect(taken).toMatchObject({ code: 4009, msg: '该银行卡已绑定其他账号' });
    const stored = await queryRows<{ number_sealed: string }>(t, 'select number_sealed from bank_cards');
    expect(stored.every((row) => !row.number_sealed.includes('622202'))).toBe(true);
  });
});

describe('settlement and refunds', () => {
  it('a completed order pays its shop minus the platform share; a refund after settlement comes back from the shop', async () => {
    await t.call(sandboxConfirm, { payNo: (await t.call(balanceTopUp, { amount: '5000.00', openid: 'sbx_openid_test' }, moneyHeaders(user.token))).data.payNo }, userHeaders(user.token));
    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const shop = shopHeaders(owner.token, owner.shopToken);
    const [goods] = await queryRows<PickedGoods>(t, `select id, shop_id, stock, sale_price from goods where kind = 'ordinary' and on_shelf and stock >= 5 and shop_id = 'S0001' order by sale_price limit 1`);
    const before = (await t.call(shopWallet, {}, shop)).data.balance.posted;
    const order = (await buyNow(t, user.token, goods!, await addAddress(t, user.token))).data;
    const orderId = order.orderIds[0]!;
    expect((await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(user.token))).code).toBe(0);
    await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop);
    expect((await t.call(confirmReceipt, { orderId }, userHeaders(user.token))).code).toBe(0);
    const share = Math.floor(order.total * 500 / 10_000);
    const wallet = (await t.call(shopWallet, {}, shop)).data;
    expect(wallet.balance.posted - before).toBe(order.total - share);
    expect(wallet.financeScaleBp).toBe(500);
    expect((await t.call(integral, {}, userHeaders(user.token))).data.points).toBe(Math.floor(order.total / 100));
    const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: 1_000 }, userHeaders(user.token));
    await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId }, shop);
    const balanceBefore = (await asset('CNY')).available;
    expect((await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, withKey(shop))).code).toBe(0);
    expect((await asset('CNY')).available - balanceBefore).toBe(1_000);
    const fromRevenue = Math.floor(1_000 * share / order.total);
    expect((await t.call(shopWallet, {}, shop)).data.balance.posted - before).toBe(order.total - share - (1_000 - fromRevenue));
    await expectReconciled();
  });
});

type Op = 'topUp' | 'convert' | 'pay' | 'settle' | 'refund' | 'withdraw' | 'decide';
const OPS: Op[] = ['topUp', 'convert', 'pay', 'settle', 'refund', 'withdraw', 'decide'];

describe('a randomized run of mixed movements (issue 11)', () => {
  it('keeps every balance equal to the model of answered movements, and the ledger reconciled', async () => {
    const users = [user, await walletUser(t, '13912350002', 0), await walletUser(t, '13912350003', 0)];
    const addresses = await Promise.all(users.map((u) => addAddress(t, u.token)));
    const model = new Map(users.map((u) => [u.userId, 0]));
    const succeeded = new Map<Op, number>();
    let current: Op = 'topUp';
    const adjust = (u: WalletUser, delta: number) => {
      model.set(u.userId, model.get(u.userId)! + delta);
      succeeded.set(current, (succeeded.get(current) ?? 0) + 1);
    };
    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const admin = (await loginByCode(t, ADMIN_PHONE)).token;
    const goods = await goodsInShops(t, 3);
    const shopTokens = new Map<string, Record<string, string>>([['S0001', shopHeaders(owner.token, owner.shopToken)]]);
    const orders: { id: string; buyer: WalletUser; total: number; shopId: string; state: 'paid' | 'done' }[] = [];
    const pending: { id: string; buyer: WalletUser; amount: number }[] = [];
    const steps = fc.sample(fc.tuple(fc.constantFrom(...OPS), fc.nat(2), fc.integer({ min: 1, max: 300 }), fc.nat()), { seed: 20261123, numRuns: 500 });
    let moved = 0;
    for (const [op, who, size, pick] of steps) {
      const u = users[who]!;
      current = op;
      if (op === 'topUp') {
        const started = await t.call(balanceTopUp, { amount: `${size}.00`, openid: 'sbx_openid_test' }, moneyHeaders(u.token));
        if ((await t.call(sandboxConfirm, { payNo: started.data.payNo }, userHeaders(u.token))).code === 0) adjust(u, size * 100);
      } else if (op === 'convert') {
        const answer = await t.call(walletConvert, { rule: 'transform-balance-pay', amount: `${size}.00`, payPassword: PAY_PASSWORD }, moneyHeaders(u.token));
        if (answer.code === 0) adjust(u, -size * 100);
      } else if (op === 'pay') {
        const g = goods[pick % goods.length]!;
        const order = await buyNow(t, u.token, g, addresses[who]!);
        if (order.code !== 0) continue;
        const paid = await t.call(memberPay, { orderIds: order.data.orderIds[0]!, payPassword: PAY_PASSWORD }, moneyHeaders(u.token));
        if (paid.code === 0) {
          adjust(u, -order.data.total);
          orders.push({ id: order.data.orderIds[0]!, buyer: u, total: order.data.total, shopId: g.shop_id, state: 'paid' });
        }
      } else if (op === 'settle' || op === 'refund') {
        const order = orders.filter((o) => o.state === 'paid')[pick % Math.max(1, orders.length)];
        const shop = order && shopTokens.get(order.shopId);
        if (!order || !shop) continue;
        if (op === 'settle') {
          await t.call(shopDeliverOrder, { orderId: order.id, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop);
          if ((await t.call(confirmReceipt, { orderId: order.id }, userHeaders(order.buyer.token))).code === 0) {
            order.state = 'done';
            adjust(order.buyer, 0);
          }
        } else {
          const applied = await t.call(refundApply, { orderId: order.id, kind: 'REFUND_ONLY', reason: '其他', amount: order.total }, userHeaders(order.buyer.token));
          if (applied.code !== 0) continue;
          await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId }, shop);
          if ((await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, withKey(shop))).code === 0) {
            adjust(order.buyer, order.total);
            order.state = 'done';
          }
        }
      } else if (op === 'withdraw') {
        const answer = await t.call(withdrawApply, { amount: `${size}.00`, cardId: u.cardId, payPassword: PAY_PASSWORD }, moneyHeaders(u.token));
        if (answer.code === 0) {
          adjust(u, -size * 100);
          pending.push({ id: answer.data.withdrawId, buyer: u, amount: size * 100 });
        }
      } else {
        const request = pending.splice(pick % Math.max(1, pending.length), 1)[0];
        if (!request) continue;
        const approve = pick % 2 === 0;
        const answer = await t.call(companyWithdrawDecide, { withdrawId: request.id, approve, reason: approve ? '' : '信息不符' }, moneyHeaders(admin));
        if (answer.code === 0) adjust(request.buyer, approve ? 0 : request.amount);
      }
      moved += 1;
    }
    expect(moved).toBeGreaterThan(300);
    for (const op of OPS) expect(succeeded.get(op) ?? 0, op).toBeGreaterThanOrEqual(5);
    for (const u of users) expect((await asset('CNY', u)).available).toBe(model.get(u.userId));
    const check = await t.call(companyLedgerCheck, {}, userHeaders(admin));
    expect(check.data).toMatchObject({ ok: true, problems: [] });
    expect(await count('ledger_txns')).toBeGreaterThan(100);
  }, 240_000);
});
