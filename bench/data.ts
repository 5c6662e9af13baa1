import { GOODS_KINDS } from '../src/contract/entities/goods';
import type { Database } from '../server/db/open';
import { goods, goodsClasses, shops } from '../server/db/schema';
import { CATALOGUE } from '../server/db/seed/catalogue-data';
import { flattenCatalogue } from '../server/db/seed/goods-factory';
import { imageUrl } from '../server/db/seed/images';
import { BENCH_GOODS, BENCH_NOW as NOW, BENCH_SHOPS as SHOPS, lcg } from './goods-docs';

export { BENCH_GOODS } from './goods-docs';
const CHUNK = 500;

export interface BenchCatalogue {
  leafClassIds: string[];
  goodsIds: string[];
  stockedGoodsIds: string[];
}

/** 10,000 goods over the real category tree and 20 shops, written to a migrated empty database. */
export async function seedBenchCatalogue(database: Database): Promise<BenchCatalogue> {
  const random = lcg(6_000_001);
  const { rows: classRows, leaves } = flattenCatalogue(CATALOGUE);
  const shopRows = Array.from({ length: SHOPS }, (_, i) => ({
    id: `BS${String(i + 1).padStart(3, '0')}`, shopNo: `BSP${10001 + i}`, name: `压测店铺${i + 1}`,
    logo: imageUrl(`店铺${i + 1}`, i * 17), fans: i * 10, location1: '330000', location2: '330100', location3: null,
    locationName: '浙江省杭州市', address: '文一西路', phone: '0571-88888888', updatedAt: NOW,
  }));
  const goodsRows = Array.from({ length: BENCH_GOODS }, (_, i) => {
    const leaf = leaves[Math.floor(random() * leaves.length)]!;
    const price = 100 + Math.floor(random() * 500_000);
    const kind = random() < 0.6 ? 'ordinary' : GOODS_KINDS[Math.floor(random() * GOODS_KINDS.length)]!;
    return {
      id: `BG${String(i + 1).padStart(6, '0')}`, shopId: shopRows[i % SHOPS]!.id, classId: leaf.id,
      name: `${leaf.seed.name}压测商品${i + 1}`, img: imageUrl(leaf.seed.name, leaf.hue), imgs: [], video: null,
      description: '压测数据', kind, salePrice: price, originalPrice: price + 1000, stock: 50 + (i % 500),
      sales: Math.floor(random() * 100_000), creator: '压测', age: '', onShelf: true, extra: {},
      updatedAt: NOW - (i % 97) * 1000,
    };
  });
  await database.db.transaction(async (tx) => {
    await tx.insert(goodsClasses).values(classRows);
    await tx.insert(shops).values(shopRows);
    for (let i = 0; i < goodsRows.length; i += CHUNK) await tx.insert(goods).values(goodsRows.slice(i, i + CHUNK));
  });
  return {
    leafClassIds: leaves.map((l) => l.id),
    goodsIds: goodsRows.map((g) => g.id),
    stockedGoodsIds: goodsRows.filter((g) => g.kind === 'ordinary' && g.stock >= 300).map((g) => g.id),
  };
}
