// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAdd } from '../../../../src/contract/orders/cart';
import { createOrder, fillInOrder, orderDetail, orderList } from '../../../../src/contract/orders/order';
import { CODES } from '../../../../src/contract/codes';
import { openGroup } from '../../../../src/contract/kinds/group-buy';
import { fundedBuyers, type FundedBuyer } from '../../../test-support/checkout';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

// Issue 34: a group goods can be bought alone (单独购买) through the one order path, at its single price and no group.
let t: TestApp;
let buyer: FundedBuyer;
let goods: { id: string; single: number; group: number };
beforeAll(async () => {
  t = await createTestApp();
  buyer = (await fundedBuyers(t, 1, 'alone'))[0]!;
  const [row] = await queryRows<{ id: string; single: number; group: string }>(t, `select g.id, s.sale_price as single, g.extra->>'groupPrice' as "group"
    from goods g join goods_skus s on s.id = g.id where g.kind = 'group' and g.on_shelf and g.stock > 0 and g.extra ? 'groupPrice' order by g.id limit 1`);
  goods = { id: row!.id, single: Number(row!.single), group: Number(row!.group) };
});
afterAll(async () => { await t.close(); });

const order = (price: number, headers = moneyHeaders(buyer.token)) =>
  t.call(createOrder, { source: 'buyNow', lines: [{ goodsId: goods.id, num: 1, price }], addressId: buyer.addressId }, headers);

describe('单独购买 of a group goods', () => {
  it('fills in at the single price, with the express fee of a parcel', async () => {
    expect(goods.group).toBeLessThan(goods.single);
    const fill = (await t.call(fillInOrder, { source: 'buyNow', goodsId: goods.id, num: 1 }, userHeaders(buyer.token))).data;
    expect(fill.groups[0]!.orderGoodsVoList[0]).toMatchObject({ goodsId: goods.id, goodsKind: 'group', goodsSalePrice: goods.single });
    expect(fill.goodsTotal).toBe(goods.single);
  });

  it('refuses the group price (or any other) and takes the single price only, opening no group and taking no seat', async () => {
    const groupsBefore = Number((await queryRows<{ n: string }>(t, 'select count(*) as n from group_buys'))[0]!.n);
    const cheap = await order(goods.group);
    expect(cheap.code).toBe(CODES.priceChanged);
    expect((await order(goods.single + 1)).code).toBe(CODES.priceChanged);
    const placed = await order(goods.single);
    expect(placed.code).toBe(0);
    const [orderId] = placed.data.orderIds;
    const detail = (await t.call(orderDetail, { orderId: orderId! }, userHeaders(buyer.token))).data;
    expect(detail.lines[0]).toMatchObject({ goodsId: goods.id, price: goods.single, num: 1 });
    expect(detail.buyMode).toBe('alone');
    expect(Number((await queryRows<{ n: string }>(t, `select count(*) as n from group_members where order_id = '${orderId}'`))[0]!.n)).toBe(0);
    expect(Number((await queryRows<{ n: string }>(t, 'select count(*) as n from group_buys'))[0]!.n)).toBe(groupsBefore);
  });

  it('still keeps group goods out of the cart', async () => {
    const added = await t.call(cartAdd, { goodsId: goods.id, num: 1 }, userHeaders(buyer.token, `k-${Math.random()}`));
    expect(added.code).not.toBe(0);
  });

  it("tells a group seat's order (拼团) from one bought alone (单独购买) on the buyer's orders", async () => {
    const seat = await t.call(openGroup, { goodsId: goods.id, addressId: buyer.addressId }, userHeaders(buyer.token, `k-${Math.random()}`));
    expect(seat.code, seat.msg).toBe(0);
    const list = (await t.call(orderList, { status: '', pageNum: 1, pageSize: 20 }, userHeaders(buyer.token))).data.list;
    const modes = list.filter((o) => o.lines.some((l) => l.goodsId === goods.id)).map((o) => o.buyMode).sort();
    expect(modes).toEqual(['alone', 'group']);
  });
});
