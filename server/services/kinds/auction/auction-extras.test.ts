// @vitest-environment node
// Issue 16: blind-box lots (blind box auction detail) and privateMake offers (docs/decisions/019).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auctionBid, auctionBlindboxDetail, auctionGoodsLot, auctionLotDetail, auctionMakeOffer, auctionMyOffers, auctionWithdrawOffer, shopAddAuctionSession,
  shopAuctionGoods, shopAuctionOffers, shopDecideOffer,
} from '../../../../src/contract/kinds/auction';
import { CODES } from '../../../../src/contract/codes';
import { memberPay } from '../../../../src/contract/orders/pay';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { fundedBuyers, type FundedBuyer, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { reconcileLedger } from '../../../ledger/reconcile';

let t: TestApp;
let shop: Record<string, string>;
let otherShop: Record<string, string>;
let keyNo = 0;
const withKey = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': `extras-${(keyNo += 1)}` });

type Buyer = FundedBuyer;
const buyers = (count: number, tag: string) => fundedBuyers(t, count, tag);

beforeEach(async () => {
  t = await createTestApp();
  const owner = await loginByCode(t, '13800000004');
  shop = shopHeaders(owner.token, owner.shopToken);
  const other = await loginByCode(t, '13800000005');
  otherShop = shopHeaders(other.token, other.shopToken);
}, 60_000);
afterEach(async () => { await t.close(); });

describe('blind-box lots (blind box auction detail)', () => {
  it('shows the frozen odds, and the winner\'s payment draws from the version bidders were shown', async () => {
    const [seeded] = await queryRows<{ id: string; box_version: number }>(t, "select id, box_version from auction_lots where box_id is not null");
    expect(seeded?.box_version).toBe(1);
    // A box of another shop moves to S0002 so its owner can auction it.
    const [box] = await queryRows<{ goods_id: string; box_id: string }>(t, `select bg.goods_id, bg.box_id from blind_box_goods bg
      join blind_boxes b on b.id = bg.box_id join goods g on g.id = bg.goods_id where b.on_sale and g.stock > 0 and bg.goods_id not in
      (select goods_id from auction_lots where status = 'OPEN') order by bg.goods_id limit 1`);
    await queryRows(t, `update goods set shop_id = 'S0002' where id = '${box!.goods_id}'`);
    await queryRows(t, `update blind_boxes set shop_id = 'S0002' where id = '${box!.box_id}'`);
    const opened = await t.call(shopAddAuctionSession, { title: '盲盒专场', durationSec: 600, lots: [{ goodsId: box!.goods_id, startPrice: 10_000, bidStep: 1_000 }] }, withKey(shop));
    expect(opened.code, opened.msg).toBe(0);
    const lotId = opened.data.lots[0]!.lotId;
    expect((await t.call(auctionLotDetail, { lotId }, {})).data.boxVersion).toBe(1);
    const odds = (await t.call(auctionBlindboxDetail, { lotId }, {})).data;
    expect(odds).toMatchObject({ lotId, boxId: box!.box_id, version: 1, changedSince: false });
    expect(odds.items.reduce((sum, i) => sum + i.oddsBp, 0)).toBe(10_000);
    expect(odds.items.every((i) => i.goodsName.length > 0)).toBe(true);
    const ordinary = (await queryRows<{ id: string }>(t, "select id from auction_lots where box_id is null limit 1"))[0]!.id;
    expect(await t.call(auctionBlindboxDetail, { lotId: ordinary }, {})).toMatchObject({ code: 4000, msg: '该拍品不是盲盒拍品' });
    expect(await t.call(auctionBlindboxDetail, { lotId: 'nope' }, {})).toMatchObject({ code: 4004 });

    const [winner] = await buyers(1, '81');
    await setPayPasswordByCode(t, winner!.token, winner!.phone);
    expect((await t.call(auctionBid, { lotId, amount: 10_000, payPassword: PAY_PASSWORD }, withKey(userHeaders(winner!.token)))).code).toBe(0);
    expect(await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + 600_000)).toBe(1);
    const [lot] = await queryRows<{ status: string; order_id: string }>(t, `select status, order_id from auction_lots where id = '${lotId}'`);
    expect(lot!.status).toBe('SOLD');
    expect(await queryRows(t, `select version, price from blind_box_orders where order_id = '${lot!.order_id}'`)).toEqual([{ version: 1, price: 10_000 }]);
    t.clock.now += 600_000;
    const paid = await t.call(memberPay, { orderIds: lot!.order_id, payPassword: PAY_PASSWORD }, moneyHeaders(winner!.token));
    expect(paid.code, paid.msg).toBe(0);
    const draws = await queryRows<{ item_goods_id: string; version: number }>(t, `select item_goods_id, version from blind_box_draws where order_id = '${lot!.order_id}'`);
    expect(draws).toHaveLength(1);
    expect(odds.items.map((i) => i.goodsId)).toContain(draws[0]!.item_goods_id);
    expect((await queryRows<{ status: string }>(t, `select status from auction_lots where id = '${lotId}'`))[0]!.status).toBe('PAID');
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  }, 60_000);
});

describe('privateMake offers', () => {
  it('a buyer offers a price, the shop accepts with an order at that price or refuses; nobody else can see or decide it', async () => {
    const goodsIds = (await queryRows<{ id: string }>(t, "select id from goods where kind = 'auction' and shop_id = 'S0002' and on_shelf and stock > 0 order by id")).map((r) => r.id);
    const [a, b] = await buyers(2, '82');
    const offer = (who: Buyer, goodsId: string, price: number) => t.call(auctionMakeOffer, { goodsId, price, note: '诚心要' }, withKey(userHeaders(who.token)));
    const made = await offer(a!, goodsIds[0]!, 8_800);
    expect(made.code, made.msg).toBe(0);
    expect(made.data).toMatchObject({ status: 'PENDING', price: 8_800, note: '诚心要', orderId: null, shopId: 'S0002' });
    expect(await offer(a!, goodsIds[0]!, 9_000)).toMatchObject({ code: CODES.conflict, msg: '您已对该商品发起私洽，请等待商家回复' });
    const refusedLater = (await offer(b!, goodsIds[0]!, 7_000)).data;
    const withdrawn = (await offer(b!, goodsIds[1]!, 5_000)).data;

    // Only the shop sees its offers; another shop, a user token, and the buyer's rival are refused.
    const list = (await t.call(shopAuctionOffers, { pending: '1' }, shop)).data;
    expect(list.list.map((o) => o.offerId).sort()).toEqual([made.data.offerId, refusedLater.offerId, withdrawn.offerId].sort());
    expect(list.list.every((o) => /^星Q用户/.test(o.buyer))).toBe(true);
    expect((await t.call(shopAuctionOffers, {}, otherShop)).data.total).toBe(0);
    expect((await t.call(shopAuctionOffers, {}, userHeaders(a!.token))).code).not.toBe(0);
    expect(await t.call(shopDecideOffer, { offerId: made.data.offerId, accept: true }, withKey(otherShop))).toMatchObject({ code: 4004 });
    expect((await t.call(shopDecideOffer, { offerId: made.data.offerId, accept: true }, withKey(userHeaders(a!.token)))).code).not.toBe(0);
    expect(await t.call(auctionWithdrawOffer, { offerId: made.data.offerId }, withKey(userHeaders(b!.token)))).toMatchObject({ code: 4004 });
    expect((await t.call(auctionMyOffers, {}, userHeaders(b!.token))).data.list.map((o) => o.offerId).sort()).toEqual([refusedLater.offerId, withdrawn.offerId].sort());

    expect((await t.call(auctionWithdrawOffer, { offerId: withdrawn.offerId }, withKey(userHeaders(b!.token)))).data.status).toBe('WITHDRAWN');
    expect(await t.call(shopDecideOffer, { offerId: withdrawn.offerId, accept: true }, withKey(shop))).toMatchObject({ msg: '该私洽已处理，不能再更改' });
    const stockBefore = (await queryRows<{ stock: number }>(t, `select stock from goods where id = '${goodsIds[0]}'`))[0]!.stock;
    const accepted = (await t.call(shopDecideOffer, { offerId: made.data.offerId, accept: true }, withKey(shop))).data;
    expect(accepted).toMatchObject({ status: 'ACCEPTED' });
    const [order] = await queryRows<{ user_id: string; status: string; goods_total: number }>(t,
      `select user_id, status, goods_total from orders where id = '${accepted.orderId}'`);
    expect(order).toMatchObject({ user_id: a!.userId, status: 'UNPAID' });
    expect(Number(order!.goods_total)).toBe(8_800);
    expect((await queryRows<{ stock: number }>(t, `select stock from goods where id = '${goodsIds[0]}'`))[0]!.stock).toBe(stockBefore - 1);
    expect((await t.call(shopDecideOffer, { offerId: refusedLater.offerId, accept: false }, withKey(shop))).data).toMatchObject({ status: 'REFUSED', orderId: null });
    expect(await t.call(shopDecideOffer, { offerId: made.data.offerId, accept: false }, withKey(shop))).toMatchObject({ code: CODES.orderStatusNotAllowed });
    // 我的私洽: the buyer's own, one state at a time, with where the accepted offer's order stands; never another's.
    const mine = async (who: Buyer, status: string) => (await t.call(auctionMyOffers, { status }, userHeaders(who.token))).data.list;
    expect(await mine(a!, 'ACCEPTED')).toEqual([expect.objectContaining({ offerId: made.data.offerId, orderId: accepted.orderId, orderStatus: 'UNPAID', shopName: expect.any(String) })]);
    expect(await mine(a!, 'PENDING')).toEqual([]);
    expect((await mine(b!, 'REFUSED')).map((o) => [o.offerId, o.orderStatus])).toEqual([[refusedLater.offerId, null]]);
    expect((await mine(b!, 'WITHDRAWN')).map((o) => o.offerId)).toEqual([withdrawn.offerId]);
    expect((await t.call(auctionMyOffers, {}, shop)).data.total).toBe(0);
    expect(await t.call(auctionMyOffers, { status: 'LOST' }, userHeaders(a!.token))).toMatchObject({ code: 4000, msg: '筛选条件不正确' });
    expect(await t.call(auctionMyOffers, {}, {})).toMatchObject({ code: 4012 });
    const notices = await queryRows<{ title: string }>(t, `select body->>'title' as title from live_messages where room in ('notice:${a!.userId}', 'notice:${b!.userId}') and body->>'title' like '私洽%' order by room`);
    expect(notices.map((n) => n.title)).toEqual(['私洽成交', '私洽未被接受']);

    // goodslot: a goods in no lot is an answer (null), not a refusal; once in a 专场 it answers the lot.
    expect((await t.call(auctionGoodsLot, { goodsId: goodsIds[1]! }, {})).data).toEqual({ detail: null, serverNow: t.clock.now });
    expect(await t.call(auctionGoodsLot, { goodsId: 'GNOPE' }, {})).toMatchObject({ code: 4004 });

    // Goods in a running lot, other kinds and one's own shop: refused.
    const lot = await t.call(shopAddAuctionSession, { title: '专场', durationSec: 600, lots: [{ goodsId: goodsIds[1]!, startPrice: 1_000, bidStep: 100 }] }, withKey(shop));
    expect(lot.code, lot.msg).toBe(0);
    const inLot = (await t.call(auctionGoodsLot, { goodsId: goodsIds[1]! }, userHeaders(a!.token))).data.detail;
    expect(inLot).toMatchObject({ lot: { lotId: lot.data.lots[0]!.lotId, status: 'OPEN' }, mine: null });
    expect(await offer(a!, goodsIds[1]!, 5_000)).toMatchObject({ msg: '该商品正在拍卖中，请参与竞拍' });
    // The 开设专场 form's goods: the shop's own, without the one now in a running lot (nor the one just sold by offer if out of stock).
    const pickable = (await t.call(shopAuctionGoods, {}, shop)).data.list.map((g) => g.goodsId);
    expect(pickable).not.toContain(goodsIds[1]);
    expect(pickable.every((id) => goodsIds.includes(id))).toBe(true);
    expect((await t.call(shopAuctionGoods, {}, otherShop)).data.list.some((g) => goodsIds.includes(g.goodsId))).toBe(false);
    expect((await t.call(shopAuctionGoods, {}, userHeaders(a!.token))).code).not.toBe(0);
    const [ordinary] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' limit 1");
    expect(await offer(a!, ordinary!.id, 5_000)).toMatchObject({ msg: '只有拍卖商品可以私洽' });
    expect(await t.call(auctionMakeOffer, { goodsId: goodsIds[0]!, price: 5_000 }, withKey(shop))).toMatchObject({ msg: '不能对自己店铺的商品发起私洽' });
    expect(await t.call(auctionMakeOffer, { goodsId: goodsIds[0]!, price: 99 }, withKey(userHeaders(a!.token)))).toMatchObject({ code: 4000 });
  }, 60_000);
});
