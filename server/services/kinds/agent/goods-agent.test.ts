// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refundApply, shopApproveAfterSales, shopRefund } from '../../../../src/contract/orders/after-sales';
import { addGoodsAgent, checkUserAgent, selShopAgentGoods, selUsersAgentGoods, shelvesPayAgent, shopAgentModes, updGoodsAgent } from '../../../../src/contract/kinds/agent';
import { HEADERS } from '../../../../src/contract/headers';
import { confirmReceipt, createOrder, shopDeliverOrder } from '../../../../src/contract/orders/order';
import { memberPay } from '../../../../src/contract/orders/pay';
import { AGENT_NOTICES, agentCommission } from '../../../../src/domain/goods-agent';
import { formatFen } from '../../../../src/domain/format';
import { readRoom } from '../../../live/rooms';
import { noticeRoom } from '../../../live/notices';
import { fundedBuyers, type FundedBuyer, goodsOfShop, PAY_PASSWORD, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { balanceOf, shopAccount, userAccount } from '../../../ledger/accounts';
import { reconcileLedger } from '../../../ledger/reconcile';

let t: TestApp;
type Buyer = FundedBuyer;
let owner: Record<string, string>;
let goods: PickedGoods;
let agent: Buyer;
let buyer: Buyer;

/** Buyers with an address, money and a pay password. */
async function buyers(count: number, tag: string): Promise<Buyer[]> {
  const list = await fundedBuyers(t, count, tag);
  for (const b of list) await setPayPasswordByCode(t, b.token, b.phone);
  return list;
}

/** Buys the goods now through `agentId`'s link, pays, ships and confirms: the order settles. */
async function buySettled(who: Buyer, agentId: string): Promise<{ orderId: string; total: number }> {
  const created = await t.call(createOrder, {
    source: 'buyNow', lines: [{ goodsId: goods.id, num: 1, price: goods.sale_price }], addressId: who.addressId, agentId,
  }, userHeaders(who.token));
  expect(created.code, created.msg).toBe(0);
  const orderId = created.data.orderIds[0]!;
  expect((await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(who.token))).code).toBe(0);
  await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, owner);
  expect((await t.call(confirmReceipt, { orderId }, userHeaders(who.token))).code).toBe(0);
  return { orderId, total: created.data.total };
}

const balance = (userId: string) => balanceOf(t.database.db, userAccount(userId)).then((b) => b.posted);
const agentOf = async (orderId: string) => (await queryRows<{ agent_user_id: string | null; agent_commission: number }>(t,
  `select agent_user_id, agent_commission from orders where id = '${orderId}'`))[0]!;

beforeEach(async () => {
  t = await createTestApp();
  const login = await loginByCode(t, '13800000002');
  owner = shopHeaders(login.token, login.shopToken);
  goods = await goodsOfShop(t, 'S0001');
  const made = await buyers(2, '71');
  agent = made[0]!;
  buyer = made[1]!;
  const opened = await t.call(shelvesPayAgent, { goodsId: goods.id, rateBp: 1000, open: true }, owner);
  expect(opened.code, opened.msg).toBe(0);
});
afterEach(async () => { await t.close(); });

describe('agent goods', () => {
  it('an agent’s link sells a goods; settlement pays the agent in the same transaction, and a later refund takes its part back', async () => {
    const offers = (await t.call(selShopAgentGoods, {}, {})).data.list;
    expect(offers.find((o) => o.goodsId === goods.id)).toMatchObject({ rateBp: 1000, commissionEach: agentCommission(goods.sale_price, 1000) });
    expect((await t.call(addGoodsAgent, { goodsId: goods.id }, userHeaders(agent.token))).data).toMatchObject({ status: 'ACTIVE', orders: 0 });
    expect((await t.call(shopAgentModes, {}, owner)).data.list).toContainEqual({ goodsId: goods.id, rateBp: 1000, open: true, agents: 1 });

    const shopBefore = (await balanceOf(t.database.db, shopAccount('S0001'))).posted;
    const agentBefore = await balance(agent.userId);
    const { orderId, total } = await buySettled(buyer, agent.userId);
    const commission = agentCommission(goods.sale_price, 1000);
    expect(await agentOf(orderId)).toEqual({ agent_user_id: agent.userId, agent_commission: commission });
    expect(await balance(agent.userId) - agentBefore).toBe(commission);
    const share = Math.floor((total * 500) / 10_000);
    expect((await balanceOf(t.database.db, shopAccount('S0001'))).posted - shopBefore).toBe(total - share - commission);
    const mine = (await t.call(selUsersAgentGoods, {}, userHeaders(agent.token))).data.list;
    expect(mine).toEqual([expect.objectContaining({ goodsId: goods.id, orders: 1, earned: commission, pending: 0 })]);
    const [movement] = await queryRows<{ kind: string }>(t, `select kind from ledger_txns where ref_id = '${orderId}' and kind = 'AGENT_COMMISSION'`);
    expect(movement).toEqual({ kind: 'AGENT_COMMISSION' });
    // Issue 34.6: the agent hears of the sale at payment and of the commission at settlement (its card reads again on them).
    const [{ name }] = await queryRows<{ name: string }>(t, `select name from goods where id = '${goods.id}'`) as [{ name: string }];
    const heard = await readRoom(t.database.db, noticeRoom(agent.userId), 0, 10);
    expect(heard.map((m) => m.body.text)).toEqual([AGENT_NOTICES.paid(name), AGENT_NOTICES.settled(formatFen(commission))]);
    expect((await readRoom(t.database.db, noticeRoom(buyer.userId), 0, 10)).map((m) => m.body.title)).not.toContain(AGENT_NOTICES.paidTitle);

    const refund = Math.floor(total / 2);
    const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: refund }, userHeaders(buyer.token));
    expect((await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId }, owner)).code).toBe(0);
    expect((await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, { ...owner, [HEADERS.idempotencyKey]: `k-${randomUUID()}` })).code).toBe(0);
    expect(await balance(agent.userId) - agentBefore).toBe(commission - Math.floor((refund * commission) / total));
    expect(await reconcileLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('pays no commission to the buyer’s own link, a paused agent, a closed goods or a stranger’s forged id', async () => {
    await t.call(addGoodsAgent, { goodsId: goods.id }, userHeaders(agent.token));
    expect((await agentOf((await buySettled(agent, agent.userId)).orderId)).agent_user_id).toBeNull();
    expect((await agentOf((await buySettled(buyer, 'U-NOBODY')).orderId)).agent_user_id).toBeNull();

    expect((await t.call(updGoodsAgent, { goodsId: goods.id, status: 'PAUSED' }, userHeaders(agent.token))).data.status).toBe('PAUSED');
    expect((await agentOf((await buySettled(buyer, agent.userId)).orderId)).agent_user_id).toBeNull();

    await t.call(updGoodsAgent, { goodsId: goods.id, status: 'ACTIVE' }, userHeaders(agent.token));
    await t.call(shelvesPayAgent, { goodsId: goods.id, rateBp: 1000, open: false }, owner);
    expect((await agentOf((await buySettled(buyer, agent.userId)).orderId)).agent_user_id).toBeNull();
    expect((await t.call(checkUserAgent, { goodsId: goods.id }, userHeaders(agent.token))).data).toMatchObject({ offer: null, agent: { open: false } });
    expect(await t.call(updGoodsAgent, { goodsId: goods.id, status: 'ACTIVE' }, userHeaders(agent.token))).toMatchObject({ code: 4000, msg: '该商品暂不开放代理' });
    expect(await t.call(addGoodsAgent, { goodsId: goods.id }, userHeaders(buyer.token))).toMatchObject({ code: 4000, msg: '该商品暂不开放代理' });
  });

  it('keeps the rate an order was placed at when the shop changes it before settlement', async () => {
    await t.call(addGoodsAgent, { goodsId: goods.id }, userHeaders(agent.token));
    const created = await t.call(createOrder, {
      source: 'buyNow', lines: [{ goodsId: goods.id, num: 1, price: goods.sale_price }], addressId: buyer.addressId, agentId: agent.userId,
    }, userHeaders(buyer.token));
    const orderId = created.data.orderIds[0]!;
    await t.call(memberPay, { orderIds: orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    await t.call(shelvesPayAgent, { goodsId: goods.id, rateBp: 3000, open: true }, owner);
    expect((await t.call(selUsersAgentGoods, {}, userHeaders(agent.token))).data.list[0]).toMatchObject({ rateBp: 3000, pending: agentCommission(goods.sale_price, 1000) });
    await t.call(shopDeliverOrder, { orderId, expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, owner);
    await t.call(confirmReceipt, { orderId }, userHeaders(buyer.token));
    expect((await agentOf(orderId)).agent_commission).toBe(agentCommission(goods.sale_price, 1000));
  });

  it('refuses another shop’s goods, the shop’s own owner as agent, other roles, strangers’ agencies and bad rates', async () => {
    const other = await loginByCode(t, '13800000004');
    expect((await t.call(shopAgentModes, {}, shopHeaders(other.token, other.shopToken))).data.list.map((m) => m.goodsId)).not.toContain(goods.id);
    expect(await t.call(shelvesPayAgent, { goodsId: goods.id, rateBp: 500, open: true }, shopHeaders(other.token, other.shopToken))).toMatchObject({ code: 4004, msg: '商品不存在' });
    expect((await t.call(shelvesPayAgent, { goodsId: goods.id, rateBp: 500, open: true }, userHeaders(buyer.token))).code).toBe(4003);
    expect(await t.call(shelvesPayAgent, { goodsId: goods.id, rateBp: 3001, open: true }, owner)).toMatchObject({ code: 4000, msg: '佣金比例不能超过30%' });
    const ownerLogin = await loginByCode(t, '13800000002');
    expect(await t.call(addGoodsAgent, { goodsId: goods.id }, userHeaders(ownerLogin.token))).toMatchObject({ code: 4003, msg: '不能代理自己店铺的商品' });
    expect((await t.call(addGoodsAgent, { goodsId: goods.id }, {})).code).toBe(4012);
    await t.call(addGoodsAgent, { goodsId: goods.id }, userHeaders(agent.token));
    expect(await t.call(updGoodsAgent, { goodsId: goods.id, status: 'PAUSED' }, userHeaders(buyer.token))).toMatchObject({ code: 4004, msg: '代理商品不存在' });
    expect((await t.call(selUsersAgentGoods, {}, userHeaders(buyer.token))).data.list).toEqual([]);
    expect((await t.call(checkUserAgent, { goodsId: goods.id }, userHeaders(buyer.token))).data.agent).toBeNull();
  });
});
