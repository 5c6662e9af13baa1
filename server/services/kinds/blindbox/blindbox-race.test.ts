// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blindboxOffer } from '../../../../src/contract/kinds/blindbox';
import { addAddress, createBuyers, creditBalance } from '../../../test-support/checkout';
import { makeBox } from '../../../test-support/blindbox';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { payByBalance } from '../../orders/pay/settle';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

const count = async (text: string) => Number((await queryRows<{ n: string }>(t, text))[0]!.n);

describe('blind boxes under load (issue 17)', () => {
  it('200 buyers racing for the last 20 boxes buy exactly 20, and all 20 are paid and drawn once', async () => {
    const box = await makeBox(t, { stock: 20 });
    const tokens = await createBuyers(t, 200, '417');
    const buyers: { token: string; userId: string; addressId: string }[] = [];
    for (const [i, token] of tokens.entries()) {
      await creditBalance(t, `1417${String(i).padStart(7, '0')}`, 100_000);
      buyers.push({ token, userId: `T417${i}`, addressId: await addAddress(t, token) });
    }
    const answers = await Promise.all(buyers.map((b) => t.call(blindboxOffer, {
      goodsId: box.goodsId, version: 1, price: box.price, addressId: b.addressId, remark: '',
    }, userHeaders(b.token))));
    const won = answers.map((a, i) => ({ a, b: buyers[i]! })).filter(({ a }) => a.code === 0);
    expect(won).toHaveLength(20);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 4201)).toBe(true);
    expect((await queryRows<{ stock: number }>(t, `select stock from goods where id = '${box.goodsId}'`))[0]!.stock).toBe(0);

    const paid = await Promise.allSettled(won.map(({ a, b }) => t.database.db.transaction((tx) => payByBalance(tx, b.userId, [a.data.orderId], t.clock.now))));
    expect(paid.filter((p) => p.status === 'rejected')).toEqual([]);
    expect(await count(`select count(*) n from blind_box_orders where box_id = '${box.boxId}'`)).toBe(20);
    expect(await count(`select count(*) n from blind_box_draws where box_id = '${box.boxId}'`)).toBe(20);
    expect(await count(`select count(*) n from orders o join blind_box_orders b on b.order_id = o.id where b.box_id = '${box.boxId}' and o.status = 'UNDELIVERED'`)).toBe(20);
  }, 300_000);
});
