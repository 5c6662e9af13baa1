// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsDetail, pullGoods } from '../../../../src/contract/catalogue/goods';
import { deriveCardFigures } from '../../shop/goods/skus';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** The seeded T-shirt (server/db/seed/sku-goods.ts): ¥39–59, 白色 / S off sale; the dress ¥159–169. */
describe('a goods sold at several prices (issue 31)', () => {
  it('answers its range on the detail and maxPrice on its card; a goods of one price has none', async () => {
    const detail = (await t.call(goodsDetail, { goodsId: 'GS0001' })).data;
    expect([detail.minPrice, detail.maxPrice, detail.skus.length]).toEqual([3900, 5900, 12]);
    expect(detail.skus.find((s) => s.specText === '白色 / S')?.onSale).toBe(false);
    const [row] = await queryRows<{ updated_at: string }>(t, `select updated_at from goods where id = 'GS0001'`);
    const page = (await t.call(pullGoods, { updatedAt: Number(row!.updated_at) - 1, goodsId: '', limit: 2000 })).data.documents;
    expect(page.find((g) => g.goodsId === 'GS0001')).toMatchObject({ goodsSalePrice: 3900, maxPrice: 5900 });
    expect(page.find((g) => g.goodsId === 'GS0003')).toMatchObject({ goodsSalePrice: 15900, maxPrice: 16900 });
    const onePrice = page.find((g) => !g.goodsId.startsWith('GS'));
    if (onePrice) expect(onePrice.maxPrice).toBeUndefined();
  });

  it('answers maxPrice equal to the price for a goods whose SKUs all cost the same: its card still says a specification is chosen', async () => {
    await t.database.db.execute(sql`update goods_skus set sale_price = 15900 where goods_id = 'GS0003'`);
    await deriveCardFigures(t.database.db, ['GS0003'], t.clock.now + 1);
    const page = (await t.call(pullGoods, { updatedAt: t.clock.now, goodsId: '', limit: 2000 })).data.documents;
    expect(page.find((g) => g.goodsId === 'GS0003')).toMatchObject({ goodsSalePrice: 15900, maxPrice: 15900 });
  });
});
