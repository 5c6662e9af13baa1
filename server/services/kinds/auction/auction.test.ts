// @vitest-environment node
// Issue 16 auctions on the host (their races: auction-races.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { auctionBid, auctionPayInfo, auctionSessions, searchAuction, shopAddAuctionSession } from '../../../../src/contract/kinds/auction';
import { CODES } from '../../../../src/contract/codes';
import { memberPay, payStatus, wechatNotify, wechatOfficialPay } from '../../../../src/contract/orders/pay';
import { paymentProvider } from '../../orders/pay/payment-provider';
import { AUCTION_PAY_WINDOW_MS } from '../../../../src/domain/auction-rules';
import { issueToken } from '../../../auth/tokens';
import { ROOM_ACCESS } from '../../../live/room-access';
import { readRoom } from '../../../live/rooms';
import { noticeRoom } from '../../../live/notices';
import { PAY_PASSWORD, setPayPasswordByCode } from '../../../test-support/checkout';
import { moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { auctionWorld } from './auction-test-kit';

const { world, withKey, jobs, buyers, openLot, bid, detail, available } = auctionWorld();
let t: TestApp;
let shop: Record<string, string>;
let otherShop: Record<string, string>;
let freeGoods: string[];
beforeEach(() => { ({ t, shop, otherShop, freeGoods } = world); });

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
