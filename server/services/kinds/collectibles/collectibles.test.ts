// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectibleDetail, selThemeDetailInfo, selThemeInfos, nftCancelTrade, nftCreateTrade, nftResaleList, nftSureGetPay, nftSurePay, nftTradeDetail, nftTradeList, sellNft, unsellNft,
  userNftList, usersExchangeLog, usersNfaExchange, exchangeRecipient,
} from '../../../../src/contract/kinds/collectibles';
import { createOrder } from '../../../../src/contract/orders/order';
import { refundApply } from '../../../../src/contract/orders/after-sales';
import { certificateMessage, COLLECTIBLE_NO_REFUND, PAYEE_REQUIRED, TRADE_CONFIRM_MS, TRADE_PAY_MS } from '../../../../src/domain/collectibles';
import { issueToken } from '../../../auth/tokens';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { addAddress, createBuyers, creditBalance, PAY_PASSWORD, setPayPasswordByCode } from '../../../test-support/checkout';
import { CODES } from '../../../../src/contract/codes';
import { maskMobile, maskName } from '../../../../src/domain/format';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { balanceOf, platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { payByBalance } from '../../orders/pay/settle';

let t: TestApp;
interface User { token: string; userId: string; phone: string; addressId: string }

async function users(count: number, tag: string): Promise<User[]> {
  const tokens = await createBuyers(t, count, tag);
  const out: User[] = [];
  for (const [i, token] of tokens.entries()) {
    const phone = `1${tag.padStart(3, '0').slice(-3)}${String(i).padStart(7, '0')}`;
    await creditBalance(t, phone, 100_000);
    await post(t.database.db, {
      kind: 'WELCOME', refId: `circ:${tag}${i}`, memo: '测试流通券',
      legs: [{ account: platformAccount('PROMO', 'CIRC'), amount: -5, force: true }, { account: userAccount(`T${tag}${i}`, 'CIRC'), amount: 5 }],
    }, t.clock.now);
    out.push({ token, userId: `T${tag}${i}`, phone, addressId: await addAddress(t, token) });
  }
  return out;
}

async function nftGoods(): Promise<{ id: string; sale_price: number }> {
  const [row] = await queryRows<{ id: string; sale_price: number }>(t, "select id, sale_price from goods where kind = 'nft' and on_shelf order by id limit 1");
  await queryRows(t, `update goods set stock = 100 where id = '${row!.id}'`);
  return row!;
}

/** Buys one collectible at the goods' sale price and pays it from the balance, as the pay host does. */
async function buyCollectible(user: User): Promise<string> {
  const goods = await nftGoods();
  const order = await t.call(createOrder, { source: 'buyNow', lines: [{ goodsId: goods.id, num: 1, price: goods.sale_price }], addressId: user.addressId }, moneyHeaders(user.token));
  expect(order.code, order.msg).toBe(0);
  await t.database.db.transaction((tx) => payByBalance(tx, user.userId, order.data.orderIds, t.clock.now));
  const mine = await t.call(userNftList, {}, userHeaders(user.token));
  return mine.data.list[0]!.collectibleId;
}

const circ = async (userId: string) => balanceOf(t.database.db, userAccount(userId, 'CIRC'));
const ownerOf = async (id: string) => (await queryRows<{ owner_id: string; status: string }>(t, `select owner_id, status from collectibles where id = '${id}'`))[0]!;
const nameOf = async (userId: string) => (await queryRows<{ name: string }>(t, `select name from users where id = '${userId}'`))[0]!.name;
const givePayee = (userId: string, kind: 'alipay' | 'wechat') =>
  queryRows(t, `insert into payee_images (user_id, kind, image_url, updated_at) values ('${userId}', '${kind}', '/media/${kind}.webp', 1)`);
const count = async (text: string) => Number((await queryRows<{ n: string }>(t, text))[0]!.n);

beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

describe('digital collectibles (数字藏品)', () => {
  it('mints on payment with a recomputable certificate, resells through sure-pay and sure-get-pay, and changes owner once', async () => {
    const [seller, buyer, other] = await users(3, '71');
    const id = await buyCollectible(seller!);
    const detail = await t.call(collectibleDetail, { collectibleId: id }, userHeaders(seller!.token));
    const d = detail.data;
    expect(d.chainNo).toMatch(/^XQ\d{10}$/);
    expect(d.certificate).toBe(createHash('sha256').update(certificateMessage(d.chainNo, d.goodsId, d.orderId, d.mintedAt)).digest('hex'));
    expect(d.history.map((h) => h.kind)).toEqual(['MINT']);
    // Delivered at payment: the buyer cannot get the money back and keep (or resell) the collectible.
    const refund = await t.call(refundApply, { orderId: d.orderId, kind: 'REFUND_ONLY', reason: '其他', amount: 1 }, userHeaders(seller!.token));
    expect(refund).toMatchObject({ code: 4205, msg: COLLECTIBLE_NO_REFUND });

    // Issue 34.6: no listing before the seller has a payee code to be paid by; the ticket stays unheld.
    expect(await t.call(sellNft, { collectibleId: id, price: '88.00' }, moneyHeaders(seller!.token))).toMatchObject({ code: CODES.payeeRequired, msg: PAYEE_REQUIRED });
    expect((await circ(seller!.userId)).available).toBe(5);
    expect((await ownerOf(id)).status).toBe('OWNED');
    await givePayee(seller!.userId, 'alipay');
    await givePayee(other!.userId, 'wechat');
    const listed = await t.call(sellNft, { collectibleId: id, price: '88.00' }, moneyHeaders(seller!.token));
    expect(listed.data).toMatchObject({ status: 'LISTED', price: 8800 });
    expect((await circ(seller!.userId)).available).toBe(4);
    expect((await t.call(nftResaleList, { goodsId: d.goodsId }, userHeaders(''))).data.list.map((r) => r.collectibleId)).toContain(id);
    // Another user can neither list nor read what is not theirs.
    expect((await t.call(sellNft, { collectibleId: id, price: '1.00' }, moneyHeaders(other!.token))).code).toBe(4004);
    expect((await t.call(collectibleDetail, { collectibleId: id }, userHeaders(other!.token))).code).toBe(4004);
    expect((await t.call(nftCreateTrade, { collectibleId: id, price: 8800 }, moneyHeaders(seller!.token))).msg).toBe('不能购买自己的藏品');
    expect((await t.call(nftCreateTrade, { collectibleId: id, price: 100 }, moneyHeaders(buyer!.token))).code).toBe(4203);

    const trade = (await t.call(nftCreateTrade, { collectibleId: id, price: 8800 }, moneyHeaders(buyer!.token))).data;
    expect(trade).toMatchObject({ status: 'AWAITING_PAY', side: 'BUY' });
    expect((await ownerOf(id)).status).toBe('LOCKED');
    expect((await t.call(unsellNft, { collectibleId: id }, moneyHeaders(seller!.token))).code).toBe(4009);
    expect((await t.call(nftTradeDetail, { tradeId: trade.tradeId }, userHeaders(buyer!.token))).data.payee).toEqual({ alipay: '/media/alipay.webp', wechat: '' });
    expect((await t.call(nftTradeDetail, { tradeId: trade.tradeId }, userHeaders(seller!.token))).data.payee).toBeNull();
    expect((await t.call(nftTradeDetail, { tradeId: trade.tradeId }, userHeaders(other!.token))).code).toBe(4004);
    expect((await t.call(nftSurePay, { tradeId: trade.tradeId }, moneyHeaders(other!.token))).code).toBe(4004);
    expect((await t.call(nftSureGetPay, { tradeId: trade.tradeId }, moneyHeaders(seller!.token))).code).toBe(4009);

    expect((await t.call(nftSurePay, { tradeId: trade.tradeId }, moneyHeaders(buyer!.token))).data.status).toBe('PAID');
    expect((await t.call(nftSureGetPay, { tradeId: trade.tradeId }, moneyHeaders(buyer!.token))).code).toBe(4009);
    const [first, second] = await Promise.all([
      t.call(nftSureGetPay, { tradeId: trade.tradeId }, moneyHeaders(seller!.token)),
      t.call(nftSureGetPay, { tradeId: trade.tradeId }, moneyHeaders(seller!.token)),
    ]);
    expect([first.code, second.code].sort()).toEqual([0, 4009]);
    expect(await ownerOf(id)).toEqual({ owner_id: buyer!.userId, status: 'OWNED' });
    expect(await count(`select count(*) as n from collectible_transfers where collectible_id = '${id}' and kind = 'TRADE'`)).toBe(1);
    expect(await circ(seller!.userId)).toMatchObject({ posted: 4, available: 4 });
    expect((await t.call(nftTradeList, { side: 'SELL' }, userHeaders(seller!.token))).data.list[0]).toMatchObject({ status: 'DONE', side: 'SELL' });
    expect((await t.call(collectibleDetail, { collectibleId: id }, userHeaders(buyer!.token))).data.history.map((h) => h.kind)).toEqual(['MINT', 'TRADE']);
  });

  it('locks a collectible two buyers want at once for one of them only', async () => {
    const [seller, ...buyers] = await users(5, '72');
    const id = await buyCollectible(seller!);
    await givePayee(seller!.userId, 'wechat');
    await t.call(sellNft, { collectibleId: id, price: '10' }, moneyHeaders(seller!.token));
    const answers = await Promise.all(buyers.map((b) => t.call(nftCreateTrade, { collectibleId: id, price: 1000 }, moneyHeaders(b.token))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 4009)).toBe(true);
    expect(await count(`select count(*) as n from collectible_trades where collectible_id = '${id}'`)).toBe(1);
  });

  it('returns a cancelled or timed-out trade\'s collectible once, and exchanges one with a log', async () => {
    const [seller, buyer, friend] = await users(3, '873');
    const id = await buyCollectible(seller!);
    await givePayee(seller!.userId, 'wechat');
    await t.call(sellNft, { collectibleId: id, price: '20' }, moneyHeaders(seller!.token));

    const cancelled = (await t.call(nftCreateTrade, { collectibleId: id, price: 2000 }, moneyHeaders(buyer!.token))).data;
    expect((await t.call(nftCancelTrade, { tradeId: cancelled.tradeId }, moneyHeaders(seller!.token))).code).toBe(4009);
    expect((await t.call(nftCancelTrade, { tradeId: cancelled.tradeId }, moneyHeaders(buyer!.token))).data.status).toBe('CANCELLED');
    expect((await t.call(nftCancelTrade, { tradeId: cancelled.tradeId }, moneyHeaders(buyer!.token))).code).toBe(4009);
    expect(await ownerOf(id)).toEqual({ owner_id: seller!.userId, status: 'LISTED' });

    const unpaid = (await t.call(nftCreateTrade, { collectibleId: id, price: 2000 }, moneyHeaders(buyer!.token))).data;
    t.clock.now += TRADE_PAY_MS + 1;
    expect((await t.call(nftSurePay, { tradeId: unpaid.tradeId }, moneyHeaders(buyer!.token))).code).toBe(4009);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    expect(await ownerOf(id)).toEqual({ owner_id: seller!.userId, status: 'LISTED' });

    const paid = (await t.call(nftCreateTrade, { collectibleId: id, price: 2000 }, moneyHeaders(buyer!.token))).data;
    await t.call(nftSurePay, { tradeId: paid.tradeId }, moneyHeaders(buyer!.token));
    t.clock.now += TRADE_CONFIRM_MS + 1;
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + 1);
    expect(await ownerOf(id)).toEqual({ owner_id: seller!.userId, status: 'LISTED' });
    const statuses = await queryRows<{ status: string }>(t, `select status from collectible_trades where collectible_id = '${id}' order by created_at, id`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['CANCELLED', 'EXPIRED', 'EXPIRED']);
    // A day passed: the test's logins have expired, so everyone logs in again.
    for (const u of [seller!, buyer!, friend!]) u.token = (await issueToken(t.database.db, u.userId, 'user', null, t.clock.now, 3_600_000)).token;
    expect((await t.call(nftSureGetPay, { tradeId: paid.tradeId }, moneyHeaders(seller!.token))).code).toBe(4009);
    expect((await circ(seller!.userId)).available).toBe(4);

    for (const u of [seller!, buyer!]) await setPayPasswordByCode(t, u.token, u.phone);
    const gift = { collectibleId: id, phone: friend!.phone, payPassword: PAY_PASSWORD };

    // Listed: no hand-over until the listing is taken back (its held ticket returned); then one ticket per exchange.
    expect((await t.call(usersNfaExchange, gift, moneyHeaders(seller!.token))).code).toBe(4009);
    await t.call(unsellNft, { collectibleId: id }, moneyHeaders(seller!.token));
    expect((await circ(seller!.userId)).available).toBe(5);
    expect((await t.call(usersNfaExchange, gift, moneyHeaders(buyer!.token))).code).toBe(4004);
    // Issue 34.8: a gift cannot be undone, so it asks for the pay password; a wrong one is refused and counted.
    const { payPassword: _omitted, ...noPassword } = gift;
    expect((await t.call(usersNfaExchange, noPassword as typeof gift, moneyHeaders(seller!.token))).code).toBe(CODES.validation);
    const wrong = await t.call(usersNfaExchange, { ...gift, payPassword: '975310' }, moneyHeaders(seller!.token));
    expect(wrong.code).toBe(CODES.payPasswordWrong);
    expect(await ownerOf(id)).toEqual({ owner_id: seller!.userId, status: 'OWNED' });
    expect((await queryRows<{ wrong_tries: number }>(t, `select wrong_tries from pay_accounts where user_id = '${seller!.userId}'`))[0]!.wrong_tries).toBe(1);
    // The confirmation names the recipient masked, never the raw phone; a stranger's or one's own phone is refused.
    const recipient = await t.call(exchangeRecipient, { phone: friend!.phone }, userHeaders(seller!.token));
    expect(recipient.data).toEqual({ name: maskName(await nameOf(friend!.userId)), phone: maskMobile(friend!.phone) });
    expect(recipient.data.phone).not.toContain(friend!.phone.slice(3, 7));
    expect((await t.call(exchangeRecipient, { phone: seller!.phone }, userHeaders(seller!.token))).msg).toBe('不能转赠给自己');
    expect((await t.call(exchangeRecipient, { phone: '13999999999' }, userHeaders(seller!.token))).code).toBe(4004);
    expect((await t.call(exchangeRecipient, { phone: friend!.phone }, userHeaders(''))).code).not.toBe(0);
    const given = await t.call(usersNfaExchange, gift, moneyHeaders(seller!.token));
    expect(given.code, given.msg).toBe(0);
    expect(await ownerOf(id)).toEqual({ owner_id: friend!.userId, status: 'OWNED' });
    expect((await circ(seller!.userId)).posted).toBe(4);
    const log = (await t.call(usersExchangeLog, {}, userHeaders(seller!.token))).data.list;
    expect(log.map((l) => `${l.kind}:${l.direction}`)).toEqual(['EXCHANGE:OUT', 'MINT:IN']);
    expect((await t.call(usersExchangeLog, {}, userHeaders(friend!.token))).data.list[0]).toMatchObject({ kind: 'EXCHANGE', direction: 'IN' });
  });

  it('shows the shops\' themes to shoppers with their goods in the shop\'s order', async () => {
    const rows = await queryRows<{ id: string; shop_id: string }>(t, "select id, shop_id from goods where kind = 'nft' order by id limit 2");
    const ids = rows.map((r) => r.id);
    await queryRows(t, `insert into themes (id, shop_id, name, cover, goods_ids, description, created_at, updated_at)
      values ('TH1', '${rows[0]!.shop_id}', '星际系列', '/media/cover.webp', '${JSON.stringify([...ids].reverse())}'::jsonb, '星Q首发主题', ${t.clock.now}, ${t.clock.now})`);
    const list = await t.call(selThemeInfos, {}, userHeaders(''));
    expect(list.data.list[0]).toMatchObject({ themeId: 'TH1', name: '星际系列', goodsCount: ids.length });
    const detail = await t.call(selThemeDetailInfo, { themeId: 'TH1' }, userHeaders(''));
    expect(detail.data.goods.map((g) => g.goodsId)).toEqual([...ids].reverse());
    expect((await t.call(selThemeDetailInfo, { themeId: 'nope' }, userHeaders(''))).code).toBe(4004);
  });
});
