// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Observable } from 'rxjs';
import { updateGoodsInfo } from '../../src/contract/shop-goods';
import type { LiveQueryName, LiveQueryParams, LiveQueryResult } from '../../src/sync/live-queries';
import { shopHeaders } from '../../server/test-support/checkout';
import { queryRows, type TestApp } from '../../server/test-support/test-app';
import { openDevice, signIn, startServer, until, type Device } from './harness';

let t: TestApp;
let baseUrl: string;
let device: Device;

function live<N extends LiveQueryName>(name: N, params: LiveQueryParams<N>): Observable<LiveQueryResult<N>> {
  return new Observable((sub) => device.engine.watch(name, params, (v) => sub.next(v)));
}
const idle = () => until(new Observable<number>((sub) => device.engine.status.subscribe((s) => sub.next(s.pending))), (n) => n === 0);

beforeEach(async () => {
  ({ t, baseUrl } = await startServer());
  device = await openDevice(t, baseUrl);
});
afterEach(async () => {
  await device.close();
  await t.close();
});

describe('a shop\'s pulled goods (RELIABILITY 5)', () => {
  it('a pull in flight never puts back a price the host confirmed meanwhile', async () => {
    const owner = await signIn(t, device, '13800000002');
    const [goods] = await queryRows<{ id: string; stock: number; sale_price: number }>(t,
      "select id, stock, sale_price from goods where shop_id = 'S0001' and kind = 'ordinary' order by id limit 1");
    // Another device changes the stock just now: every pull until it settles sends this goods again, with its old price.
    await t.call(updateGoodsInfo, { goodsId: goods!.id, base: { stock: goods!.stock }, changes: { stock: goods!.stock + 1 } },
      shopHeaders(owner.token, owner.shopToken));
    await device.engine.refresh({ kind: 'shopGoods' });
    const userId = device.session!.userId;
    await until(live('shopGoodsView', { userId }), (rows) => rows.some((g) => g.goodsId === goods!.id));

    let release!: () => void;
    device.network.state.hold = { pathEnd: 'shop-goods/pull', until: new Promise((r) => { release = r; }) };
    const slowPull = device.engine.refresh({ kind: 'shopGoods' });
    await new Promise((r) => setTimeout(r, 200));
    await device.engine.mutate('shopGoods.update', { goodsId: goods!.id, base: { salePrice: goods!.sale_price }, changes: { salePrice: '88.80' } } as never);
    await idle();
    release();
    await slowPull;
    device.network.state.hold = null;

    const shown = (await until(live('shopGoodsView', { userId }), () => true)).find((g) => g.goodsId === goods!.id);
    expect(shown).toMatchObject({ salePrice: 8880, pending: false });
  });
});
