// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, fillInOrder, orderDetail } from '../../../../src/contract/orders/order';
import { expressFeeFor } from '../../../../src/domain/checkout';
import { crossBorderTaxFor } from '../../../../src/domain/cross-border-tax';
import { CHECKOUT_MESSAGES as M, MESSAGES } from '../../../../src/domain/messages';
import { dataSealer } from '../../../security/sealed';
import { fundedBuyers, type FundedBuyer } from '../../../test-support/checkout';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { idCardFor } from '../../../test-support/wallet';

// Issue 34.12 (decision 037): a 海外直邮 order names its 订购人 (sealed) and pays 税费 computed here.
let t: TestApp;
let buyer: FundedBuyer;
const goodsOf = async (kind: string) => {
  const [row] = await queryRows<{ id: string; price: number }>(t, `select g.id, s.sale_price as price from goods g join goods_skus s on s.id = g.id
    where g.kind = '${kind}' and g.on_shelf and g.stock > 5 order by g.id limit 1`);
  return { id: row!.id, price: Number(row!.price) };
};
beforeAll(async () => {
  t = await createTestApp();
  buyer = (await fundedBuyers(t, 1, 'global'))[0]!;
});
afterAll(async () => { await t.close(); });

const order = (goods: { id: string; price: number }, extra: Record<string, unknown>) => t.call(createOrder, {
  source: 'buyNow', lines: [{ goodsId: goods.id, num: 1, price: goods.price }], addressId: buyer.addressId, ...extra,
}, moneyHeaders(buyer.token));

describe('a global goods order', () => {
  it('rounds 9.1% half up to the fen', () => {
    expect([crossBorderTaxFor(0), crossBorderTaxFor(49), crossBorderTaxFor(50), crossBorderTaxFor(1990), crossBorderTaxFor(100_000)]).toEqual([0, 4, 5, 181, 9100]);
  });

  it('fills in with the 税费 the host computed, included in the total', async () => {
    const goods = await goodsOf('global');
    const fill = (await t.call(fillInOrder, { source: 'buyNow', goodsId: goods.id, num: 2 }, userHeaders(buyer.token))).data;
    const tax = crossBorderTaxFor(goods.price * 2);
    expect(tax).toBeGreaterThan(0);
    expect(fill.groups[0]!.taxFee).toBe(tax);
    expect(fill.taxFee).toBe(tax);
    expect(fill.total).toBe(goods.price * 2 + expressFeeFor(goods.price * 2) + tax);
  });

  it('asks the 订购人 and checks the ID number as withdrawals do, then keeps them sealed and charges the tax', async () => {
    const goods = await goodsOf('global');
    const none = await order(goods, {});
    expect(none.msg).toBe(M.ordererRequired);
    const wrong = `${idCardFor(7).slice(0, 17)}${idCardFor(7).endsWith('0') ? '1' : '0'}`;
    expect((await order(goods, { orderer: { realName: '李海淘', idCard: wrong } })).msg).toBe(MESSAGES.idCardInvalid);
    expect((await order(goods, { orderer: { realName: 'Li', idCard: idCardFor(7) } })).msg).toBe('姓名须为2到20个汉字');

    const idCard = idCardFor(7);
    const placed = await order(goods, { orderer: { realName: '李海淘', idCard } });
    expect(placed.code).toBe(0);
    const tax = crossBorderTaxFor(goods.price);
    expect(placed.data.total).toBe(goods.price + expressFeeFor(goods.price) + tax);
    const orderId = placed.data.orderIds[0]!;
    const detail = (await t.call(orderDetail, { orderId }, userHeaders(buyer.token))).data;
    expect(detail).toMatchObject({ taxFee: tax, total: placed.data.total, ordererMasked: `李*淘 ${idCard[0]}${'*'.repeat(16)}${idCard.at(-1)}` });
    const [row] = await queryRows<{ name: string; id: string }>(t, `select orderer_name_sealed as name, orderer_id_sealed as id from orders where id = '${orderId}'`);
    expect(row!.id).not.toContain(idCard);
    expect(row!.name).not.toContain('李海淘');
    expect(dataSealer().open(row!.id)).toBe(idCard);
    expect(dataSealer().open(row!.name)).toBe('李海淘');
  });

  it('keeps no orderer and no tax on an order without global goods', async () => {
    const goods = await goodsOf('ordinary');
    const placed = await order(goods, { orderer: { realName: '李海淘', idCard: idCardFor(8) } });
    expect(placed.code).toBe(0);
    const [row] = await queryRows<{ tax: number; sealed: string | null }>(t, `select tax_fee as tax, orderer_id_sealed as sealed from orders where id = '${placed.data.orderIds[0]}'`);
    expect(row).toMatchObject({ tax: 0, sealed: null });
  });
});
