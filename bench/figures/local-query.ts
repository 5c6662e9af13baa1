import { firstValueFrom } from 'rxjs';
import type { Goods } from '../../src/contract/entities/goods';
import { queryFilteredGoods } from '../../src/db/goods-filter-query';
import { toGoodsDocs } from '../data';
import { openPlainDexie, openProductStore } from '../local-store';
import { repeat, round, timed, type Figure } from '../stats';

const CLASS_IDS = ['010101', '020101', '030101'];
const HIGH = 300_000;
const PAGE = 20;
// A new lowest price each run, so neither side answers from a query cache.
let low = 50_000;

/** PERFORMANCE.md "local query": filter + sort + first page over 10,000 goods, against the same query on Dexie. */
export async function measureLocalQuery(runs: number): Promise<Figure> {
  const docs = toGoodsDocs();
  const store = await openProductStore();
  await store.goods.bulkInsert(docs);
  const plain = openPlainDexie();
  await plain.table('goods').bulkPut(docs);

  // The product's own list query (the filter popup's live query), first emission.
  const rxdb = () => firstValueFrom(queryFilteredGoods(store, {
    classIds: CLASS_IDS, minFen: low, maxFen: HIGH, otherSort: '02', priceSort: '01', limit: PAGE,
  }));
  const dexie = async () => {
    const perClass = await Promise.all(CLASS_IDS.map((classId) => plain.table<Goods>('goods')
      .where('[goodsClassId+goodsSalePrice]').between([classId, low], [classId, HIGH], true, true)
      .filter((g) => g.onShelf).limit(PAGE).toArray()));
    return perClass.flat().sort((a, b) => a.goodsSalePrice - b.goodsSalePrice || a.goodsId.localeCompare(b.goodsId)).slice(0, PAGE);
  };

  const [a, b] = [await rxdb(), await dexie()];
  const same = JSON.stringify(a.map((d) => d.goodsId)) === JSON.stringify(b.map((d) => d.goodsId));
  const value = await repeat(runs, () => timed(() => ((low += 7), rxdb())));
  const baseline = await repeat(runs, () => timed(() => ((low += 7), dexie())));
  await store.close();
  plain.close();
  const ratio = round(value.median / baseline.median);
  return {
    name: 'local query', unit: 'ms', value, baseline, ratio, target: '≤ 1.2× baseline and < 50 ms',
    met: ratio <= 1.2 && value.median < 50,
    notes: `RxDB (Dexie storage, fake-indexeddb in Node) vs Dexie on the same 10,000 docs; same first page: ${same}`,
  };
}
