import { and, asc, eq, inArray } from 'drizzle-orm';
import { CART_GOODS_KINDS } from '../../../src/contract/entities/goods';
import type { Db } from '../open';
import { goods, goodsComments, shopFocus } from '../schema';
import { seedPastOrders } from './past-orders';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The demo shop whose owner (13800000004) sees customers, fans, comments and profit (issue 13). */
const SHOP = 'S0002';
/** Demo accounts other than the consumer buy and follow, so the consumer's own lists stay as other tests know them. */
const BUYERS = [
  { userId: 'U000006', tag: 'SEEDB', address: { name: '王先生', phone: '13800000006', regionName: '浙江省 杭州市 西湖区', detail: '文三路90号' } },
  { userId: 'U000005', tag: 'SEEDC', address: { name: '锦绣店主', phone: '13800000005', regionName: '广东省 广州市 天河区', detail: '天河路208号' } },
] as const;
/** Days before the seed's time on which an order of the shop was completed (and settled): the profit chart's points. */
const COMPLETED_DAYS_AGO = [[0, 3, 6, 10, 15, 21, 27], [1, 4, 8, 13, 19, 25]] as const;
const COMMENTS = [
  [5, '收到了，做工不错，和图片一样。'], [4, '物流很快，包装完好，好评。'], [5, '第二次购买了，质量稳定。'], [3, '还行，就是说明书有点简单。'],
  [5, '客服很耐心，推荐这家店。'], [4, '性价比高，家人很喜欢。'], [2, '收到时外盒有点压痕，东西没问题。'],
] as const;
const REPLY = '感谢亲的支持，期待您再次光临华强数码！';

/** Completed, settled and evaluated orders of two buyers at the demo shop over the last 30 days, their follows, some replies. */
export async function seedShopBusiness(db: Db, now: number): Promise<void> {
  const shelf = await db.select({ id: goods.id }).from(goods)
    .where(and(eq(goods.shopId, SHOP), eq(goods.onShelf, true), inArray(goods.kind, [...CART_GOODS_KINDS]))).orderBy(asc(goods.id));
  let n = 0;
  for (const [b, buyer] of BUYERS.entries()) {
    const days = COMPLETED_DAYS_AGO[b]!;
    const purchases = days.map((ago, i) => {
      const completedAt = now - ago * DAY - (2 + i) * HOUR;
      return { goodsId: shelf[(b * 7 + i) % shelf.length]!.id, completedAt, evaluatedAt: completedAt + HOUR / 2 };
    });
    const orderOf = await seedPastOrders(db, buyer.userId, purchases, { tag: buyer.tag, address: buyer.address });
    await db.insert(goodsComments).values(purchases.filter((p) => orderOf.has(p.goodsId)).map((p, i) => {
      n += 1;
      const [rating, content] = COMMENTS[(n + b * 3) % COMMENTS.length]!;
      // The older half is answered already, so buyers see 商家回复 and the owner still has some to answer.
      const replied = i >= days.length / 2;
      return {
        id: `CMB${String(n).padStart(5, '0')}`, orderId: orderOf.get(p.goodsId)!, goodsId: p.goodsId, shopId: SHOP, userId: buyer.userId,
        rating, content, createdAt: p.evaluatedAt, reply: replied ? REPLY : '', repliedAt: replied ? p.evaluatedAt + HOUR : null,
      };
    }));
    await db.insert(shopFocus).values({ userId: buyer.userId, shopId: SHOP, createdAt: now - (b + 1) * 3 * DAY });
  }
}
