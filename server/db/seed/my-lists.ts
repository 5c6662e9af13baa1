import { and, asc, eq, inArray } from 'drizzle-orm';
import { CART_GOODS_KINDS } from '../../../src/contract/entities/goods';
import type { Db } from '../open';
import { brands, goods, goodsComments } from '../schema';
import { artOf, imageUrl } from './images';
import { seedPastOrders } from './past-orders';
import { intBetween, mulberry32, pickOne } from './random';

const SEED = 20_260_404;
const DAY = 86_400_000;

/** Brand hall: each keyword appears in the demo goods names, so a brand lists real goods. */
const BRANDS = [
  ['华为', '华为官方授权，手机、耳机、手表一站购齐', 0],
  ['小米', '为发烧而生，智能生活好物', 25],
  ['苹果', 'Apple 配件精选', 200],
  ['荣耀', '荣耀手机与智能设备', 190],
  ['罗技', '键鼠外设专家', 160],
  ['联想', '轻薄笔记本，办公学习好帮手', 230],
  ['漫步者', '国民耳机品牌', 120],
  ['戴尔', '高清显示器与办公设备', 210],
  ['资生堂', '日本百年美妆', 340],
  ['兰蔻', '法国高端护肤', 320],
  ['雅诗兰黛', '美国经典护肤', 280],
  ['科颜氏', '药房起源的护肤品牌', 100],
] as const;

// The demo consumer wrote them: the seed has no other buyers (the demo accounts are the only users).
const COMMENTER = 'U000001';
const COMMENTS = [
  [5, '质量很好，和描述一致，物流也很快，好评！'],
  [5, '包装很用心，店家服务态度好，下次还来。'],
  [4, '整体不错，性价比高，就是发货稍慢了一点。'],
  [4, '做工精细，颜色和图片一样，满意。'],
  [3, '一般般吧，能用，价格还算合适。'],
  [5, '第二次回购了，一如既往的好。'],
  [2, '和预期有点差距，客服处理还算及时。'],
] as const;

/** Shops, comments, brands and the demo consumer's past orders with their buy footprints (issue 4 part 2, issue 19). */
export async function seedMyLists(db: Db, now: number): Promise<void> {
  const rand = mulberry32(SEED);
  await db.insert(brands).values(BRANDS.map(([name, description, hue], index) => ({
    id: `BR${String(index + 1).padStart(3, '0')}`, name, description, keyword: name,
    picUrl: imageUrl(name, hue, { art: 'brand' }), sort: index + 1,
  })));

  // Evaluations follow purchases through the cart, so only cart kinds get them (CART_GOODS_KINDS).
  const rows = await db.select({ id: goods.id, shopId: goods.shopId, name: goods.name, img: goods.img })
    .from(goods).where(and(eq(goods.onShelf, true), inArray(goods.kind, [...CART_GOODS_KINDS]))).orderBy(asc(goods.id));
  const byShop = new Map<string, typeof rows>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  let n = 0;
  const comments = [...byShop.values()].flatMap((shopGoods) => Array.from({ length: intBetween(rand, 3, 7) }, () => {
    const item = pickOne(rand, shopGoods);
    const [rating, content] = pickOne(rand, COMMENTS);
    const pictures = intBetween(rand, 0, 3);
    n += 1;
    return {
      id: `CM${String(n).padStart(6, '0')}`, orderId: null, goodsId: item.id, shopId: item.shopId,
      userId: COMMENTER, rating, content,
      images: Array.from({ length: pictures }, (_, i) => imageUrl(`买家秀${i + 1}`, intBetween(rand, 0, 359), { art: artOf(item.img), view: 'photo' })),
      createdAt: now - intBetween(rand, 1, 60) * DAY - n * 60_000,
    };
  }));

  // Some of what the demo consumer evaluated was bought in real orders (in 我的订单, and so in 购买足迹).
  const bought = [...new Map(comments.map((c) => [c.goodsId, c])).values()].slice(0, 6);
  const orderOf = await seedPastOrders(db, COMMENTER, bought.map((c) => ({ goodsId: c.goodsId, evaluatedAt: c.createdAt })));
  await db.insert(goodsComments).values(comments.map((c) => (bought.includes(c) ? { ...c, orderId: orderOf.get(c.goodsId) ?? null } : c)));
}
