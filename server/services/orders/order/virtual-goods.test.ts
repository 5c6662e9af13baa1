// @vitest-environment node
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, fillInOrder, orderDetail, orderList } from '../../../../src/contract/orders/order';
import { refundApply } from '../../../../src/contract/orders/after-sales';
import { COLLECTIBLE_NO_REFUND } from '../../../../src/domain/collectibles';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import { fundedBuyers, type FundedBuyer } from '../../../test-support/checkout';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { payByBalance } from '../pay/settle';
import { completeStuckVirtualOrders } from './virtual-orders';

// Issue 34, defect 2: digital goods are issued, not sent. Bought at their sale price through the one order path, an NFT
// or a metaverse parcel takes no address and no express fee, and its order is completed (and settled) when paid.
let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

/** A goods of the kind at 19.90 (below free express) with stock. */
async function goodsOf(kind: string): Promise<{ id: string; price: number }> {
  const [row] = await queryRows<{ id: string }>(t, `select id from goods where kind = '${kind}' and on_shelf order by id limit 1`);
  await queryRows(t, `update goods set sale_price = 1990, stock = 100 where id = '${row!.id}'`);
  // Checkout reads the price of the goods' one SKU (decision 033): it is the goods' own id.
  await queryRows(t, `update goods_skus set sale_price = 1990, stock = 100 where id = '${row!.id}'`);
  return { id: row!.id, price: 1990 };
}

async function order(buyer: FundedBuyer, goods: { id: string; price: number }, addressId?: string) {
  return t.call(createOrder, {
    source: 'buyNow', lines: [{ goodsId: goods.id, num: 1, price: goods.price }], ...(addressId ? { addressId } : {}),
  }, moneyHeaders(buyer.token));
}

const pay = (buyer: FundedBuyer, orderIds: string[]) => t.database.db.transaction((tx) => payByBalance(tx, buyer.userId, orderIds, t.clock.now));
const detail = async (buyer: FundedBuyer, orderId: string) => (await t.call(orderDetail, { orderId }, userHeaders(buyer.token))).data;
const settledAt = async (orderId: string) => (await queryRows<{ settled_at: string | null }>(t, `select settled_at from orders where id = '${orderId}'`))[0]!.settled_at;
const minted = async (orderId: string) => Number((await queryRows<{ n: string }>(t, `select count(*) as n from collectibles where order_id = '${orderId}'`))[0]!.n);
const refund = (buyer: FundedBuyer, orderId: string) =>
  t.call(refundApply, { orderId, kind: 'REFUND_ONLY', reason: '其他', amount: 1990 }, userHeaders(buyer.token));

describe('virtual goods are issued, not sent (issue 34)', () => {
  it('buys an NFT with no address and no express fee; paying mints it and completes the order, with no refund', async () => {
    const [buyer] = await fundedBuyers(t, 1, '341');
    const nft = await goodsOf('nft');
    const fill = await t.call(fillInOrder, { source: 'buyNow', goodsId: nft.id, num: 1 }, userHeaders(buyer!.token));
    expect(fill.data).toMatchObject({ goodsTotal: 1990, expressFee: 0, total: 1990 });
    expect(fill.data.groups[0]!.expressFee).toBe(0);

    const placed = await order(buyer!, nft);
    expect(placed.code, placed.msg).toBe(0);
    expect(placed.data.total).toBe(1990);
    const orderId = placed.data.orderIds[0]!;
    expect(await detail(buyer!, orderId)).toMatchObject({
      status: 'UNPAID', virtual: true, expressFee: 0, total: 1990, address: { name: '', phone: '', regionName: '', detail: '' },
    });

    await pay(buyer!, [orderId]);
    expect(await minted(orderId)).toBe(1);
    const done = await detail(buyer!, orderId);
    expect(done).toMatchObject({ status: 'COMPLETED', virtual: true, completedAt: t.clock.now });
    expect(await settledAt(orderId)).not.toBeNull();
    const undelivered = await t.call(orderList, { status: 'UNDELIVERED' }, userHeaders(buyer!.token));
    expect(undelivered.data.list.map((o) => o.orderId)).not.toContain(orderId);
    expect(await refund(buyer!, orderId)).toMatchObject({ code: 4205, msg: COLLECTIBLE_NO_REFUND });
  });

  it('ignores an address sent with metaverse goods, and completes the order when paid with no refund offered', async () => {
    const [buyer] = await fundedBuyers(t, 1, '342');
    const placed = await order(buyer!, await goodsOf('meta'), buyer!.addressId);
    expect(placed.code, placed.msg).toBe(0);
    const orderId = placed.data.orderIds[0]!;
    expect(await detail(buyer!, orderId)).toMatchObject({ virtual: true, expressFee: 0, address: { name: '' } });
    await pay(buyer!, [orderId]);
    expect(await detail(buyer!, orderId)).toMatchObject({ status: 'COMPLETED', virtual: true });
    expect(await settledAt(orderId)).not.toBeNull();
    expect(await refund(buyer!, orderId)).toMatchObject({ code: 4205, msg: M.virtualGoodsNoRefund });
  });

  it('still asks ordinary goods for their address and express fee, and leaves them 待发货 when paid', async () => {
    const [buyer] = await fundedBuyers(t, 1, '343');
    const goods = await goodsOf('ordinary');
    const refused = await order(buyer!, goods);
    expect(refused.msg).toBe('收货地址不存在');
    expect(await queryRows(t, `select id from orders where user_id = '${buyer!.userId}'`)).toEqual([]);

    const placed = await order(buyer!, goods, buyer!.addressId);
    expect(placed.data.total).toBe(1990 + 800);
    const orderId = placed.data.orderIds[0]!;
    await pay(buyer!, [orderId]);
    expect(await detail(buyer!, orderId)).toMatchObject({ status: 'UNDELIVERED', virtual: false, expressFee: 800, address: { name: '张三' } });
    expect(await settledAt(orderId)).toBeNull();
  });

  it('completes, once and settled, the virtual orders paid before, leaving one with an open request to it', async () => {
    const [buyer] = await fundedBuyers(t, 1, '344');
    // As before issue 34: the orders knew no `virtual`, so paying left them 待发货 (the collectible minted all the same).
    const nftOrder = (await order(buyer!, await goodsOf('nft'), buyer!.addressId)).data.orderIds[0]!;
    const metaOrder = (await order(buyer!, await goodsOf('meta'), buyer!.addressId)).data.orderIds[0]!;
    await queryRows(t, `update orders set virtual = false where user_id = '${buyer!.userId}'`);
    await pay(buyer!, [nftOrder, metaOrder]);
    expect(await minted(nftOrder)).toBe(1);
    expect((await refund(buyer!, metaOrder)).code).toBe(0);
    expect((await detail(buyer!, nftOrder)).status).toBe('UNDELIVERED');

    // Migration 0041 marks them virtual (and touches them for the devices' pulls); the start completes the issued one.
    const [, backfill] = readFileSync(new URL('../../../db/migrations/0041_virtual_goods_orders.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    t.clock.now += 1000;
    await t.database.db.execute(sql.raw(backfill!));
    expect(await completeStuckVirtualOrders(t.database.db, t.clock.now)).toBe(1);
    expect(await detail(buyer!, nftOrder)).toMatchObject({ status: 'COMPLETED', virtual: true, completedAt: t.clock.now });
    expect(await settledAt(nftOrder)).not.toBeNull();
    expect(await detail(buyer!, metaOrder)).toMatchObject({ status: 'UNDELIVERED', virtual: true, afterSalesStatus: 'APPLY' });
    expect(await completeStuckVirtualOrders(t.database.db, t.clock.now)).toBe(0);
  });
});
