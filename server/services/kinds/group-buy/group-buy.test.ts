// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupGoodsInfo, groupHisInfo, groupInfo, groupTop3Goods, joinGroup, openGroup } from '../../../../src/contract/kinds/group-buy';
import { cancelOrder, orderDetail, shopDeliverOrder } from '../../../../src/contract/orders/order';
import { memberPay, payStatus, wechatNotify, wechatOfficialPay } from '../../../../src/contract/orders/pay';
import { paymentProvider } from '../../orders/pay/payment-provider';
import { EXPRESS_COMPANIES } from '../../../../src/domain/shop-orders';
import { SEED_GROUP2_GOODS_ID, SEED_GROUP3_GOODS_ID } from '../../../db/seed/group-buy';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { reconcileLedger } from '../../../ledger/reconcile';
import { addAddress, createBuyers, creditBalance, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { SHOP_OWNER_PHONE } from '../../../test-support/wallet';
import { expireGroup } from './lifecycle';

let t: TestApp;

interface Buyer { token: string; userId: string; phone: string; addressId: string }

/** A logged-in buyer with an address, a pay password and 500.00 on the balance. */
async function buyer(phone: string): Promise<Buyer> {
  const { token, userId } = await loginByCode(t, phone);
  await setPayPasswordByCode(t, token, phone);
  await creditBalance(t, phone, 50_000);
  return { token, userId, phone, addressId: await addAddress(t, token) };
}

async function open(b: Buyer, goodsId = SEED_GROUP3_GOODS_ID) {
  const answer = await t.call(openGroup, { goodsId, addressId: b.addressId }, userHeaders(b.token));
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

async function join(b: Buyer, groupId: string) {
  return t.call(joinGroup, { groupId, addressId: b.addressId }, userHeaders(b.token));
}

async function pay(b: Buyer, orderId: string) {
  return t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(b.token));
}

const orderOf = async (orderId: string) =>
  (await queryRows<{ status: string; refunded: number; total: number; cancel_reason: string }>(t, `select status, refunded, total, cancel_reason from orders where id = '${orderId}'`))[0]!;
const groupOf = async (groupId: string) =>
  (await queryRows<{ status: string; seats_taken: number; paid_count: number; size: number; deadline: string }>(t, `select status, seats_taken, paid_count, size, deadline from group_buys where id = '${groupId}'`))[0]!;
const balanceOf = async (userId: string) =>
  Number((await queryRows<{ posted: string }>(t, `select posted from ledger_accounts where owner_kind = 'user' and owner_id = '${userId}' and asset = 'CNY'`))[0]?.posted ?? 0);
const refundsOf = async (orderId: string) =>
  (await queryRows<{ n: number }>(t, `select count(*)::int as n from ledger_txns where kind = 'GROUP_REFUND' and ref_id = '${orderId}'`))[0]!.n;
const expectLedgerBalanced = async () => expect((await reconcileLedger(t.database.db)).problems).toEqual([]);

beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

describe('a group forms when its last seat is paid', () => {
  it('paid members wait as PAID (待成团, not shippable) until the last seat is paid, then all become 待发货 at once', async () => {
    const [a, b, c] = [await buyer('13912350001'), await buyer('13912350002'), await buyer('13912350003')];
    const opened = await open(a);
    expect(opened.total).toBe(5900 + 800);
    const joinedB = await join(b, opened.groupId);
    const joinedC = await join(c, opened.groupId);
    expect([joinedB.code, joinedC.code]).toEqual([0, 0]);
    expect((await join(await buyer('13912350004'), opened.groupId)).msg).toBe('该团已满，请参加其他团或自己开团');

    expect((await pay(a, opened.orderId)).code).toBe(0);
    expect((await pay(b, joinedB.data.orderId)).code).toBe(0);
    expect((await orderOf(opened.orderId)).status).toBe('PAID');
    const owner = await loginByCode(t, SHOP_OWNER_PHONE);
    const ship = await t.call(shopDeliverOrder, { orderId: opened.orderId, expressCompany: EXPRESS_COMPANIES[0], expressNo: 'SF1234567890' }, shopHeaders(owner.token, owner.shopToken, 'ship-early'));
    expect(ship.code).not.toBe(0);

    const seen = await t.call(groupInfo, { groupId: opened.groupId }, userHeaders(b.token));
    expect(seen.data.group).toMatchObject({ status: 'OPEN', size: 3, seatsTaken: 3, paidCount: 2 });
    expect(seen.data.group.members.map((m) => m.paid).sort()).toEqual([false, true, true]);
    expect(seen.data.group.members[0]!.leader).toBe(true);
    expect(seen.data.mine).toMatchObject({ orderId: joinedB.data.orderId, seatStatus: 'PAID', orderStatus: 'PAID' });

    expect((await pay(c, joinedC.data.orderId)).code).toBe(0);
    expect((await groupOf(opened.groupId)).status).toBe('FORMED');
    for (const id of [opened.orderId, joinedB.data.orderId, joinedC.data.orderId]) expect((await orderOf(id)).status).toBe('UNDELIVERED');
    const notices = await queryRows<{ n: number }>(t, `select count(*)::int as n from live_messages where kind = 'notice' and client_id like 'order:group-formed:%'`);
    expect(notices[0]!.n).toBe(3);
    const live = await queryRows<{ body: { event: string } }>(t, `select body from live_messages where room = 'group:${opened.groupId}' order by seq`);
    expect(live.map((m) => m.body.event)).toEqual(['seat', 'seat', 'seat', 'paid', 'paid', 'paid', 'formed']);
    const shipped = await t.call(shopDeliverOrder, { orderId: opened.orderId, expressCompany: EXPRESS_COMPANIES[0], expressNo: 'SF1234567890' }, shopHeaders(owner.token, owner.shopToken, 'ship-formed'));
    expect(shipped.code, shipped.msg).toBe(0);
    await expectLedgerBalanced();
  });
});

describe('seats are taken atomically', () => {
  it('100 buyers racing for the last 3 seats fill the group exactly', async () => {
    await queryRows(t, `update goods set extra = jsonb_set(extra, '{groupSize}', '4') where id = '${SEED_GROUP3_GOODS_ID}'`);
    const leader = await buyer('13912350011');
    const opened = await open(leader);
    const tokens = await createBuyers(t, 100, '77');
    const addresses: string[] = [];
    for (const token of tokens) addresses.push(await addAddress(t, token));
    const answers = await Promise.all(tokens.map((token, i) => t.call(joinGroup, { groupId: opened.groupId, addressId: addresses[i]! }, userHeaders(token))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.code !== 0).map((a) => a.msg))).toEqual(new Set(['该团已满，请参加其他团或自己开团']));
    expect(await groupOf(opened.groupId)).toMatchObject({ seats_taken: 4, size: 4 });
    const seats = await queryRows<{ n: number }>(t, `select count(*)::int as n from group_members where group_id = '${opened.groupId}' and status <> 'RELEASED'`);
    expect(seats[0]!.n).toBe(4);
    const orders = await queryRows<{ n: number }>(t, `select count(*)::int as n from orders o join order_lines l on l.order_id = o.id where l.goods_id = '${SEED_GROUP3_GOODS_ID}'`);
    expect(orders[0]!.n).toBe(4);
  });

  it('a seat held by an unpaid order comes back at its pay deadline, and a late payment is refused', async () => {
    const [a, b, c] = [await buyer('13912350021'), await buyer('13912350022'), await buyer('13912350023')];
    const opened = await open(a, SEED_GROUP2_GOODS_ID);
    expect((await pay(a, opened.orderId)).code).toBe(0);
    const held = await join(b, opened.groupId);
    expect((await join(c, opened.groupId)).msg).toBe('该团已满，请参加其他团或自己开团');
    t.clock.now = held.data.payDeadline + 1;
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    expect(await orderOf(held.data.orderId)).toMatchObject({ status: 'CANCELLED' });
    expect((await pay(b, held.data.orderId)).code).not.toBe(0);
    expect((await join(c, opened.groupId)).code).toBe(0);
    expect(await groupOf(opened.groupId)).toMatchObject({ seats_taken: 2, status: 'OPEN' });
  });

  it('a WeChat payment arriving after the pay deadline joins the group while the seat is still held, and is refunded once it is not', async () => {
    const wechat = async (b: Buyer, orderId: string) => {
      const answer = await t.call(wechatOfficialPay, { orderIds: orderId, openid: 'sbx_openid_group' }, moneyHeaders(b.token));
      expect(answer.code, answer.msg).toBe(0);
      return answer.data;
    };
    const notify = (payNo: string, amount: number) => {
      const fields = { payNo, transactionId: `TX${payNo}`, amount, resultCode: 'SUCCESS' as const };
      return t.call(wechatNotify, { ...fields, sign: paymentProvider().sign(fields) });
    };
    const [a, b] = [await buyer('13912350031'), await buyer('13912350032')];
    const first = await open(a, SEED_GROUP2_GOODS_ID);
    expect((await pay(a, first.orderId)).code).toBe(0);
    const held = await join(b, first.groupId);
    const late = await wechat(b, held.data.orderId);
    // The order times out before its jobs have run (a read cancels nothing): the seat is still b's.
    t.clock.now = held.data.payDeadline + 1;
    expect((await t.call(orderDetail, { orderId: held.data.orderId }, userHeaders(b.token))).data.status).toBe('UNPAID');
    await notify(late.payNo, late.amount);
    expect(await groupOf(first.groupId)).toMatchObject({ status: 'FORMED', paid_count: 2 });
    expect((await orderOf(held.data.orderId)).status).toBe('UNDELIVERED');

    const [c, d] = [await buyer('13912350033'), await buyer('13912350034')];
    const second = await open(c, SEED_GROUP2_GOODS_ID);
    const given = await join(d, second.groupId);
    const tooLate = await wechat(d, given.data.orderId);
    t.clock.now = given.data.payDeadline + 1;
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    const before = await balanceOf(d.userId);
    await notify(tooLate.payNo, tooLate.amount);
    expect((await t.call(payStatus, { payNo: tooLate.payNo }, userHeaders(d.token))).data.outcome).toBe('REFUNDED');
    expect(await balanceOf(d.userId)).toBe(before + tooLate.amount);
    expect((await orderOf(given.data.orderId)).status).toBe('CANCELLED');
    expect(await groupOf(second.groupId)).toMatchObject({ status: 'OPEN', paid_count: 0 });
    await expectLedgerBalanced();
  });

  it('a seat whose order the buyer cancelled goes to the next buyer at once', async () => {
    const [a, b, c] = [await buyer('13912350071'), await buyer('13912350072'), await buyer('13912350073')];
    const opened = await open(a, SEED_GROUP2_GOODS_ID);
    const held = await join(b, opened.groupId);
    expect((await t.call(cancelOrder, { orderId: held.data.orderId }, userHeaders(b.token, 'cancel-seat'))).code).toBe(0);
    const next = await join(c, opened.groupId);
    expect(next.code, next.msg).toBe(0);
    expect(await groupOf(opened.groupId)).toMatchObject({ seats_taken: 2 });
    const seats = await queryRows<{ order_id: string; status: string }>(t, `select order_id, status from group_members where group_id = '${opened.groupId}' order by joined_at, order_id`);
    expect(seats.find((r) => r.order_id === held.data.orderId)?.status).toBe('RELEASED');
  });

  it('refuses a second seat for the same buyer, an ended group, and goods that are not group goods', async () => {
    const [a, b] = [await buyer('13912350031'), await buyer('13912350032')];
    const opened = await open(a);
    expect((await join(a, opened.groupId)).msg).toBe('您已在该团中，请勿重复参团');
    const ordinary = await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' and on_shelf limit 1");
    const notGroup = await t.call(openGroup, { goodsId: ordinary[0]!.id, addressId: a.addressId }, userHeaders(a.token));
    expect(notGroup.msg).toBe('该商品不是拼团商品');
    t.clock.now = Number((await groupOf(opened.groupId)).deadline);
    expect((await join(b, opened.groupId)).msg).toBe('该团已结束，请参加其他团或自己开团');
  });
});

describe('a group that does not fill by its deadline (RELIABILITY 23)', () => {
  it('refunds every paid member once through the ledger, closes unpaid seats and tells the members', async () => {
    const [a, b] = [await buyer('13912350041'), await buyer('13912350042')];
    const before = await balanceOf(a.userId);
    const opened = await open(a);
    expect((await pay(a, opened.orderId)).code).toBe(0);
    const held = await join(b, opened.groupId);
    expect(await balanceOf(a.userId)).toBe(before - opened.total);

    t.clock.now = Number((await groupOf(opened.groupId)).deadline);
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now)).toBeGreaterThan(0);
    await t.database.db.transaction((tx) => expireGroup(tx, { groupId: opened.groupId }, t.clock.now));
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + 60_000);

    expect((await groupOf(opened.groupId)).status).toBe('FAILED');
    expect(await orderOf(opened.orderId)).toMatchObject({ status: 'CANCELLED', refunded: opened.total, cancel_reason: '拼团未成团，已全额退款' });
    expect(await orderOf(held.data.orderId)).toMatchObject({ status: 'CANCELLED', refunded: 0 });
    expect(await refundsOf(opened.orderId)).toBe(1);
    expect(await balanceOf(a.userId)).toBe(before);
    const notice = await queryRows<{ body: { title: string } }>(t, `select body from live_messages where room = 'notice:${a.userId}' and client_id = 'order:group-refund:${opened.orderId}'`);
    expect(notice.map((n) => n.body.title)).toEqual(['拼团未成功，已退款']);
    const mine = await t.call(groupHisInfo, {}, userHeaders(a.token));
    expect(mine.data.list[0]).toMatchObject({ group: { status: 'FAILED' }, mine: { seatStatus: 'REFUNDED', orderStatus: 'CANCELLED', refunded: opened.total } });
    await expectLedgerBalanced();
  });

  it('a group expiring while its last seat is paid either forms or refunds everyone, never both', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const [a, b] = [await buyer(`139123501${round}1`), await buyer(`139123501${round}2`)];
      const opened = await open(a, SEED_GROUP2_GOODS_ID);
      expect((await pay(a, opened.orderId)).code).toBe(0);
      const last = await join(b, opened.groupId);
      // The group is about to end: its deadline is the last seat's pay deadline.
      const deadline = last.data.payDeadline;
      await queryRows(t, `update group_buys set deadline = ${deadline} where id = '${opened.groupId}'`);
      const balanceB = await balanceOf(b.userId);
      t.clock.now = deadline - 1;
      const expire = () => t.database.db.transaction((tx) => expireGroup(tx, { groupId: opened.groupId }, deadline));
      // Pay first, expire first, or both at once (the race proper).
      const mode = round % 3;
      const paid = mode === 0 ? await pay(b, last.data.orderId).then(async (r) => { await expire(); return r; })
        : mode === 1 ? await expire().then(() => pay(b, last.data.orderId))
          : (await Promise.all([pay(b, last.data.orderId), expire()]))[0];
      const group = await groupOf(opened.groupId);
      const [oa, ob] = [await orderOf(opened.orderId), await orderOf(last.data.orderId)];
      if (group.status === 'FORMED') {
        expect(paid.code).toBe(0);
        expect([oa.status, ob.status]).toEqual(['UNDELIVERED', 'UNDELIVERED']);
        expect(await refundsOf(opened.orderId)).toBe(0);
        expect(await balanceOf(b.userId)).toBe(balanceB - last.data.total);
      } else {
        expect(group.status).toBe('FAILED');
        expect(paid.code).not.toBe(0);
        expect([oa.status, ob.status]).toEqual(['CANCELLED', 'CANCELLED']);
        expect(await refundsOf(opened.orderId)).toBe(1);
        expect(await balanceOf(b.userId)).toBe(balanceB);
      }
      outcomes.add(group.status);
      await expectLedgerBalanced();
    }
    expect([...outcomes].sort()).toEqual(['FAILED', 'FORMED']);
  });
});

describe('access', () => {
  it('refuses a visitor\'s open and join, another user\'s address, and shows nobody else\'s seat', async () => {
    const [a, b] = [await buyer('13912350051'), await buyer('13912350052')];
    const opened = await open(a);
    expect((await t.call(openGroup, { goodsId: SEED_GROUP3_GOODS_ID, addressId: a.addressId })).code).toBe(4012);
    expect((await t.call(joinGroup, { groupId: opened.groupId, addressId: a.addressId })).code).toBe(4012);
    expect((await t.call(groupHisInfo, {})).code).toBe(4012);
    const stolen = await join(b, opened.groupId).then(() => t.call(joinGroup, { groupId: opened.groupId, addressId: a.addressId }, userHeaders(b.token)));
    expect(stolen.code).not.toBe(0);
    const other = await t.call(joinGroup, { groupId: opened.groupId, addressId: a.addressId }, userHeaders((await buyer('13912350053')).token));
    expect(other.msg).toContain('收货地址');
    expect((await groupOf(opened.groupId)).seats_taken).toBe(2);

    const asVisitor = await t.call(groupInfo, { groupId: opened.groupId });
    expect(asVisitor.data.mine).toBeNull();
    expect(JSON.stringify(asVisitor.data)).not.toContain(a.phone);
    const mineB = await t.call(groupHisInfo, {}, userHeaders(b.token));
    expect(mineB.data.list.map((l) => l.mine.orderId)).not.toContain(opened.orderId);
    const asShop = await loginByCode(t, SHOP_OWNER_PHONE);
    expect((await t.call(groupInfo, { groupId: opened.groupId }, shopHeaders(asShop.token, asShop.shopToken))).data.mine).toBeNull();
  });

  it('lists a goods\' open groups and the tab\'s top goods with real members only', async () => {
    const a = await buyer('13912350061');
    const opened = await open(a);
    const info = await t.call(groupGoodsInfo, { goodsId: SEED_GROUP3_GOODS_ID });
    expect(info.data).toMatchObject({ groupPrice: 5900, groupSize: 3 });
    expect(info.data.groups.map((g) => g.groupId)).toEqual([opened.groupId]);
    expect(info.data.groups[0]!.members).toHaveLength(1);
    const top = await t.call(groupTop3Goods, {});
    expect(top.data.list.map((g) => g.goodsId)).toEqual([SEED_GROUP3_GOODS_ID]);
  });
});
