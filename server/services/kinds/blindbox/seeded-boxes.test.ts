// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blindboxLogInfo, blindboxOffer, selBlindboxInfos, type BlindboxOffer } from '../../../../src/contract/kinds/blindbox';
import { memberPay } from '../../../../src/contract/orders/pay';
import { ODDS_TOTAL_BP } from '../../../../src/domain/blindbox';
import { addAddress, creditBalance, PAY_PASSWORD, setPayPasswordByCode } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

const PHONE = '13912347801';
let t: TestApp;

beforeAll(async () => { t = await createTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

/** The box the buyer's page shows for a goods (selblindboxinfos by goodsId), as a visitor. */
async function offerOf(goodsId: string): Promise<BlindboxOffer | undefined> {
  const shown = await t.call(selBlindboxInfos, { goodsId }, {});
  expect(shown.code, shown.msg).toBe(0);
  return shown.data.list[0];
}

describe('the seeded blind boxes (issue 34)', () => {
  it('sells every blindbox goods of the catalogue as a box with published odds summing to 100%', async () => {
    const seeded = await queryRows<{ id: string; on_shelf: boolean; stock: number; sale_price: number }>(t,
      "select id, on_shelf, stock, sale_price from goods where kind = 'blindbox' order by id");
    expect(seeded.length).toBeGreaterThanOrEqual(30);
    for (const goods of seeded) {
      const offer = await offerOf(goods.id);
      expect(offer, goods.id).toBeDefined();
      expect(offer!.onSale, goods.id).toBe(goods.on_shelf);
      expect(offer!.price, goods.id).toBe(goods.sale_price);
      expect(offer!.items.length, goods.id).toBeGreaterThanOrEqual(2);
      expect(offer!.items.reduce((sum, item) => sum + item.oddsBp, 0), goods.id).toBe(ODDS_TOTAL_BP);
      expect(offer!.items.every((item) => item.goodsName !== '' && item.valueFen > 0), goods.id).toBe(true);
    }
    const listed = await t.call(selBlindboxInfos, { pageSize: 100 }, {});
    expect(listed.data.total).toBe(seeded.filter((g) => g.on_shelf).length);
  });

  it('lets a new user buy any seeded box with stock through the blind box offer, and draws it on payment', async () => {
    const buyer = await loginByCode(t, PHONE);
    const addressId = await addAddress(t, buyer.token);
    await setPayPasswordByCode(t, buyer.token, PHONE);
    await creditBalance(t, PHONE, 10_000_000);
    const seeded = await queryRows<{ id: string; stock: number }>(t, "select id, stock from goods where kind = 'blindbox' and on_shelf order by id");
    const orderIds: string[] = [];
    for (const goods of seeded) {
      const offer = (await offerOf(goods.id))!;
      const made = await t.call(blindboxOffer, { goodsId: goods.id, version: offer.version, price: offer.price, addressId, remark: '' }, userHeaders(buyer.token));
      if (goods.stock === 0) {
        expect(made.code, goods.id).not.toBe(0);
        continue;
      }
      expect(made.code, `${goods.id}: ${made.msg}`).toBe(0);
      orderIds.push(made.data.orderId);
    }
    expect(orderIds.length).toBeGreaterThan(seeded.length - 5);
    // memberpay takes up to 20 orders at a time.
    for (let i = 0; i < orderIds.length; i += 20) {
      const paid = await t.call(memberPay, { orderIds: orderIds.slice(i, i + 20).join(','), payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
      expect(paid.code, paid.msg).toBe(0);
    }
    const log = await t.call(blindboxLogInfo, { pageSize: 100 }, userHeaders(buyer.token));
    expect(log.data.list.map((draw) => draw.orderId).sort()).toEqual([...orderIds].sort());
  }, 120_000);
});
