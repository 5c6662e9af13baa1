// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blindboxLogInfo, blindboxOffer, blindboxOrderList, cancelBlindboxOrder, selBlindboxInfos } from '../../../../src/contract/kinds/blindbox';
import { refundApply, shopApproveAfterSales, shopRefund } from '../../../../src/contract/orders/after-sales';
import { memberPay } from '../../../../src/contract/orders/pay';
import { BLINDBOX_BUY_MESSAGES as M } from '../../../../src/domain/blindbox-draw';
import { chinaDateOf } from '../../../../src/domain/shop-business';
import { addAddress, creditBalance, PAY_PASSWORD, setPayPasswordByCode, shopHeaders } from '../../../test-support/checkout';
import { bumpBoxVersion, makeBox, type TestBox } from '../../../test-support/blindbox';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { balanceOf, userAccount } from '../../../ledger/accounts';
import { drawPaidBoxes } from './draw';

const PHONE = '13912347701';
let t: TestApp;
let buyer: { token: string; userId: string; shopToken: string };
let addressId: string;

const stockOf = async (goodsId: string) => (await queryRows<{ stock: number }>(t, `select stock from goods where id = '${goodsId}'`))[0]!.stock;
const balance = async () => (await balanceOf(t.database.db, userAccount(buyer.userId))).posted;
const statusOf = async (orderId: string) => (await queryRows<{ status: string }>(t, `select status from orders where id = '${orderId}'`))[0]!.status;

async function offer(box: TestBox, over: Partial<{ version: number; price: number; token: string; addressId: string }> = {}) {
  return t.call(blindboxOffer, {
    goodsId: box.goodsId, version: over.version ?? 1, price: over.price ?? box.price, addressId: over.addressId ?? addressId, remark: '',
  }, userHeaders(over.token ?? buyer.token));
}

async function buyAndPay(box: TestBox) {
  const made = await offer(box);
  expect(made.code, made.msg).toBe(0);
  const paid = await t.call(memberPay, { orderIds: made.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
  return { orderId: made.data.orderId, total: made.data.total, paid };
}

beforeEach(async () => {
  t = await createTestApp();
  buyer = await loginByCode(t, PHONE);
  addressId = await addAddress(t, buyer.token);
  await setPayPasswordByCode(t, buyer.token, PHONE);
  await creditBalance(t, PHONE, 1_000_000);
});
afterEach(async () => { await t.close(); });

describe('buying a blind box (issue 17)', () => {
  it('shows the odds and values before paying, draws from the version seen at payment, and logs the draw', async () => {
    const box = await makeBox(t, { stock: 5 });
    const shown = await t.call(selBlindboxInfos, { goodsId: box.goodsId }, {});
    expect(shown.data.list[0]).toMatchObject({ boxId: box.boxId, version: 1, price: box.price, stock: 5, onSale: true });
    expect(shown.data.list[0]!.items.map((i) => [i.goodsId, i.oddsBp])).toEqual([[box.itemIds[0], 7000], [box.itemIds[1], 2500], [box.itemIds[2], 500]]);
    expect(shown.data.list[0]!.items.every((i) => i.valueFen > 0 && i.goodsName !== '')).toBe(true);

    expect(await offer(box, { version: 2 })).toMatchObject({ code: 4206, msg: M.versionChanged });
    expect(await offer(box, { price: box.price - 1 })).toMatchObject({ code: 4203, msg: M.priceChanged });
    expect(await stockOf(box.goodsId)).toBe(5);

    const before = await balance();
    const { orderId, total, paid } = await buyAndPay(box);
    expect(paid.code, paid.msg).toBe(0);
    expect(await balance()).toBe(before - total);
    expect(await stockOf(box.goodsId)).toBe(4);
    expect(await statusOf(orderId)).toBe('UNDELIVERED');
    const log = await t.call(blindboxLogInfo, { orderId }, userHeaders(buyer.token));
    expect(log.data.list).toHaveLength(1);
    const draw = log.data.list[0]!;
    expect(draw).toMatchObject({ orderId, boxId: box.boxId, version: 1, randomRange: 10_000, drawNo: 1, guaranteed: false });
    expect(draw.randomValue).toBeGreaterThanOrEqual(0);
    expect(draw.randomValue).toBeLessThan(10_000);
    const expected = draw.randomValue < 7000 ? 0 : draw.randomValue < 9500 ? 1 : 2;
    expect(draw.itemGoodsId).toBe(box.itemIds[expected]);
    const listed = await t.call(blindboxOrderList, {}, userHeaders(buyer.token));
    expect(listed.data.list[0]).toMatchObject({ orderId, orderStatus: 'UNDELIVERED', draw: { itemGoodsId: draw.itemGoodsId } });
  });

  it('refuses the payment when the odds changed after ordering, and then shows the new odds', async () => {
    const box = await makeBox(t, { stock: 5 });
    const made = await offer(box);
    await bumpBoxVersion(t, box.boxId);
    const before = await balance();
    const paid = await t.call(memberPay, { orderIds: made.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    expect(paid).toMatchObject({ code: 4206, msg: M.versionChanged });
    expect(await balance()).toBe(before);
    expect(await statusOf(made.data.orderId)).toBe('UNPAID');
    expect((await queryRows(t, `select 1 from blind_box_draws where order_id = '${made.data.orderId}'`)).length).toBe(0);
    const shown = await t.call(selBlindboxInfos, { goodsId: box.goodsId }, {});
    expect(shown.data.list[0]).toMatchObject({ version: 2 });
    expect(shown.data.list[0]!.items[0]!.oddsBp).toBe(2500);
  });

  it('gives the 保底 goods at the Nth box in a row without it, and starts counting again', async () => {
    const box = await makeBox(t, { stock: 10, guaranteeDraws: 3 });
    const orders: string[] = [];
    for (let i = 0; i < 6; i += 1) orders.push((await offer(box)).data.orderId);
    // Drawn directly with a roll that always lands on the common item, so only the 保底 can give the rare one.
    for (const orderId of orders) await t.database.db.transaction((tx) => drawPaidBoxes(tx, [orderId], t.clock.now, () => 0));
    const draws = await queryRows<{ item_goods_id: string; guaranteed: boolean; draw_no: number }>(t,
      `select item_goods_id, guaranteed, draw_no from blind_box_draws where box_id = '${box.boxId}' order by draw_no`);
    expect(draws.map((d) => [d.draw_no, d.item_goods_id === box.itemIds[2], d.guaranteed]))
      .toEqual([[1, false, false], [2, false, false], [3, true, true], [4, false, false], [5, false, false], [6, true, true]]);
    await t.database.db.transaction((tx) => drawPaidBoxes(tx, [orders[0]!], t.clock.now, () => 0));
    expect((await queryRows(t, `select 1 from blind_box_draws where box_id = '${box.boxId}'`)).length).toBe(6);
  });

  it('enforces the purchase limit at ordering and, on the host, at payment', async () => {
    const box = await makeBox(t, { stock: 10, purchaseLimit: 2 });
    expect((await buyAndPay(box)).paid.code).toBe(0);
    const second = await offer(box);
    expect(second.code, second.msg).toBe(0);
    expect(await offer(box)).toMatchObject({ code: 4009, msg: M.limitReached(2) });
    await queryRows(t, `update blind_box_versions set definition = jsonb_set(definition, '{purchaseLimit}', '1') where box_id = '${box.boxId}'`);
    const before = await balance();
    const refused = await t.call(memberPay, { orderIds: second.data.orderId, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
    expect(refused).toMatchObject({ code: 4009, msg: M.limitReached(1) });
    expect(await balance()).toBe(before);
  });

  it('refuses a buyer under 8 by the real-name record, with the message', async () => {
    const box = await makeBox(t, { stock: 5 });
    const today = chinaDateOf(t.clock.now);
    const birth = `${Number(today.slice(0, 4)) - 8}${today.slice(4)}`;
    await queryRows(t, `insert into real_names (user_id, name_sealed, id_card_sealed, id_card_hash, name_masked, id_card_masked, birth_date, verified_at)
      values ('${buyer.userId}', 'x', 'x', 'h-${randomUUID()}', '张*', '1101**', '${birth}', 0)`);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const dayAfter = new Date(Date.UTC(y - 8, m - 1, d + 1)).toISOString().slice(0, 10);
    await queryRows(t, `update real_names set birth_date = '${dayAfter}' where user_id = '${buyer.userId}'`);
    expect(await offer(box)).toMatchObject({ code: 4003, msg: M.underAge });
    await queryRows(t, `update real_names set birth_date = '${birth}' where user_id = '${buyer.userId}'`);
    expect((await offer(box)).code).toBe(0);
  });

  it('cancels an unpaid box once (stock back once), never a paid one; a refund returns the stock once', async () => {
    const box = await makeBox(t, { stock: 3 });
    const made = await offer(box);
    expect(await stockOf(box.goodsId)).toBe(2);
    expect(await t.call(cancelBlindboxOrder, { orderId: made.data.orderId }, userHeaders(buyer.token))).toMatchObject({ code: 0, data: { orderStatus: 'CANCELLED' } });
    expect(await t.call(cancelBlindboxOrder, { orderId: made.data.orderId }, userHeaders(buyer.token))).toMatchObject({ code: 4204 });
    expect(await stockOf(box.goodsId)).toBe(3);

    const { orderId, paid } = await buyAndPay(box);
    expect(paid.code).toBe(0);
    expect(await t.call(cancelBlindboxOrder, { orderId }, userHeaders(buyer.token))).toMatchObject({ code: 4204, msg: M.notCancellable });
    expect(await stockOf(box.goodsId)).toBe(2);
    const owner = await loginByCode(t, '13800000002');
    const shop = () => shopHeaders(owner.token, owner.shopToken, `k-${randomUUID()}`);
    const applied = await t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '不想要了', amount: paid.data.amount }, moneyHeaders(buyer.token));
    expect(applied.code, applied.msg).toBe(0);
    expect((await t.call(shopApproveAfterSales, { afterSalesId: applied.data.afterSalesId, note: '同意' }, shop())).code).toBe(0);
    expect((await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, shop())).code).toBe(0);
    expect((await t.call(shopRefund, { afterSalesId: applied.data.afterSalesId }, shop())).code).not.toBe(0);
    expect(await stockOf(box.goodsId)).toBe(3);
  });

  it("refuses another buyer's orders and logs, other roles' tokens, and goods that sell no box", async () => {
    const box = await makeBox(t, { stock: 5 });
    const { orderId } = await buyAndPay(box);
    const other = await loginByCode(t, '13912347702');
    const otherAddress = await addAddress(t, other.token);
    expect((await t.call(blindboxLogInfo, { orderId }, userHeaders(other.token))).data.list).toEqual([]);
    expect((await t.call(blindboxOrderList, { orderId }, userHeaders(other.token))).data.list).toEqual([]);
    expect(await t.call(cancelBlindboxOrder, { orderId }, userHeaders(other.token))).toMatchObject({ code: 4004 });
    expect(await offer(box, { token: other.token, addressId })).toMatchObject({ code: 4004 });
    expect((await offer(box, { token: other.token, addressId: otherAddress })).code).toBe(0);
    const owner = await loginByCode(t, '13800000002');
    expect(await t.call(cancelBlindboxOrder, { orderId }, shopHeaders(owner.token, owner.shopToken))).toMatchObject({ code: 4004 });
    expect((await t.call(blindboxLogInfo, { orderId }, shopHeaders(owner.token, owner.shopToken))).data.list).toEqual([]);
    expect((await t.call(blindboxLogInfo, {}, {})).code).not.toBe(0);
    expect((await t.call(blindboxOffer, { goodsId: box.goodsId, version: 1, price: box.price, addressId }, {})).code).not.toBe(0);
    const [ordinary] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' and on_shelf limit 1");
    expect(await offer({ ...box, goodsId: ordinary!.id })).toMatchObject({ code: 4004 });
    expect((await t.call(selBlindboxInfos, { goodsId: ordinary!.id }, {})).data.list).toEqual([]);
  });

  it('lists the seeded boxes on sale with their odds tables', async () => {
    const listed = await t.call(selBlindboxInfos, { pageSize: 50 }, {});
    expect(listed.code).toBe(0);
    expect(listed.data.list.length).toBeGreaterThan(0);
    for (const box of listed.data.list) expect(box.items.reduce((s, i) => s + i.oddsBp, 0)).toBe(10_000);
  });
});
