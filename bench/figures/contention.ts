import { HEADERS } from '../../src/contract/headers';
import { createOrder } from '../../src/contract/orders/order';
import { goodsDetail } from '../../src/contract/catalogue/goods';
import type { RaceSetup } from '../race-data';
import { repeat, round, type Figure } from '../stats';

const BUYERS = 200;
const STOCK = 50;

interface Answer {
  code: number;
  data: { stock?: number } | null;
}

async function post(url: string, token: string, key: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${url}${createOrder.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADERS.userToken]: token, [HEADERS.shopToken]: '', [HEADERS.appFlag]: 'H5', [HEADERS.idempotencyKey]: key },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

/** PERFORMANCE.md "contention": 200 buyers at once on goods with stock 50 — exactly 50 orders, stock 0, never negative. */
export async function measureContention(runs: number, url: string, race: RaceSetup, database: string): Promise<Figure> {
  let run = 0;
  const outcomes: string[] = [];
  const rates = await repeat(runs, async () => {
    const goods = race.goods[run++]!;
    const started = performance.now();
    const answers = await Promise.all(race.buyers.slice(0, BUYERS).map((buyer, i) => post(url, buyer.token, `race-${goods.id}-${i}`, {
      source: 'buyNow', lines: [{ goodsId: goods.id, num: 1, price: goods.price }], addressId: buyer.addressId,
    })));
    const seconds = (performance.now() - started) / 1000;
    const orders = answers.filter((a) => a.code === 0).length;
    const detail = (await (await fetch(`${url}${goodsDetail.path}?goodsId=${goods.id}`)).json()) as Answer;
    outcomes.push(`${orders} orders, stock ${detail.data?.stock}`);
    if (orders !== STOCK || detail.data?.stock !== 0) throw new Error(`oversell or undersell: ${outcomes.at(-1)}`);
    return orders / seconds;
  }, false);
  return {
    name: 'contention', unit: 'orders/s', value: rates, baseline: null, ratio: null,
    target: 'exactly 50 orders; ≥ 100 orders/s', met: rates.median >= 100,
    notes: `${BUYERS} concurrent buyers, stock ${STOCK}, database: ${database}; every run: ${[...new Set(outcomes)].join('; ')}; median ${round(rates.median, 1)} orders/s`,
  };
}
