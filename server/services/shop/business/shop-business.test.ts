// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refundApply, shopApproveAfterSales, shopRefund } from '../../../../src/contract/orders/after-sales';
import { commentDetail, submitOrderComment } from '../../../../src/contract/orders/comment';
import { focusAdd } from '../../../../src/contract/catalogue/my-lists';
import { confirmReceipt, shopDeliverOrder } from '../../../../src/contract/orders/order';
import {
  goodsCommentsInfo, orderProfitInfo, orderProfitInfoByDay, orderProfitNumber, replyGoodsComment, shopFans, shopUsersList,
  shopUsersMonthly, shopUsersTotal,
} from '../../../../src/contract/shop/business';
import { shopComments } from '../../../../src/contract/catalogue/shops';
import { chinaDateOf, startOfChinaDay } from '../../../../src/domain/shop-business';
import { reconcileLedger } from '../../../ledger/reconcile';
import { financeScaleOf } from '../../../ledger/settlement';
import { addAddress, creditBalance, goodsOfShop, payNow, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

const PHONE = '13912345600';
let t: TestApp;
let buyer: string;
let buyerId: string;
let shop: Record<string, string>;
let otherShop: Record<string, string>;
let addressId: string;
let goods: PickedGoods;

const paidOrder = () => payNow(t, buyer, goods, addressId);

async function shipped() {
  const order = await paidOrder();
  const sent = await t.call(shopDeliverOrder, { orderId: order.orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, shop);
  if (sent.code !== 0) throw new Error(sent.msg);
  return order;
}

async function completed() {
  const order = await shipped();
  expect((await t.call(confirmReceipt, { orderId: order.orderId }, userHeaders(buyer))).data.status).toBe('COMPLETED');
  return order;
}

async function refunded(orderId: string, amount: number) {
  const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount }, userHeaders(buyer));
  if (applied.code !== 0) throw new Error(applied.msg);
  const approved = await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId }, shop);
  if (approved.code !== 0) throw new Error(approved.msg);
  const done = await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, { ...shop, 'idempotency-key': `refund-${applied.data.afterSalesId}` });
  if (done.code !== 0) throw new Error(done.msg);
  expect(done.data.status).toBe('COMPLETE');
}

/** The shop account's movements of a kind since a moment, straight from the ledger's rows. */
async function ledgerSum(kind: 'SETTLE' | 'REFUND', since: number): Promise<{ sum: number; n: number }> {
  const [row] = await queryRows<{ sum: string | null; n: string }>(t, `select sum(e.amount) as sum, count(*) as n from ledger_entries e
    join ledger_txns x on x.id = e.txn_id join ledger_accounts a on a.id = e.account_id
    where a.owner_kind = 'shop' and a.owner_id = 'S0002' and a.asset = 'CNY' and x.kind = '${kind}' and e.created_at >= ${since}`);
  return { sum: Number(row?.sum ?? 0), n: Number(row?.n ?? 0) };
}

beforeEach(async () => {
  t = await createTestApp();
  ({ token: buyer, userId: buyerId } = await loginByCode(t, PHONE));
  const owner = await loginByCode(t, '13800000004');
  shop = shopHeaders(owner.token, owner.shopToken);
  const other = await loginByCode(t, '13800000005');
  otherShop = shopHeaders(other.token, other.shopToken);
  addressId = await addAddress(t, buyer);
  goods = await goodsOfShop(t, 'S0002');
  await setPayPasswordByCode(t, buyer, PHONE);
  await creditBalance(t, PHONE, 2_000_000);
});
afterEach(async () => { await t.close(); });

describe('profit (spec §7 Shop profit)', () => {
  it('today, this month and by day agree with the ledger after orders settle and are refunded', async () => {
    const before = (await t.call(orderProfitNumber, {}, shop)).data;
    const rate = await financeScaleOf(t.database.db, 'S0002', t.clock.now);
    const a = await completed();
    const b = await shipped();
    await refunded(b.orderId, 100);
    expect((await t.call(confirmReceipt, { orderId: b.orderId }, userHeaders(buyer))).data.status).toBe('COMPLETED');
    await refunded(a.orderId, 300);

    const keptA = a.total - Math.floor((a.total * rate) / 10_000);
    const keptB = b.total - 100 - Math.floor(((b.total - 100) * rate) / 10_000);
    const backA = 300 - Math.floor((300 * Math.floor((a.total * rate) / 10_000)) / a.total);
    const now = (await t.call(orderProfitNumber, {}, shop)).data;
    expect(now.today).toEqual({
      income: before.today.income + keptA + keptB, refund: before.today.refund + backA,
      net: before.today.net + keptA + keptB - backA, orders: before.today.orders + 2,
    });
    const today = startOfChinaDay(t.clock.now);
    const settled = await ledgerSum('SETTLE', today);
    const back = await ledgerSum('REFUND', today);
    expect(now.today).toEqual({ income: settled.sum, refund: -back.sum, net: settled.sum + back.sum, orders: settled.n });
    expect(now.month.income - before.month.income).toBe(keptA + keptB);
    const [account] = await queryRows<{ posted: string }>(t, `select posted from ledger_accounts where owner_kind = 'shop' and owner_id = 'S0002' and asset = 'CNY'`);
    expect(now.balance).toBe(Number(account!.posted));

    const days = (await t.call(orderProfitInfoByDay, { days: 30 }, shop)).data.days;
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: chinaDateOf(t.clock.now), income: now.today.income, refund: now.today.refund, orders: now.today.orders });
    const window = await ledgerSum('SETTLE', today - 29 * 86_400_000);
    expect(days.reduce((sum, d) => sum + d.income, 0)).toBe(window.sum);

    const refunds = (await t.call(orderProfitInfo, { kind: 'REFUND' }, shop)).data;
    expect(refunds.list[0]).toMatchObject({ kind: 'REFUND', amount: -backA });
    expect((await t.call(orderProfitInfo, {}, shop)).data.list.map((e) => e.kind).slice(0, 3)).toEqual(['REFUND', 'SETTLE', 'SETTLE']);
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });

  it('another shop sees only its own figures; a consumer token is refused', async () => {
    const before = (await t.call(orderProfitNumber, {}, otherShop)).data;
    await completed();
    expect((await t.call(orderProfitNumber, {}, otherShop)).data).toEqual(before);
    const refused = await t.call(orderProfitNumber, {}, userHeaders(buyer));
    expect(refused.code).not.toBe(0);
    expect((await t.call(shopUsersList, {}, userHeaders(buyer))).code).not.toBe(0);
    expect((await t.call(goodsCommentsInfo, {}, userHeaders(buyer))).code).not.toBe(0);
  });
});

describe('customers and fans (spec §2 shop_users, fans/fans)', () => {
  it('counts a paying buyer once, this month, with a masked phone, orders and amount; only in its shop', async () => {
    const total = (await t.call(shopUsersTotal, {}, shop)).data.total;
    const monthly = (await t.call(shopUsersMonthly, {}, shop)).data.monthly;
    const otherList = (await t.call(shopUsersList, { pageSize: 100 }, otherShop)).data;
    const a = await completed();
    const b = await paidOrder();
    expect((await t.call(shopUsersTotal, {}, shop)).data.total).toBe(total + 1);
    expect((await t.call(shopUsersMonthly, {}, shop)).data.monthly).toBe(monthly + 1);
    const first = (await t.call(shopUsersList, { pageNum: 1, pageSize: 20 }, shop)).data.list[0]!;
    expect(first).toMatchObject({ usersId: buyerId, usersPhone: '139****5600', orderCount: 2, amount: a.total + b.total });
    expect((await t.call(shopUsersList, { pageSize: 100 }, otherShop)).data).toEqual(otherList);
  });

  it('lists the shop\'s followers newest first, names masked', async () => {
    const before = (await t.call(shopFans, {}, shop)).data.total;
    expect((await t.call(focusAdd, { shopsId: 'S0002' }, userHeaders(buyer))).code).toBe(0);
    const fans = (await t.call(shopFans, {}, shop)).data;
    expect(fans.total).toBe(before + 1);
    expect(fans.list[0]).toMatchObject({ usersId: buyerId });
    expect(fans.list[0]!.usersName).toContain('*');
    expect((await t.call(shopFans, { pageSize: 100 }, otherShop)).data.list.map((f) => f.usersId)).not.toContain(buyerId);
  });
});

describe('comments and the owner\'s reply (spec §7 getgoodscommentsinfo)', () => {
  it('replies once: a replay of the same key gets the same answer, a second reply is refused; the buyer sees it', async () => {
    const { orderId } = await completed();
    await t.call(submitOrderComment, { orderId, items: [{ goodsId: goods.id, rating: 4, content: '还不错', images: [] }] }, userHeaders(buyer));
    const waiting = (await t.call(goodsCommentsInfo, { replied: '0' }, shop)).data;
    const comment = waiting.list.find((c) => c.orderId === orderId)!;
    expect(comment).toMatchObject({ content: '还不错', reply: '', repliedAt: null });
    const key = 'reply-key-1';
    const asBuyer = await t.call(replyGoodsComment, { commentId: comment.id, reply: '感谢您的支持！' }, userHeaders(buyer, 'reply-key-0'));
    expect(asBuyer).toMatchObject({ code: 4003, msg: '请先登录店铺账号' });
    const once = await t.call(replyGoodsComment, { commentId: comment.id, reply: '感谢您的支持！' }, { ...shop, 'idempotency-key': key });
    t.clock.now += 1000;
    const again = await t.call(replyGoodsComment, { commentId: comment.id, reply: '感谢您的支持！' }, { ...shop, 'idempotency-key': key });
    expect(once.data).toMatchObject({ reply: '感谢您的支持！' });
    expect(again).toEqual(once);
    const second = await t.call(replyGoodsComment, { commentId: comment.id, reply: '改一下' }, { ...shop, 'idempotency-key': 'reply-key-2' });
    expect(second).toMatchObject({ code: 4009, msg: '该评价已回复' });
    const [row] = await queryRows<{ reply: string; replied_at: string }>(t, `select reply, replied_at from goods_comments where id = '${comment.id}'`);
    expect({ ...row, replied_at: Number(row!.replied_at) }).toEqual({ reply: '感谢您的支持！', replied_at: once.data.repliedAt });

    expect((await t.call(goodsCommentsInfo, { replied: '0' }, shop)).data.unreplied).toBe(waiting.unreplied - 1);
    const shown = (await t.call(shopComments, { shopsId: 'S0002', pageSize: 100 }, userHeaders(buyer))).data.list.find((c) => c.id === comment.id);
    expect(shown).toMatchObject({ reply: '感谢您的支持！' });
    expect((await t.call(commentDetail, { orderId }, userHeaders(buyer))).data[0]).toMatchObject({ reply: '感谢您的支持！' });
  });

  it('refuses a reply to another shop\'s comment and an empty or too long reply', async () => {
    const theirs = (await t.call(goodsCommentsInfo, { replied: '0' }, otherShop)).data.list[0]!;
    const refused = await t.call(replyGoodsComment, { commentId: theirs.id, reply: '不是我的评价' }, { ...shop, 'idempotency-key': 'x-1' });
    expect(refused).toMatchObject({ code: 4004, msg: '评价不存在' });
    const [row] = await queryRows<{ reply: string }>(t, `select reply from goods_comments where id = '${theirs.id}'`);
    expect(row!.reply).toBe('');
    const mine = (await t.call(goodsCommentsInfo, {}, shop)).data.list[0]!;
    expect((await t.call(replyGoodsComment, { commentId: mine.id, reply: '  ' }, { ...shop, 'idempotency-key': 'x-2' })).msg).toBe('请填写回复内容');
    expect((await t.call(replyGoodsComment, { commentId: mine.id, reply: '好'.repeat(201) }, { ...shop, 'idempotency-key': 'x-3' })).msg).toBe('回复不能超过200个字');
    expect((await t.call(goodsCommentsInfo, { pageSize: 100 }, shop)).data.list.every((c) => c.usersName.includes('*') || c.usersName.length <= 1)).toBe(true);
  });
});

describe('the demo shop (seed)', () => {
  it('has customers, fans, comments waiting and answered, and income on several of the last 30 days', async () => {
    t.clock.now -= 86_400_000;
    expect((await t.call(shopUsersTotal, {}, shop)).data.total).toBeGreaterThanOrEqual(2);
    expect((await t.call(shopFans, {}, shop)).data.total).toBeGreaterThanOrEqual(2);
    const comments = (await t.call(goodsCommentsInfo, { pageSize: 100 }, shop)).data;
    expect(comments.unreplied).toBeGreaterThan(0);
    expect(comments.list.some((c) => c.reply !== '')).toBe(true);
    const days = (await t.call(orderProfitInfoByDay, {}, shop)).data.days;
    expect(days.filter((d) => d.income > 0).length).toBeGreaterThanOrEqual(10);
    expect((await t.call(orderProfitNumber, {}, shop)).data.today.orders).toBeGreaterThan(0);
  });
});
