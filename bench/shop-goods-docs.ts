// Browser-safe: the shop goods list figure's documents, as the shop goods pull delivers them (src/contract/shop/goods.ts).
import { ShopGoodsSchema, type ShopGoods } from '../src/contract/shop/goods';
import { BENCH_NOW, lcg } from './goods-docs';

export const SHOP_GOODS = 2_000;

/** One shop's goods: a third off the shelf, some out of stock, updatedAt spread over a month (the list's order). */
export function toShopGoodsDocs(count = SHOP_GOODS): ShopGoods[] {
  const random = lcg(12);
  return Array.from({ length: count }, (_, i) => {
    const price = 100 + Math.floor(random() * 500_000);
    // Parsed, so fields the contract adds later with a default come with it.
    return ShopGoodsSchema.parse({
      goodsId: `SG${String(i + 1).padStart(6, '0')}`, kind: 'ordinary', name: `压测店铺商品${i + 1}`, classId: `0${1 + (i % 8)}0101`,
      salePrice: price, originalPrice: price + 1000, stock: i % 17 === 0 ? 0 : Math.floor(random() * 500),
      imgs: ['/media/m/bench/detail.webp', '/media/m/bench2/detail.webp'], video: '', description: `压测商品描述${i + 1}，手工制作，包邮`,
      onShelf: i % 3 !== 0, offShelfReason: '', sales: Math.floor(random() * 10_000), updatedAt: BENCH_NOW - Math.floor(random() * 30 * 86_400_000),
    });
  });
}
