import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { shopGoods } from '../../../../src/contract/catalogue/shops';
import { goods, shops } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { findShopOrFail } from '../my-lists/my-lists-repository';
import { goodsCardColumns, toGoods } from './goods-mapper';
import { listTotal } from './list-total';

/** spec §4 sort codes: 00 综合 (newest here), 01 销量, 02 价格 with priceSort 01 ascending / 00 descending. */
function shopGoodsOrder(otherSort: '00' | '01' | '02', priceSort: '00' | '01'): SQL[] {
  if (otherSort === '01') return [desc(goods.sales), asc(goods.id)];
  if (otherSort === '02') return [priceSort === '01' ? asc(goods.salePrice) : desc(goods.salePrice), asc(goods.id)];
  return [desc(goods.updatedAt), asc(goods.id)];
}

export const shopGoodsBindings: Binding[] = [
  bind(shopGoods, async ({ input, db }) => {
    await findShopOrFail(db, input.shopsId);
    const where = and(eq(goods.shopId, input.shopsId), eq(goods.onShelf, true));
    const [rows, total] = await Promise.all([
      db.select(goodsCardColumns).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
        .orderBy(...shopGoodsOrder(input.otherSort, input.priceSort))
        .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
      listTotal(db, () => db.select({ id: goods.id }).from(goods).where(where).$dynamic()),
    ]);
    return { list: rows.map(toGoods), total };
  }),
];
