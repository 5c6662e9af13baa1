// Browser-safe: the shop goods list figure's documents, as the shop goods pull delivers them (src/contract/shop/goods.ts).
import { ShopGoodsSchema, type ShopGoods } from '../src/contract/shop/goods';
import { BENCH_NOW, lcg } from './goods-docs';

export const SHOP_GOODS = 2_000;

const COLOURS = ['黑色', '白色', '红色', '蓝色', '绿色'];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const EDITIONS = ['标准版', '礼盒版', '限定版'];

/**
 * Issue 31: every fifth goods is sold by specification, as in a clothing shop: 颜色 × 尺码 (4 × 5 = 20 SKUs), and every
 * fiftieth by three dimensions, 5 × 4 × 3 = 60 SKUs (the sheet's figure's count).
 */
export function benchSpecTable(i: number, price: number): ShopGoods['specTable'] {
  if (i % 5 !== 0) return { dimensions: [], skus: [] };
  const dimensions = i % 50 === 0
    ? [{ name: '颜色', values: COLOURS }, { name: '尺码', values: SIZES.slice(0, 4) }, { name: '版本', values: EDITIONS }]
    : [{ name: '颜色', values: COLOURS.slice(0, 4) }, { name: '尺码', values: SIZES }];
  const choices = dimensions.reduce<string[][]>((all, d) => all.flatMap((c) => d.values.map((v) => [...c, v])), [[]]);
  return {
    dimensions,
    skus: choices.map((choice, n) => ({
      skuId: `SKU${i}-${n}`, choice, specText: choice.join(' / '), salePrice: price + n * 100, originalPrice: price + n * 100 + 1000,
      stock: (i + n) % 7 === 0 ? 0 : 20 + n, img: '', onSale: n % 11 !== 10, skuCode: `B${i}-${n}`, sales: n * 3,
    })),
  };
}

/** How many of the bench shop's goods are sold by specification. */
export const SHOP_GOODS_WITH_SKUS = Array.from({ length: SHOP_GOODS }, (_, i) => benchSpecTable(i, 0)).filter((table) => table.skus.length > 0).length;

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
      specTable: benchSpecTable(i, price),
    });
  });
}
