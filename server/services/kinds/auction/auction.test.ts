// @vitest-environment node
// Issue 16 auctions on the host. Runs on PGlite in `npm test` and on PostgreSQL with DATABASE_URL (the races).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auctionBid, auctionLotDetail, auctionPayInfo, auctionSessions, searchAuction, shopAddAuctionSession } from '../../../../src/contract/kinds/auction';
import { CODES } from '../../../../src/contract/codes';
import { memberPay, payStatus, wechatNotify, wechatOfficialPay } from '../../../../src/contract/orders/pay';
import { paymentProvider } from '../../orders/pay/payment-provider';
import { AUCTION_PAY_WINDOW_MS } from '../../../../src/domain/auction-rules';
import { issueToken } from '../../../auth/tokens';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { ROOM_ACCESS } from '../../../live/room-access';
import { readRoom } from '../../../live/rooms';
import { noticeRoom } from '../../../live/notices';
import { fundedBuyers, givePayPasswords, type FundedBuyer, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let shop: Record<string, string>;
let otherShop: Record<string, string>;
let freeGoods: string[];

let keyNo = 0;
const withKey = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': `auction-test-${(keyNo += 1)}` });
const jobs = (now = t.clock.now) => runDueJobs(t.database.db, JOB_HANDLERS, now);

type Buyer = FundedBuyer;
async function buyers(count: number, tag: string, balance?: number) {
  const list = await fundedBuyers(t, count, tag, balance);
  await givePayPasswords(t, list.map((b) => b.userId));
  return list;
}

async function openLot(options: { durationSec?: number; extendSec?: number; startPrice?: number; bidStep?: number; deposit?: number; goods?: number } = {}) {
  const answer = await t.call(shopAddAuctionSession, {
    title: '测试专场', durationSec: options.durationSec ?? 3600, extendSec: options.extendSec ?? 120,
    lots: [{ goodsId: freeGoods[options.goods ?? 0]!, startPrice: options.startPrice ?? 10_000, bidStep: options.bidStep ?? 1_000, deposit: options.deposit ?? 20_000 }],
  }, withKey(shop));
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.lots[0]!;
}

/** A bid with the pay password, which the host asks for only when the bid freezes the deposit (the first one). */
const bid = (b: Buyer, lotId: string, amount: number, proxy = false) =>
  t.call(auctionBid, { lotId, amount, proxy, payPassword: PAY_PASSWORD }, withKey(userHeaders(b.token)));
const detail = (lotId: string, b?: Buyer) => t.call(auctionLotDetail, { lotId }, b ? userHeaders(b.token) : {});
async function available(b: Buyer) {
  const [row] = await queryRows<{ posted: string; held: string }>(t, `select posted, held from ledger_accounts where owner_kind = 'user' and owner_id = '${b.userId}' and asset = 'CNY'`);
  return { posted: Number(row?.posted ?? 0), held: Number(row?.held ?? 0) };
}

beforeEach(async () => {
  t = await createTestApp();
  const owner = await loginByCode(t, '13800000004');
  shop = shopHeaders(owner.token, owner.shopToken);
  const other = await loginByCode(t, '13800000005');
  otherShop = shopHeaders(other.token, other.shopToken);
  freeGoods = (await queryRows<{ id: string }>(t, "select id from goods where kind = 'auction' and shop_id = 'S0002' and on_shelf and stock > 0 order by id")).map((r) => r.id);
}, 60_000);
afterEach(async () => { await t.close(); });

describe('sessions and lots', () => {
  it('the seed lists real lots without invented bids; a shop opens a 专场 of its own auction goods only', async () => {
    expect(freeGoods.length).toBeGreaterThanOrEqual(2);
    const listed = await t.call(auctionSessions, {}, {});
    expect(listed.data.sessions.length).toBeGreaterThan(0);
    expect(listed.data.sessions.flatMap((s) => s.lots).every((l) => l.bidCount === 0 && l.currentPrice === l.startPrice)).toBe(true);
    const [extra] = await queryRows<{ extra: { bids: unknown[] } }>(t, "select extra from goods where kind = 'auction' limit 1");
    expect(extra!.extra.bids).toEqual([]);

    const lot = await openLot();
    expect(lot).toMatchObject({ status: 'OPEN', currentPrice: 10_000, bidCount: 0, deposit: 20_000, endsAt: t.clock.now + 3_600_000 });
    expect((await t.call(auctionSessions, {}, {})).data.sessions.some((s) => s.lots.some((l) => l.lotId === lot.lotId))).toBe(true);
    const [named] = await queryRows<{ name: string }>(t, `select name from goods where id = '${lot.goodsId}'`);
    const found = await t.call(searchAuction, { keyword: named!.name.slice(4, 10) }, {});
    expect(found.data.list[0]).toMatchObject({ lotId: lot.lotId });
    expect((await t.call(searchAuction, { keyword: '%' }, {})).data.total).toBe(0);
    // the same goods twice, another shop's goods, a user token: refused
    const again = await t.call(shopAddAuctionSession, { title: '再来', durationSec: 60, lots: [{ goodsId: freeGoods[0]!, startPrice: 100, bidStep: 100 }] }, withKey(shop));
    expect(again).toMatchObject({ code: CODES.conflict, msg: '该商品已在拍卖中' });
    const stolen = await t.call(shopAddAuctionSession, { title: '别人的', durationSec: 60, lots: [{ goodsId: freeGoods[1]!, startPrice: 100, bidStep: 100 }] }, withKey(otherShop));
    expect(stolen.code).toBe(CODES.forbidden);
    const [consumer] = await buyers(1, '71', 0);
    const asUser = await t.raw(shopAddAuctionSession, { title: 'x', durationSec: 60, lots: [{ goodsId: freeGoods[1]!, startPrice: 100, bidStep: 100 }] }, withKey(userHeaders(consumer!.token)));
    expect(asUser.json().code).not.toBe(0);
  });
});

describe('bids', () => {
  it('a lot that ends without a bid is closed 流拍 (UNSOLD) by its job, and the session list says so (issue 34.11)', async () => {
    const lot = await openLot({ durationSec: 60 });
    t.clock.now += 61_000;
    await jobs();
    const listed = (await t.call(auctionSessions, {}, {})).data.sessions.flatMap((s) => s.lots).find((l) => l.lotId === lot.lotId);
    expect(listed).toMatchObject({ status: 'UNSOLD', bidCount: 0 });
    const seeded = await queryRows<{ n: number }>(t, "select count(*)::int as n from auction_lots l where not exists (select 1 from jobs j where j.kind = 'auction.close' and j.payload->>'lotId' = l.id)");
    expect(seeded[0]!.n).toBe(0);
  });

  it('holds the deposit once, refuses low bids, bids for a proxy only as much as needed, and the earlier equal maximum wins', async () => {
    const lot = await openLot();
    const [a, b, c] = await buyers(3, '72');
    expect((await bid(a!, lot.lotId, 9_999)).msg).toBe('出价不能低于¥100.00');
    const first = await bid(a!, lot.lotId, 50_000, true);
    expect(first.data).toMatchObject({ outcome: 'leading', lot: { currentPrice: 10_000, bidCount: 1 }, myMax: 50_000 });
    expect(await available(a!)).toMatchObject({ held: 20_000 });
    // b bids 20,000: a's proxy answers at 21,000
    const second = await bid(b!, lot.lotId, 20_000);
    expect(second.data).toMatchObject({ outcome: 'outbid', lot: { currentPrice: 21_000, bidCount: 3 } });
    // c's proxy of exactly a's maximum: the earlier maximum (a) wins at 50,000
    expect((await bid(c!, lot.lotId, 50_000, true)).data).toMatchObject({ outcome: 'outbid', lot: { currentPrice: 50_000 } });
    // b goes above: leads at a's maximum plus one step
    expect((await bid(b!, lot.lotId, 80_000, true)).data).toMatchObject({ outcome: 'leading', lot: { currentPrice: 51_000 } });
    expect(await available(b!)).toMatchObject({ held: 20_000 });
    const seen = await detail(lot.lotId, b);
    expect(seen.data.mine).toMatchObject({ leading: true, maxBid: 80_000, depositStatus: 'HELD' });
    expect(seen.data.bids.map((x) => x.amount)).toEqual([51_000, 50_000, 50_000, 21_000, 20_000, 10_000]);
    // Bidders by nickname, as the live room shows them (issue 34.12); each row's mark is the id's last four.
    await queryRows(t, `update users set name = '拍场老王' where id = '${b!.userId}'`);
    const named = await detail(lot.lotId, a);
    expect(named.data.bids.filter((x) => x.bidder === '拍场老王').map((x) => x.amount)).toEqual([51_000, 20_000]);
    expect(named.data.bids.every((x) => /^星Q用户.{4}$/.test(x.tag))).toBe(true);
    expect(named.data.bids.filter((x) => x.mine).map((x) => x.amount)).toEqual([50_000, 21_000, 10_000]);
    const room = await readRoom(t.database.db, `lot:${lot.lotId}`, 0, 100);
    expect(room.map((m) => (m.body as { currentPrice: number }).currentPrice)).toEqual([10_000, 21_000, 50_000, 51_000]);
    expect(await ROOM_ACCESS.lot!(t.database.db, { userId: null, shopId: null } as never, lot.lotId)).toBe(true);
  });

  it('freezes the deposit only with the pay password (a wrong one counted); later bids need none (issue 34.8)', async () => {
    const lot = await openLot();
    const [a] = await buyers(1, '70');
    const without = await t.call(auctionBid, { lotId: lot.lotId, amount: 10_000 }, withKey(userHeaders(a!.token)));
    expect(without).toMatchObject({ code: CODES.payPasswordRequired, msg: '首次出价将冻结保证金，请输入支付密码' });
    const wrong = await t.call(auctionBid, { lotId: lot.lotId, amount: 10_000, payPassword: '975310' }, withKey(userHeaders(a!.token)));
    expect(wrong.code).toBe(CODES.payPasswordWrong);
    const [tries] = await queryRows<{ wrong_tries: number }>(t, `select wrong_tries from pay_accounts where user_id = '${a!.userId}'`);
    expect(tries!.wrong_tries).toBe(1);
    expect(await available(a!)).toMatchObject({ held: 0 });
    expect((await detail(lot.lotId)).data.lot.bidCount).toBe(0);
    expect((await bid(a!, lot.lotId, 10_000)).code).toBe(0);
    expect(await available(a!)).toMatchObject({ held: 20_000 });
    // The deposit is held: a raise (as the outbox replays one made offline) carries no password.
    const raise = await t.call(auctionBid, { lotId: lot.lotId, amount: 30_000, proxy: true }, withKey(userHeaders(a!.token)));
    expect(raise.code, raise.msg).toBe(0);
    expect(await available(a!)).toMatchObject({ held: 20_000 });
  });

  it('refuses a bid when the balance cannot hold the deposit, and the shop owner\'s own bid', async () => {
    const lot = await openLot();
    const [poor] = await buyers(1, '73', 10_000);
    expect(await bid(poor!, lot.lotId, 10_000)).toMatchObject({ code: CODES.balanceNotEnough, msg: '余额不足以冻结保证金¥200.00，请先充值' });
    expect(await available(poor!)).toMatchObject({ held: 0 });
    expect((await detail(lot.lotId)).data.lot.bidCount).toBe(0);
    const owner = await t.call(auctionBid, { lotId: lot.lotId, amount: 10_000 }, withKey(shop));
    expect(owner.msg).toBe('不能竞拍自己店铺的拍品');
  });

  it('a late bid extends the end; the close job for the old end does nothing and the new end closes the lot once', async () => {
    const lot = await openLot({ durationSec: 600, extendSec: 120 });
    const [a, b] = await buyers(2, '74');
    expect((await bid(a!, lot.lotId, 10_000)).code).toBe(0);
    t.clock.now = lot.endsAt - 30_000;
    const late = await bid(b!, lot.lotId, 11_000);
    expect(late.data.lot.endsAt).toBe(t.clock.now + 120_000);
    expect(await jobs(lot.endsAt)).toBe(1);
    expect((await detail(lot.lotId)).data.lot.status).toBe('OPEN');
    t.clock.now = late.data.lot.endsAt;
    expect(await bid(a!, lot.lotId, 20_000)).toMatchObject({ code: CODES.orderStatusNotAllowed, msg: '拍卖已结束，出价未被接受' });
    expect(await jobs()).toBe(1);
    expect(await jobs(t.clock.now + 1)).toBe(0);
    const closed = (await detail(lot.lotId, b)).data;
    expect(closed.lot).toMatchObject({ status: 'SOLD', currentPrice: 11_000 });
    expect(closed.mine).toMatchObject({ leading: true, depositStatus: 'HELD' });
    expect(closed.mine!.orderId).toBeTruthy();
    // the loser's deposit came back at the close, and both were told
    expect(await available(a!)).toMatchObject({ held: 0, posted: 1_000_000 });
    expect((await readRoom(t.database.db, noticeRoom(a!.userId), 0, 10)).map((m) => m.body.title)).toEqual(['竞拍未成交']);
    expect((await readRoom(t.database.db, noticeRoom(b!.userId), 0, 10)).map((m) => m.body.title)).toEqual(['恭喜您竞拍成功']);

    // the winner pays at the hammer price: the lot is PAID and the deposit returns
    const info = (await t.call(auctionPayInfo, { lotId: lot.lotId }, userHeaders(b!.token))).data;
    expect(info).toMatchObject({ orderStatus: 'UNPAID', payDeadline: t.clock.now + AUCTION_PAY_WINDOW_MS });
    expect(info.total).toBeGreaterThanOrEqual(11_000);
    expect((await t.call(auctionPayInfo, { lotId: lot.lotId }, userHeaders(a!.token))).code).toBe(CODES.notFound);
    await setPayPasswordByCode(t, b!.token, b!.phone);
    const paid = await t.call(memberPay, { orderIds: info.orderId!, payPassword: PAY_PASSWORD }, moneyHeaders(b!.token));
    expect(paid.code, paid.msg).toBe(0);
    expect((await detail(lot.lotId, b)).data).toMatchObject({ lot: { status: 'PAID' }, mine: { depositStatus: 'RELEASED' } });
    expect(await available(b!)).toMatchObject({ held: 0, posted: 1_000_000 - info.total });
    // The lot's deposit job and the order's own pay deadline job run, and both find the order paid.
    expect(await jobs(info.payDeadline + 1)).toBe(2);
    expect((await detail(lot.lotId)).data.lot.status).toBe('PAID');
  });

  it('a winner who does not pay by the deadline is refused and the deposit goes to the shop, once', async () => {
    const lot = await openLot({ durationSec: 60, extendSec: 10 });
    const [a] = await buyers(1, '75');
    expect((await bid(a!, lot.lotId, 10_000)).code).toBe(0);
    t.clock.now = lot.endsAt;
    expect(await jobs()).toBe(1);
    const info = (await t.call(auctionPayInfo, { lotId: lot.lotId }, userHeaders(a!.token))).data;
    const [shopBefore] = await queryRows<{ posted: string }>(t, "select posted from ledger_accounts where owner_kind = 'shop' and owner_id = 'S0002' and asset = 'CNY'");
    await setPayPasswordByCode(t, a!.token, a!.phone);
    t.clock.now = info.payDeadline;
    a!.token = (await issueToken(t.database.db, a!.userId, 'user', null, t.clock.now, 3_600_000)).token;
    const late = await t.call(memberPay, { orderIds: info.orderId!, payPassword: PAY_PASSWORD }, moneyHeaders(a!.token));
    expect(late.code).not.toBe(0);
    expect(await jobs()).toBe(2); // the deposit's job and the order's pay deadline job
    expect(await jobs(t.clock.now + 60_000)).toBe(0);
    expect((await detail(lot.lotId, a)).data).toMatchObject({ lot: { status: 'FORFEITED' }, mine: { depositStatus: 'FORFEITED' } });
    expect(await available(a!)).toMatchObject({ held: 0, posted: 1_000_000 - 20_000 });
    const [shopAfter] = await queryRows<{ posted: string }>(t, "select posted from ledger_accounts where owner_kind = 'shop' and owner_id = 'S0002' and asset = 'CNY'");
    expect(Number(shopAfter!.posted) - Number(shopBefore?.posted ?? 0)).toBe(20_000);
  });

  it('a WeChat payment started in time whose answer arrives after the deposit was forfeited is refunded, not revived', async () => {
    const lot = await openLot({ durationSec: 60, extendSec: 10 });
    const [a] = await buyers(1, '76');
    expect((await bid(a!, lot.lotId, 10_000)).code).toBe(0);
    t.clock.now = lot.endsAt;
    expect(await jobs()).toBe(1);
    const info = (await t.call(auctionPayInfo, { lotId: lot.lotId }, userHeaders(a!.token))).data;
    const started = await t.call(wechatOfficialPay, { orderIds: info.orderId!, openid: 'sbx_openid_lot' }, withKey(moneyHeaders(a!.token)));
    expect(started.code, started.msg).toBe(0);
    t.clock.now = info.payDeadline;
    expect(await jobs()).toBe(2); // the deposit's job and the order's pay deadline job
    const fields = { payNo: started.data.payNo, transactionId: `TX${started.data.payNo}`, amount: started.data.amount, resultCode: 'SUCCESS' as const };
    await t.call(wechatNotify, { ...fields, sign: paymentProvider().sign(fields) });
    a!.token = (await issueToken(t.database.db, a!.userId, 'user', null, t.clock.now, 3_600_000)).token;
    expect((await t.call(payStatus, { payNo: started.data.payNo }, userHeaders(a!.token))).data.outcome).toBe('REFUNDED');
    expect((await detail(lot.lotId, a)).data).toMatchObject({ lot: { status: 'FORFEITED' }, mine: { depositStatus: 'FORFEITED' } });
    // The deposit stays with the shop; what WeChat took comes back to the balance.
    expect(await available(a!)).toMatchObject({ held: 0, posted: 1_000_000 - 20_000 + started.data.amount });
  });

  it('a replayed bid (same Idempotency-Key) is applied once; another user\'s key does not replay it', async () => {
    const lot = await openLot();
    const [a, b] = await buyers(2, '76');
    const headers = withKey(userHeaders(a!.token));
    const one = await t.call(auctionBid, { lotId: lot.lotId, amount: 12_000, payPassword: PAY_PASSWORD }, headers);
    const two = await t.call(auctionBid, { lotId: lot.lotId, amount: 12_000, payPassword: PAY_PASSWORD }, headers);
    expect(two).toEqual(one);
    expect((await detail(lot.lotId)).data.lot.bidCount).toBe(1);
    const stranger = await t.call(auctionBid, { lotId: lot.lotId, amount: 12_000 }, { ...userHeaders(b!.token), 'idempotency-key': headers['idempotency-key']! });
    expect(stranger.code).not.toBe(0);
    expect((await detail(lot.lotId)).data.lot.bidCount).toBe(1);
  });
});

describe('races (run on PostgreSQL too: DATABASE_URL)', () => {
  it('500 concurrent bids on one lot give one consistent price history and one winner', async () => {
    const lot = await openLot({ startPrice: 100, bidStep: 100, deposit: 1_000 });
    const people = await buyers(25, '77');
    const attempts = Array.from({ length: 500 }, (_, i) => ({ who: people[i % people.length]!, amount: 100 + (i + 1) * 100, proxy: i % 7 === 0 }));
    const answers = await Promise.all(attempts.map((a) => bid(a.who, lot.lotId, a.amount, a.proxy)));
    expect(answers.every((a) => [0, CODES.validation, CODES.conflict].includes(a.code)), JSON.stringify(answers.find((a) => ![0, 4000, 4009].includes(a.code)))).toBe(true);
    const history = await queryRows<{ seq: number; amount: string; user_id: string }>(t, `select seq, amount, user_id from auction_bids where lot_id = '${lot.lotId}' order by seq`);
    expect(history.map((h) => h.seq)).toEqual(history.map((_, i) => i + 1));
    for (let i = 1; i < history.length; i += 1) expect(Number(history[i]!.amount)).toBeGreaterThanOrEqual(Number(history[i - 1]!.amount));
    const final = (await detail(lot.lotId)).data.lot;
    expect(final.bidCount).toBe(history.length);
    expect(final.currentPrice).toBe(Math.max(...history.map((h) => Number(h.amount))));
    const room = await readRoom(t.database.db, `lot:${lot.lotId}`, 0, 1000);
    expect(room.map((m) => m.seq)).toEqual(room.map((_, i) => i + 1));
    expect(room.at(-1)!.body).toMatchObject({ currentPrice: final.currentPrice, bidCount: final.bidCount });
    // one deposit per bidder, never two
    const deposits = await queryRows<{ n: string; users: string }>(t, `select count(*) n, count(distinct user_id) users from auction_deposits where lot_id = '${lot.lotId}'`);
    expect(deposits[0]!.n).toBe(deposits[0]!.users);
    const [holds] = await queryRows<{ n: string }>(t, `select count(*) n from ledger_holds where kind = 'AUCTION_DEPOSIT' and ref_id like '${lot.lotId}:%'`);
    expect(Number(holds!.n)).toBe(Number(deposits[0]!.n));

    t.clock.now = (await detail(lot.lotId)).data.lot.endsAt;
    // two job runners at once (two host processes share only the database): the lot closes once
    const [x, y] = await Promise.all([jobs(), jobs()]);
    expect(x + y).toBe(1);
    const [winners] = await queryRows<{ n: string }>(t, `select count(*) n from orders where remark like '%${lot.lotId}%'`);
    expect(Number(winners!.n)).toBe(1);
    const [held] = await queryRows<{ n: string }>(t, `select count(*) n from auction_deposits where lot_id = '${lot.lotId}' and status = 'HELD'`);
    expect(Number(held!.n)).toBe(1);
  }, 120_000);

  it('two job runners at once (as two host processes on one database) close each of several lots once', async () => {
    const count = Math.min(freeGoods.length, 4);
    const lots = [];
    for (let i = 0; i < count; i += 1) lots.push(await openLot({ durationSec: 60, extendSec: 10, goods: i }));
    const people = await buyers(count, '79');
    for (const [i, lot] of lots.entries()) expect((await bid(people[i]!, lot.lotId, 10_000)).code).toBe(0);
    t.clock.now = lots[0]!.endsAt;
    const [x, y] = await Promise.all([jobs(), jobs()]);
    expect(x + y).toBe(count);
    for (const lot of lots) {
      const [orders] = await queryRows<{ n: string }>(t, `select count(*) n from orders where remark like '%${lot.lotId}%'`);
      expect(Number(orders!.n)).toBe(1);
      expect((await detail(lot.lotId)).data.lot.status).toBe('SOLD');
    }
    const [closed] = await queryRows<{ n: string }>(t, "select count(*) n from jobs where kind = 'auction.close' and status = 'DONE'");
    expect(Number(closed!.n)).toBe(count);
  });

  it('a bid racing the close is either counted before it or refused', async () => {
    for (let round = 0; round < 2; round += 1) {
      const lot = await openLot({ durationSec: 60, extendSec: 10, goods: round });
      const [a, b] = await buyers(2, `8${round}`);
      expect((await bid(a!, lot.lotId, 10_000)).code).toBe(0);
      // the bid is sent a millisecond before the end while the close job runs at the end
      t.clock.now = lot.endsAt - 1;
      const [late] = await Promise.all([bid(b!, lot.lotId, 11_000), jobs(lot.endsAt)]);
      const after = (await detail(lot.lotId)).data.lot;
      if (late.code === 0) {
        expect(after).toMatchObject({ status: 'OPEN', currentPrice: 11_000, bidCount: 2 });
        expect(after.endsAt).toBe(lot.endsAt - 1 + 10_000);
      } else {
        expect(late).toMatchObject({ code: CODES.orderStatusNotAllowed, msg: '拍卖已结束，出价未被接受' });
        expect(after).toMatchObject({ status: 'SOLD', currentPrice: 10_000, bidCount: 1 });
      }
      const [orders] = await queryRows<{ n: string }>(t, `select count(*) n from orders where remark like '%${lot.lotId}%'`);
      expect(Number(orders!.n)).toBe(after.status === 'SOLD' ? 1 : 0);
      t.clock.now += 3_600_000;
    }
  });
});
