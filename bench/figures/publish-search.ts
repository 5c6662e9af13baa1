import { randomUUID } from 'node:crypto';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { searchGoods } from '../../src/contract/catalogue/search';
import { addNewGoods } from '../../src/contract/shop/goods';
import { HEADERS } from '../../src/contract/headers';
import type { MediaRecord } from '../../src/contract/platform/media';
import { MEDIA_TUS_PATH } from '../../src/domain/media-kinds';
import type { BenchSession } from '../browser/protocol';
import { repeatPair, round, summarize, timed, type Figure } from '../stats';

const TARGET_MS = 2000;
const GIVE_UP_MS = 10_000;
/** A 1×1 PNG: the media service reads the type from the bytes and makes its variants. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The goods picture through the media service (tus 1.0 in one PATCH, server/media/README.md): its detail URL. */
async function uploadGoodsImage(baseUrl: string, userToken: string): Promise<string> {
  const headers = { 'tus-resumable': '1.0.0', [HEADERS.userToken]: userToken };
  const metadata = `kind ${Buffer.from('goods-image').toString('base64')},filename ${Buffer.from('bench.png').toString('base64')}`;
  const created = await fetch(`${baseUrl}${MEDIA_TUS_PATH}`, { method: 'POST', headers: { ...headers, 'upload-length': String(PNG.length), 'upload-metadata': metadata } });
  const location = new URL(created.headers.get('location') ?? '', baseUrl).href;
  const done = await fetch(location, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, body: PNG });
  const record = ((await done.json()) as { data?: MediaRecord }).data;
  if (!record?.urls.detail) throw new Error(`bench picture refused: ${done.status}`);
  return record.urls.detail;
}

/** A consumer's search (visitor), as the search page sends it: the goods ids of the first page. */
async function search(consumer: ApiClient, keyword: string): Promise<string[]> {
  return (await consumer.call(searchGoods, { keyword, pageNum: 1, pageSize: 20 })).goodsList.map((g) => g.goodsId);
}

/**
 * PERFORMANCE.md "published goods in search": the shop owner publishes a new goods on the shelf (addNewGoods with
 * onShelf, as the draft's publish sends it: one shelf ticket paid), then a consumer's search is polled until it lists
 * the goods; time from the publish call to the first search that lists it. Baseline: one search round trip for a
 * goods already there.
 */
export async function measurePublishSearch(runs: number, baseUrl: string, owner: BenchSession, classId: string): Promise<Figure> {
  const shop = createApiClient({ origin: baseUrl, getCredentials: () => owner });
  const consumer = createApiClient({ origin: baseUrl, getCredentials: () => ({ userToken: '', shopToken: '' }) });
  const img = await uploadGoodsImage(baseUrl, owner.userToken);
  const polls: number[] = [];
  const publishes: number[] = [];
  let published = '';
  let n = 0;

  const publishAndFind = async () => {
    const goodsId = `bench-${randomUUID()}`;
    const name = `压测上新${++n}${goodsId.slice(6, 14)}`;
    const start = performance.now();
    await shop.call(addNewGoods, {
      goodsId, kind: 'ordinary', name, classId, salePrice: '59.90', originalPrice: '79.00', stock: 20, imgs: [img],
      video: '', description: '压测上新商品', onShelf: true,
    }, { idempotencyKey: randomUUID() });
    publishes.push(performance.now() - start);
    for (let poll = 1; ; poll++) {
      if ((await search(consumer, name)).includes(goodsId)) {
        polls.push(poll);
        published = name;
        return performance.now() - start;
      }
      if (performance.now() - start > GIVE_UP_MS) throw new Error(`${goodsId} not in search after ${GIVE_UP_MS} ms`);
    }
  };
  const { value, baseline } = await repeatPair(runs, publishAndFind, () => timed(async () => {
    if ((await search(consumer, published)).length !== 1) throw new Error(`search for ${published} did not find it`);
  }));
  const ratio = round(value.median / baseline.median);
  return {
    name: 'published goods in search', unit: 'ms', value, baseline, ratio, target: `≤ ${TARGET_MS / 1000} s`,
    met: value.median <= TARGET_MS, measuredIn: 'Node client against the product process over HTTP (the bench database)',
    notes: `addNewGoods (onShelf, shop token, Idempotency-Key) then searchGoods by its name as a visitor until listed, no pause between polls; `
      + `baseline: searchGoods for the goods the run just before it published; the publish call alone: median ${summarize(publishes).median} ms; `
      + `searches until listed: ${polls.join(', ')}`,
  };
}
