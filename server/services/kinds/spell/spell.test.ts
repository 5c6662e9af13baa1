// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberPay } from '../../../../src/contract/orders/pay';
import { spellAuctionGoods, spellCreateOrder, spellGoodsInfo, spellOrderDetail, spellOrderList } from '../../../../src/contract/kinds/spell';
import { drawMessage, SPELL_ROUND_MS, spellRewardOf, winningSeat } from '../../../../src/domain/spell';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { addAddress, creditBalance, fundedBuyers, type FundedBuyer, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { balanceOf, userAccount } from '../../../ledger/accounts';
import { payByBalance } from '../../orders/pay/settle';

let t: TestApp;
let goodsId: string;

type Buyer = FundedBuyer;

async function spellGoods(size: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'spell' and on_shelf order by id limit 1");
  await queryRows(t, `update goods set stock = 100, extra = '{"spellSize": ${size}, "spellPrice": 5000}'::jsonb where id = '${row!.id}'`);
  return row!.id;
}

const buyers = (count: number, tag: string) => fundedBuyers(t, count, tag, 100_000);

async function order(buyer: Buyer) {
  const answer = await t.call(spellCreateOrder, { goodsId, addressId: buyer.addressId }, userHeaders(buyer.token));
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** Pays in the pay host's way (the ledger, then markPaid and its hooks), in one transaction, at a given host time. */
async function pay(buyer: Buyer, orderId: string, now = t.clock.now) {
  return t.database.db.transaction((tx) => payByBalance(tx, buyer.userId, [orderId], now));
}

const count = async (text: string) => Number((await queryRows<{ n: string }>(t, text))[0]!.n);
const balance = async (userId: string) => (await balanceOf(t.database.db, userAccount(userId))).posted;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => { await t.close(); });

describe('a spell auction (拼拍) from order to draw', () => {
  it('seats paid buyers, draws one winner when the last seat is paid, refunds the others once with a reward', async () => {
    goodsId = await spellGoods(3);
    const me = await loginByCode(t, '13912340101');
    await creditBalance(t, '13912340101', 100_000);
    await setPayPasswordByCode(t, me.token, '13912340101');
    const mine: Buyer = { token: me.token, userId: me.userId, addressId: await addAddress(t, me.token), phone: '13912340101' };
    const others = await buyers(2, '311');
    const all = [mine, ...others];

    const created = await order(mine);
    expect(created.total).toBeGreaterThanOrEqual(5000);
    expect((await t.call(spellOrderList, { tab: 'UNPAID' }, userHeaders(me.token))).data.list).toMatchObject([{ entryId: created.entryId, status: 'UNPAID' }]);
    const again = await t.call(spellCreateOrder, { goodsId, addressId: mine.addressId }, userHeaders(me.token));
    expect(again).toMatchObject({ code: 4009 });

    const paid = await t.call(memberPay, { orderIds: created.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(me.token));
    expect(paid.code, paid.msg).toBe(0);
    const waiting = (await t.call(spellOrderDetail, { entryId: created.entryId }, userHeaders(me.token))).data;
    expect(waiting).toMatchObject({ status: 'WAITING', orderStatus: 'PAID', seatNo: 1, size: 3, seatsPaid: 1, draw: null });
    expect(waiting.endsAt).toBe(t.clock.now + SPELL_ROUND_MS);
    const info = (await t.call(spellGoodsInfo, { goodsId }, {})).data;
    expect(info.round).toMatchObject({ size: 3, seatsPaid: 1, seats: [{ seatNo: 1 }] });
    expect(JSON.stringify(info)).not.toContain('13912340101');
    expect((await t.call(spellAuctionGoods, { pageSize: 100 }, {})).data.list.find((g) => g.goodsId === goodsId)).toMatchObject({ seatsPaid: 1, spellSize: 3 });

    const before = await Promise.all(all.map((b) => balance(b.userId)));
    const entries = [created];
    for (const b of others) {
      const e = await order(b);
      entries.push(e);
      await pay(b, e.orderId);
    }
    const rows = await queryRows<{ id: string; status: string; seat_no: number; order_id: string; round_id: string }>(t,
      `select id, status, seat_no, order_id, round_id from spell_entries where goods_id = '${goodsId}' order by seat_no`);
    expect(rows.map((r) => r.status).sort()).toEqual(['LOST', 'LOST', 'WON']);
    const [round] = await queryRows<{ id: string; status: string; draw_seed: string; draw_digest: string; winner_entry_id: string; seats_paid: number }>(t,
      `select * from spell_rounds where id = '${rows[0]!.round_id}'`);
    expect(round).toMatchObject({ status: 'DRAWN', seats_paid: 3 });
    // The draw is recomputable from what was recorded.
    const digest = createHash('sha256').update(drawMessage(round!.draw_seed, round!.id, rows.map((r) => r.id))).digest('hex');
    expect(digest).toBe(round!.draw_digest);
    const winner = rows[winningSeat(digest, 3) - 1]!;
    expect(winner.id).toBe(round!.winner_entry_id);
    expect(winner.status).toBe('WON');

    const statuses = await queryRows<{ id: string; status: string; refunded: number; total: number }>(t,
      `select id, status, refunded, total from orders where id in (${rows.map((r) => `'${r.order_id}'`).join(',')})`);
    for (const row of rows) {
      const o = statuses.find((s) => s.id === row.order_id)!;
      expect(o.status).toBe(row.status === 'WON' ? 'UNDELIVERED' : 'CANCELLED');
      if (row.status === 'LOST') expect(o.refunded).toBe(o.total);
    }
    expect(await count(`select count(*) n from ledger_txns where kind = 'SPELL_REFUND'`)).toBe(2);
    expect(await count(`select count(*) n from ledger_txns where kind = 'SPELL_REWARD'`)).toBe(2);
    for (const [i, b] of all.entries()) {
      const entry = rows.find((r) => r.id === entries[i]!.entryId)!;
      const total = entries[i]!.total;
      // Before paying (minus the first buyer, who had already paid), after: the loser is whole again plus the reward.
      const start = i === 0 ? before[0]! + total : before[i]!;
      expect(await balance(b.userId)).toBe(entry.status === 'WON' ? start - total : start + spellRewardOf(5000));
    }
    const stock = await count(`select stock n from goods where id = '${goodsId}'`);
    expect(stock).toBe(99);

    const detail = (await t.call(spellOrderDetail, { entryId: created.entryId }, userHeaders(me.token))).data;
    expect(detail.draw).toMatchObject({ seed: round!.draw_seed, digest: round!.draw_digest, winnerSeat: winningSeat(digest, 3) });
    expect(detail.draw!.seats).toHaveLength(3);
    const notices = await count(`select count(*) n from live_messages where room = 'notice:${me.userId}' and body->>'title' like '%拼%'`);
    expect(notices).toBe(2);
    // Watchers of the goods saw every seat and the draw on its live room, in order.
    const room = await queryRows<{ event: string }>(t, `select body->>'event' as event from live_messages where room = 'spell:${goodsId}' order by seq`);
    expect(room.map((m) => m.event)).toEqual(['seat', 'seat', 'seat', 'drawn']);
  }, 60_000);

  it('expires a round that does not fill, refunds every paid seat once and lets the goods open a new round', async () => {
    goodsId = await spellGoods(3);
    const [a, b] = await buyers(2, '312');
    const ea = await order(a!);
    await pay(a!, ea.orderId);
    const eb = await order(b!);
    await pay(b!, eb.orderId);
    const paidBalance = await balance(a!.userId);
    // Only the two paid orders' pay deadline jobs are due before the round's end, and they find them paid.
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + SPELL_ROUND_MS - 1)).toBe(2);
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + SPELL_ROUND_MS)).toBe(1);
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + SPELL_ROUND_MS + 60_000)).toBe(0);
    expect(await balance(a!.userId)).toBe(paidBalance + ea.total);
    expect(await count(`select count(*) n from ledger_txns where kind = 'SPELL_REFUND'`)).toBe(2);
    expect(await count(`select count(*) n from ledger_txns where kind = 'SPELL_REWARD'`)).toBe(0);
    expect(await count(`select count(*) n from spell_rounds where goods_id = '${goodsId}' and status = 'EXPIRED'`)).toBe(1);
    expect(await count(`select count(*) n from live_messages where room = 'spell:${goodsId}' and body->>'event' = 'expired'`)).toBe(1);
    const list = (await t.call(spellOrderList, { tab: 'LOST' }, userHeaders(a!.token))).data.list;
    expect(list).toMatchObject([{ entryId: ea.entryId, status: 'REFUNDED', orderStatus: 'CANCELLED', refunded: ea.total }]);

    t.clock.now += SPELL_ROUND_MS + 120_000;
    const [later] = await buyers(1, '316');
    const again = await order(later!);
    await pay(later!, again.orderId);
    expect(await count(`select count(*) n from spell_rounds where goods_id = '${goodsId}' and status = 'OPEN'`)).toBe(1);
  }, 60_000);

  it('refuses another buyer\'s entries, other roles, unknown and non-spell goods, and unpaid seats do not count', async () => {
    goodsId = await spellGoods(2);
    const [a, b] = await buyers(2, '313');
    // The same request repeated with its Idempotency-Key (a double tap, a lost answer) makes one order.
    const first = await t.call(spellCreateOrder, { goodsId, addressId: a!.addressId }, userHeaders(a!.token, 'spell-tap-1'));
    expect(await t.call(spellCreateOrder, { goodsId, addressId: a!.addressId }, userHeaders(a!.token, 'spell-tap-1'))).toEqual(first);
    expect(await count(`select count(*) n from spell_entries where user_id = '${a!.userId}'`)).toBe(1);
    const ea = first.data;
    expect(await t.call(spellOrderDetail, { entryId: ea.entryId }, userHeaders(b!.token))).toMatchObject({ code: 4004 });
    expect((await t.call(spellOrderList, {}, userHeaders(b!.token))).data).toEqual({ list: [], total: 0 });
    expect(await t.call(spellOrderDetail, { entryId: ea.entryId }, {})).toMatchObject({ code: 4012 });
    expect(await t.call(spellCreateOrder, { goodsId, addressId: a!.addressId }, {})).toMatchObject({ code: 4012 });
    // A shop owner is a user too, but another user's address stays another user's.
    const owner = await loginByCode(t, '13800000002');
    expect(await t.call(spellCreateOrder, { goodsId, addressId: a!.addressId }, shopHeaders(owner.token, owner.shopToken))).toMatchObject({ code: 4004 });
    expect(await t.call(spellOrderDetail, { entryId: ea.entryId }, shopHeaders(owner.token, owner.shopToken))).toMatchObject({ code: 4004 });
    expect(await t.call(spellCreateOrder, { goodsId, addressId: a!.addressId }, userHeaders(b!.token))).toMatchObject({ code: 4004 });
    const [ordinary] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' limit 1");
    expect(await t.call(spellCreateOrder, { goodsId: ordinary!.id, addressId: b!.addressId }, userHeaders(b!.token))).toMatchObject({ code: 4004 });
    expect(await t.call(spellGoodsInfo, { goodsId: ordinary!.id }, {})).toMatchObject({ code: 4004 });
    expect(await t.call(spellGoodsInfo, { goodsId: '../x' }, {})).toMatchObject({ code: 4000 });
    expect(await t.call(spellOrderList, { tab: 'X' }, userHeaders(a!.token))).toMatchObject({ code: 4000, msg: '拼拍状态不正确' });
    // An unpaid seat times out with its order; the buyer may order again.
    expect(await count(`select seats_paid n from spell_rounds where goods_id = '${goodsId}' union all select 0 n limit 1`)).toBe(0);
    t.clock.now += 31 * 60_000;
    const listed = (await t.call(spellOrderList, {}, userHeaders(a!.token))).data.list;
    expect(listed).toMatchObject([{ entryId: ea.entryId }]);
    const later = await order(a!);
    expect(later.entryId).not.toBe(ea.entryId);
  }, 60_000);
});

describe('races on the host', () => {
  it('40 buyers racing for the last 3 seats and the rounds after fill each round exactly, never over-full', async () => {
    goodsId = await spellGoods(5);
    const racers = await buyers(42, '314');
    const orders: Awaited<ReturnType<typeof order>>[] = [];
    for (const b of racers) orders.push(await order(b));
    await pay(racers[0]!, orders[0]!.orderId);
    await pay(racers[1]!, orders[1]!.orderId);
    const settled = await Promise.allSettled(racers.slice(2).map((b, i) => pay(b, orders[i + 2]!.orderId)));
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    const rounds = await queryRows<{ id: string; status: string; seats_paid: number; n: string }>(t,
      `select r.id, r.status, r.seats_paid, (select count(*) from spell_entries e where e.round_id = r.id) n from spell_rounds r where goods_id = '${goodsId}'`);
    const shape = rounds.map((r) => `${r.status}:${r.seats_paid}:${r.n}`).sort();
    expect(shape).toEqual([...Array<string>(8).fill('DRAWN:5:5'), 'OPEN:2:2']);
    expect(await count(`select count(*) n from spell_entries where goods_id = '${goodsId}' and status = 'WON'`)).toBe(8);
    expect(await count(`select count(*) n from spell_entries where goods_id = '${goodsId}' and status = 'LOST'`)).toBe(32);
    expect(await count(`select count(*) n from ledger_txns where kind = 'SPELL_REFUND'`)).toBe(32);
    expect(await count(`select count(distinct (round_id, seat_no)) n from spell_entries where goods_id = '${goodsId}' and round_id is not null`)).toBe(42);
    expect(await count(`select count(*) n from orders o join spell_entries e on e.order_id = o.id where e.status = 'WON' and o.status = 'UNDELIVERED'`)).toBe(8);
  }, 180_000);

  it('a round expiring while its last seat is paid either draws or refunds everyone, never both', async () => {
    goodsId = await spellGoods(3);
    const [a, b, c] = await buyers(3, '315');
    const ea = await order(a!);
    await pay(a!, ea.orderId);
    const eb = await order(b!);
    await pay(b!, eb.orderId);
    const ec = await order(c!);
    const endsAt = t.clock.now + SPELL_ROUND_MS;
    const payAt = endsAt - 1;
    await queryRows(t, `update orders set pay_deadline = ${endsAt + 60_000} where id = '${ec.orderId}'`);
    await Promise.all([pay(c!, ec.orderId, payAt), runDueJobs(t.database.db, JOB_HANDLERS, endsAt)]);
    const [first] = await queryRows<{ status: string }>(t, `select status from spell_rounds where goods_id = '${goodsId}' order by created_at, id limit 1`);
    const statuses = await queryRows<{ id: string; status: string; round_id: string }>(t, `select id, status, round_id from spell_entries where goods_id = '${goodsId}'`);
    const refunds = await count(`select count(*) n from ledger_txns where kind = 'SPELL_REFUND'`);
    if (first!.status === 'DRAWN') {
      expect(statuses.map((s) => s.status).sort()).toEqual(['LOST', 'LOST', 'WON']);
      expect(refunds).toBe(2);
    } else {
      expect(first!.status).toBe('EXPIRED');
      expect(statuses.find((s) => s.id === ea.entryId)!.status).toBe('REFUNDED');
      expect(statuses.find((s) => s.id === eb.entryId)!.status).toBe('REFUNDED');
      expect(statuses.find((s) => s.id === ec.entryId)!.status).toBe('WAITING');
      expect(refunds).toBe(2);
    }
    expect(await count(`select count(*) n from (select ref_id from ledger_txns where kind = 'SPELL_REFUND' group by ref_id having count(*) > 1) d`)).toBe(0);
    expect(await count(`select count(*) n from jobs where kind = 'spell.expire' and last_error <> ''`)).toBe(0);
    await runDueJobs(t.database.db, JOB_HANDLERS, endsAt + 3_600_000);
    expect(await count(`select count(*) n from ledger_txns where kind = 'SPELL_REFUND'`)).toBe(refunds);
  }, 60_000);
});
