// Browser-safe: bundled into the bench's browser workers as well as run in Node.
import type { GoodsDoc } from '../src/db/collections/goods';

export const BENCH_GOODS = 10_000;
export const BENCH_SHOPS = 20;
export const BENCH_NOW = Date.UTC(2026, 10, 1);

/** A small deterministic generator: the bench data must be the same every run. */
export function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 10,000 goods cards as the device holds them, over 8 classes `0N0101`, for the local query. */
export function toGoodsDocs(count = BENCH_GOODS): GoodsDoc[] {
  const random = lcg(42);
  return Array.from({ length: count }, (_, i) => {
    const price = 100 + Math.floor(random() * 500_000);
    const name = `压测商品${i + 1}`;
    return {
      goodsId: `BG${String(i + 1).padStart(6, '0')}`, showShopId: `BS${String((i % BENCH_SHOPS) + 1).padStart(3, '0')}`,
      shopName: `压测店铺${(i % BENCH_SHOPS) + 1}`, goodsName: name, goodsImg: '/media/img/10/x.svg',
      goodsClassId: `0${1 + (i % 8)}0101`, goodsSalePrice: price, goodsCreator: '压测', goodsAge: '',
      goodsNames: name, goodsMainImg: '/media/img/10/x.svg', salesPrice: price, age: '',
      goodsKind: 'ordinary', stock: 100, sales: Math.floor(random() * 100_000), onShelf: true, updatedAt: BENCH_NOW - (i % 97), usedAt: BENCH_NOW,
    };
  });
}
