// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refundApply, shopApproveAfterSales, shopRefund } from '../../../../src/contract/orders/after-sales';
import { cartAdd } from '../../../../src/contract/orders/cart';
import { claimCoupon, couponCenter, myCoupons, usableCoupons, type CouponForm } from '../../../../src/contract/orders/coupons';
import { cancelOrder, confirmReceipt, createOrder, orderDetail, shopDeliverOrder } from '../../../../src/contract/orders/order';
import { balanceSum, memberPay } from '../../../../src/contract/orders/pay';
import { companyCouponSave } from '../../../../src/contract/company/coupons';
import { shopCouponList, shopCouponSave, shopCouponStop } from '../../../../src/contract/shop/coupons';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { reconcileLedger } from '../../../ledger/reconcile';
import {
  addAddress, createBuyers, creditBalance, PAY_PASSWORD, setPayPasswordByCode, shopHeaders, type PickedGoods,
} from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

const PHONE = '13912345678';
const DAY = 86_400_000;
let t: TestApp;
let buyer: string;
let addressId: string;
let admin: () => Record<string, string>;
let shop: () => Record<string, string>;
/** Three goods of the shop S0001, priced so that two of each pass 满99 (free express). */
let lines: PickedGoods[];

const form = (over: Partial<CouponForm>): CouponForm => ({
  templateId: `T${randomUUID().slice(0, 8)}`, name: '测试券', kind: 'FULL_REDUCTION', scope: 'PLATFORM', goodsIds: [],
  threshold: '99', amount: '5', rate: 0, cap: '0', validKind: 'FIXED', validFrom: t.clock.now - DAY, validTo: t.clock.now + 30 * DAY,
  validDays: 0, total: 100, perUser: 1, newUser: false, ...over,
});

async function platformCoupon(over: Partial<CouponForm> = {}) {
  const saved = await t.call(companyCouponSave, form(over), admin());
  expect(saved.msg).toBe('成功');
  return saved.data.templateId;
}
async function shopCoupon(over: Partial<CouponForm> = {}) {
  const saved = await t.call(shopCouponSave, form({ scope: 'SHOP', name: '店铺券', threshold: '200', amount: '20', ...over }), shop());
  expect(saved.msg).toBe('成功');
  return saved.data.templateId;
}
const claim = async (token: string, templateId: string) => t.call(claimCoupon, { templateId }, userHeaders(token, `c-${randomUUID()}`));
const orderLines = (n = 2) => lines.map((g) => ({ goodsId: g.id, num: n, price: g.sale_price }));
const balance = async () => (await t.call(balanceSum, {}, userHeaders(buyer))).data.balance;

beforeEach(async () => {
  t = await createTestApp();
  // The seed's coupons (a new-user one among them) would join every choice below; the registration test has its own.
  await queryRows(t, "update coupon_templates set status = 'STOPPED'");
  ({ token: buyer } = await loginByCode(t, PHONE));
  const adminLogin = await loginByCode(t, '13800000003');
  admin = () => userHeaders(adminLogin.token, `a-${randomUUID()}`);
  const owner = await loginByCode(t, '13800000002');
  shop = () => shopHeaders(owner.token, owner.shopToken, `s-${randomUUID()}`);
  addressId = await addAddress(t, buyer);
  lines = await queryRows<PickedGoods>(t, "select id, shop_id, stock, sale_price from goods where shop_id = 'S0001' and kind = 'ordinary' and on_shelf and stock >= 20 and sale_price between 5000 and 200000 order by id limit 3");
  expect(lines).toHaveLength(3);
});
afterEach(async () => { await t.close(); });

describe('claiming (领券中心)', () => {
  it('a new user is given the new-user coupon at registration, which is not claimable in 领券中心', async () => {
    await queryRows(t, "update coupon_templates set status = 'ISSUING' where id = 'CPT-NEW-10'");
    const { token } = await loginByCode(t, '13912349999');
    const mine = await t.call(myCoupons, { tab: 'UNUSED' }, userHeaders(token));
    expect(mine.data.list.map((c) => c.name)).toEqual(['新人立减10元券']);
    expect((await claim(token, 'CPT-NEW-10')).msg).toBe('新人专享券在注册时发放');
    expect((await t.call(couponCenter, {}, userHeaders(token))).data.list.some((c) => c.templateId === 'CPT-NEW-10')).toBe(false);
  });

  it('shows the claimed state, keeps the per-user limit, and lists the coupon under 可使用', async () => {
    const p = await platformCoupon({ perUser: 2 });
    const center = async () => (await t.call(couponCenter, {}, userHeaders(buyer))).data.list.find((c) => c.templateId === p)!;
    expect(await center()).toMatchObject({ claimedByMe: 0, left: 100, perUser: 2 });
    expect((await claim(buyer, p)).data.status).toBe('UNUSED');
    expect((await claim(buyer, p)).code).toBe(0);
    const third = await claim(buyer, p);
    expect(third).toMatchObject({ code: 4207, msg: '每人限领2张，您已领过' });
    expect(await center()).toMatchObject({ claimedByMe: 2, left: 98 });
    const mine = await t.call(myCoupons, { tab: 'UNUSED' }, userHeaders(buyer));
    expect(mine.data.list.filter((c) => c.templateId === p)).toHaveLength(2);
  });

  it('500 claims at once for 100 give exactly 100', async () => {
    const p = await platformCoupon({ total: 100 });
    const buyers = await createBuyers(t, 500, '532');
    const answers = await Promise.all(buyers.map((token) => claim(token, p)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(100);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.msg === '优惠券已被领完')).toBe(true);
    const [row] = await queryRows<{ claimed: number; n: number }>(t,
      `select claimed, (select count(*)::int from coupons where template_id = '${p}') as n from coupon_templates where id = '${p}'`);
    expect(row).toEqual({ claimed: 100, n: 100 });
  }, 180_000);

  it('a stopped coupon is not claimable and an edit after the first claim is refused', async () => {
    const s = await shopCoupon();
    expect((await claim(buyer, s)).code).toBe(0);
    const edit = await t.call(shopCouponSave, form({ templateId: s, scope: 'SHOP', threshold: '300', amount: '50' }), shop());
    expect(edit.msg).toBe('优惠券已有人领取，不能修改');
    expect((await t.call(shopCouponStop, { templateId: s }, shop())).data.status).toBe('STOPPED');
    expect((await claim(buyer, s)).msg).toBe('该优惠券已停止发放');
  });
});

describe('checkout with coupons', () => {
  beforeEach(async () => {
    await setPayPasswordByCode(t, buyer, PHONE);
    await creditBalance(t, PHONE, 10_000_000);
  });

  it('chooses the best coupons, recomputes the discount on the host, refuses a forged one and another user\'s coupon', async () => {
    const small = await platformCoupon({ amount: '5' });
    const big = await platformCoupon({ amount: '10' });
    const s = await shopCoupon({ threshold: '100', amount: '20' });
    const ids = [];
    for (const id of [small, big, s]) ids.push((await claim(buyer, id)).data.couponId);
    const usable = await t.call(usableCoupons, { lines: orderLines().map(({ goodsId, num }) => ({ goodsId, num })) }, userHeaders(buyer));
    expect(usable.data.best.sort()).toEqual([ids[1], ids[2]].sort());
    expect(usable.data.discount).toBe(3000);
    const goodsTotal = orderLines().reduce((sum, l) => sum + l.price * l.num, 0);
    const send = (over: object, key = `o-${randomUUID()}`) =>
      t.call(createOrder, { source: 'buyNow', lines: [orderLines()[0]!], addressId, couponIds: usable.data.best, ...over }, userHeaders(buyer, key));
    expect((await t.call(createOrder, { source: 'buyNow', lines: [orderLines()[0]!], addressId, couponIds: usable.data.best, discount: 5000 }, userHeaders(buyer))).msg)
      .toBe('优惠金额有误，请重新确认订单');
    const { token: other } = await loginByCode(t, '13912340000');
    const theirs = (await claim(other, small)).data.couponId;
    expect((await send({ couponIds: [theirs] })).msg).toBe('优惠券不存在');
    const created = await t.call(createOrder, { source: 'cart', lines: [], addressId }, userHeaders(buyer)).catch(() => null);
    expect(created?.code).not.toBe(0);
    for (const l of orderLines()) await t.call(cartAdd, { goodsId: l.goodsId, num: l.num }, userHeaders(buyer));
    const order = await t.call(createOrder, { source: 'cart', lines: orderLines(), addressId, couponIds: usable.data.best, discount: 3000 }, userHeaders(buyer));
    expect(order.code).toBe(0);
    expect(order.data.total).toBe(goodsTotal - 3000);
    const detail = (await t.call(orderDetail, { orderId: order.data.orderIds[0]! }, userHeaders(buyer))).data;
    expect(detail).toMatchObject({ couponDiscount: 3000, total: goodsTotal - 3000 });
    expect(detail.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(3000);
    const before = await balance();
    const paid = await t.call(memberPay, { orderIds: order.data.orderIds.join(','), payPassword: PAY_PASSWORD }, moneyHeaders(buyer));
    expect(paid.data.amount).toBe(goodsTotal - 3000);
    expect(before - await balance()).toBe(goodsTotal - 3000);
    const used = await t.call(myCoupons, { tab: 'USED' }, userHeaders(buyer));
    expect(used.data.list.map((c) => c.couponId).sort()).toEqual(usable.data.best.sort());
  });

  it('one coupon sent with two orders at once lowers one of them', async () => {
    const id = (await claim(buyer, await platformCoupon({ threshold: '0', kind: 'DIRECT', amount: '3' }))).data.couponId;
    const answers = await Promise.all([0, 1].map((i) => t.call(createOrder, {
      source: 'buyNow', lines: [orderLines(1)[i]!], addressId, couponIds: [id],
    }, userHeaders(buyer, `two-${i}`))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 0)!.msg).toBe('优惠券已被使用');
  });

  it('an unpaid order cancelled or expired gives its coupon back; a coupon past its dates expires by its job', async () => {
    const p = await platformCoupon({ validKind: 'DAYS', validDays: 3 });
    const id = (await claim(buyer, p)).data.couponId;
    const buy = (key: string) => t.call(createOrder, { source: 'buyNow', lines: [orderLines()[0]!], addressId, couponIds: [id] }, userHeaders(buyer, key));
    const first = await buy('b1');
    expect(first.code).toBe(0);
    await t.call(cancelOrder, { orderId: first.data.orderIds[0]! }, userHeaders(buyer, 'cancel-1'));
    const mine = async () => (await t.call(myCoupons, { tab: 'UNUSED' }, userHeaders(buyer))).data.list.map((c) => c.couponId);
    expect(await mine()).toEqual([id]);
    const second = await buy('b2');
    expect(second.code).toBe(0);
    t.clock.now += 31 * 60_000;
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    expect(await mine()).toEqual([id]);
    t.clock.now += 3 * DAY;
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    expect(await mine()).toEqual([]);
    expect((await t.call(myCoupons, { tab: 'EXPIRED' }, userHeaders(buyer))).data.list.map((c) => c.couponId)).toEqual([id]);
    const late = await buy('b3');
    expect(late.msg).toMatch(/^优惠券「测试券」已过期，订单金额变为¥[\d.]+，请重新确认$/);
  });

  it('a three-line order refunded line by line returns what each line cost; the coupon comes back only with the last', async () => {
    const s = await shopCoupon({ threshold: '100', amount: '33.33' });
    const p = await platformCoupon({ amount: '10' });
    const ids = [(await claim(buyer, s)).data.couponId, (await claim(buyer, p)).data.couponId];
    for (const l of orderLines()) await t.call(cartAdd, { goodsId: l.goodsId, num: l.num }, userHeaders(buyer));
    const order = await t.call(createOrder, { source: 'cart', lines: orderLines(), addressId, couponIds: ids }, userHeaders(buyer));
    const orderId = order.data.orderIds[0]!;
    await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer));
    await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop());
    const detail = (await t.call(orderDetail, { orderId }, userHeaders(buyer))).data;
    expect(detail.couponDiscount).toBe(4333);
    expect(detail.lines.map((l) => l.discount).reduce((a, b) => a + b, 0)).toBe(4333);
    for (const [i, line] of detail.lines.entries()) {
      const cost = line.price * line.num - line.discount;
      expect(line.discount).toBeLessThanOrEqual(line.price * line.num);
      const tooMuch = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: cost + 1, lineId: line.lineId }, userHeaders(buyer, `r${i}x`));
      expect(tooMuch.msg).toContain('退款金额不能超过');
      const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: cost, lineId: line.lineId }, userHeaders(buyer, `r${i}`));
      expect(applied.code).toBe(0);
      await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId }, shop());
      const before = await balance();
      expect((await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, shop())).code).toBe(0);
      expect(await balance() - before).toBe(cost);
      const back = (await t.call(myCoupons, { tab: 'UNUSED' }, userHeaders(buyer))).data.list.map((c) => c.couponId);
      expect(back.sort()).toEqual(i < 2 ? [] : [...ids].sort());
    }
    const after = (await t.call(orderDetail, { orderId }, userHeaders(buyer))).data;
    expect(after.refunded).toBe(after.total);
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });

  it('settlement pays the shop the platform coupon as a platform expense, and the shop coupon lowers the shop\'s part', async () => {
    const p = await platformCoupon({ amount: '10' });
    const s = await shopCoupon({ threshold: '100', amount: '20' });
    const ids = [(await claim(buyer, p)).data.couponId, (await claim(buyer, s)).data.couponId];
    const order = await t.call(createOrder, { source: 'buyNow', lines: [orderLines()[2]!], addressId, couponIds: ids }, userHeaders(buyer));
    const orderId = order.data.orderIds[0]!;
    await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer));
    await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop());
    const shopBefore = await queryRows<{ posted: string }>(t, "select posted from ledger_accounts where owner_kind = 'shop' and owner_id = 'S0001' and asset = 'CNY'");
    expect((await t.call(confirmReceipt, { orderId }, userHeaders(buyer, 'done'))).data.status).toBe('COMPLETED');
    const [settled] = await queryRows<{ total: number; coupon_subsidy: number; platform_share: number }>(t, `select total, coupon_subsidy, platform_share from orders where id = '${orderId}'`);
    expect(settled!.coupon_subsidy).toBe(1000);
    const shopAfter = await queryRows<{ posted: string }>(t, "select posted from ledger_accounts where owner_kind = 'shop' and owner_id = 'S0001' and asset = 'CNY'");
    expect(Number(shopAfter[0]!.posted) - Number(shopBefore[0]?.posted ?? 0)).toBe(settled!.total + 1000 - settled!.platform_share);
    const [entry] = await queryRows<{ amount: string }>(t, `select e.amount from ledger_entries e join ledger_txns x on x.id = e.txn_id join ledger_accounts a on a.id = e.account_id where x.ref_id = '${orderId}' and x.kind = 'SETTLE' and a.owner_id = 'PROMO' and a.asset = 'CNY'`);
    expect(Number(entry!.amount)).toBe(-1000);
    const figures = (await t.call(shopCouponList, {}, shop())).data.list.find((c) => c.templateId === s)!;
    expect(figures).toMatchObject({ claimed: 1, used: 1, discountGiven: 2000 });
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });
});
