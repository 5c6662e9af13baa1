import { addressAdd } from '../../src/contract/account/address';
import { sendCodeByUser } from '../../src/contract/account/phone-codes';
import { createOrder } from '../../src/contract/orders/order';
import { memberPay, setPayPassword } from '../../src/contract/orders/pay';
import { randomUUID } from 'node:crypto';
import { issueToken } from '../auth/tokens';
import { platformAccount, userAccount } from '../ledger/accounts';
import { post } from '../ledger/post';
import { payAccounts, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { moneyHeaders, queryRows, userHeaders, type TestApp } from './test-app';

export const PAY_PASSWORD = '135790';

/**
 * Many logged-in buyers at once: users and tokens written directly, since the
 * per-IP login rate limit (RELIABILITY 27) would refuse 200 logins from one test.
 */
const buyerPhone = (tag: string, i: number) => `1${tag.padStart(3, '0').slice(-3)}${String(i).padStart(7, '0')}`;

export async function createBuyers(t: TestApp, count: number, tag: string): Promise<string[]> {
  const now = t.clock.now;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `T${tag}${i}`, usersNo: `N${tag}${i}`, phone: buyerPhone(tag, i),
    name: `买家${i}`, createdAt: now,
  }));
  await t.database.db.insert(users).values(rows);
  const tokens: string[] = [];
  for (const row of rows) tokens.push((await issueToken(t.database.db, row.id, 'user', null, now, 3_600_000 * 24)).token);
  return tokens;
}

export interface FundedBuyer { token: string; userId: string; phone: string; addressId: string }

/** Buyers made directly (the login rate limit would refuse many logins from one test), each with an address and `balance` fen. */
export async function fundedBuyers(t: TestApp, count: number, tag: string, balance = 1_000_000): Promise<FundedBuyer[]> {
  const tokens = await createBuyers(t, count, tag);
  const list: FundedBuyer[] = [];
  for (const [i, token] of tokens.entries()) {
    const phone = buyerPhone(tag, i);
    const addressId = await addAddress(t, token);
    if (balance > 0) await creditBalance(t, phone, balance);
    list.push({ token, userId: `T${tag}${i}`, phone, addressId });
  }
  return list;
}

/** Pay passwords (PAY_PASSWORD) written directly, for buyers made directly: one slow hash for all of them. */
export async function givePayPasswords(t: TestApp, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const payPasswordHash = await hashPassword(PAY_PASSWORD);
  await t.database.db.insert(payAccounts).values(userIds.map((userId) => ({ userId, payPasswordHash, updatedAt: t.clock.now })));
}

let addressSeq = 0;

export async function addAddress(t: TestApp, token: string): Promise<string> {
  const addressId = `addr${++addressSeq}x${Date.now() % 100000}`;
  const answer = await t.call(addressAdd, {
    addressId, name: '张三', phone: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园路1号',
  }, userHeaders(token));
  if (answer.code !== 0) throw new Error(answer.msg);
  return addressId;
}

export async function setPayPasswordByCode(t: TestApp, token: string, phone: string, password = PAY_PASSWORD): Promise<void> {
  t.clock.now += 61_000;
  const sent = await t.call(sendCodeByUser, { sendType: '4' }, userHeaders(token));
  if (sent.code !== 200) throw new Error(sent.msg);
  const answer = await t.call(setPayPassword, { payPassword: password, code: t.sms.lastCode(phone)! }, userHeaders(token));
  if (answer.code !== 0) throw new Error(answer.msg);
}

/** Money on a user's balance: a WELCOME movement from the platform's promotion account, as the seed gives it. */
export async function creditBalance(t: TestApp, phone: string, fen: number): Promise<void> {
  const [user] = await queryRows<{ id: string }>(t, `select id from users where phone = '${phone}'`);
  await post(t.database.db, {
    kind: 'WELCOME', refId: `test:${randomUUID()}`, memo: '测试入账',
    legs: [{ account: platformAccount('PROMO'), amount: -fen }, { account: userAccount(user!.id), amount: fen }],
  }, t.clock.now);
}

export interface PickedGoods {
  id: string;
  shop_id: string;
  stock: number;
  sale_price: number;
}

/** Ordinary goods on shelf with stock, one per shop, cheapest first. */
export async function goodsInShops(t: TestApp, count: number): Promise<PickedGoods[]> {
  const rows = await queryRows<PickedGoods>(t,
    "select id, shop_id, stock, sale_price from goods where kind = 'ordinary' and on_shelf and stock >= 20 order by sale_price, id");
  const picked: PickedGoods[] = [];
  for (const row of rows) if (!picked.some((p) => p.shop_id === row.shop_id)) picked.push(row);
  return picked.slice(0, count);
}

export async function buyNow(t: TestApp, token: string, goods: PickedGoods, addressId: string, key?: string, num = 1) {
  return t.call(createOrder, {
    source: 'buyNow', lines: [{ goodsId: goods.id, num, price: goods.sale_price }], addressId,
  }, userHeaders(token, key));
}

/** Buys one goods now and pays it from the balance (the buyer's pay password is PAY_PASSWORD): the order waits to be shipped. */
export async function payNow(t: TestApp, token: string, goods: PickedGoods, addressId: string): Promise<{ orderId: string; total: number }> {
  const order = await buyNow(t, token, goods, addressId);
  const orderId = order.data.orderIds[0]!;
  const paid = await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(token));
  if (paid.code !== 0) throw new Error(paid.msg);
  return { orderId, total: order.data.total };
}

export function shopHeaders(token: string, shopToken: string, key?: string): Record<string, string> {
  return { ...userHeaders(token, key), 'x-shops-token': shopToken };
}

export async function goodsOfShop(t: TestApp, shopId: string): Promise<PickedGoods> {
  const [row] = await queryRows<PickedGoods>(t,
    `select id, shop_id, stock, sale_price from goods where kind = 'ordinary' and on_shelf and stock >= 20 and shop_id = '${shopId}' order by sale_price, id limit 1`);
  return row!;
}
