import { describe, expect, it } from 'vitest';
import { cacheKey as storeKey } from '../../db/collections/cache';
import { cacheKey } from '../../domain/cache-key';

describe('the page watches a cached answer under the key the worker stores it with', () => {
  it('builds the same key as the store for any parameters', () => {
    const cases: [string, object | undefined][] = [
      ['goods.pageTemplate', undefined],
      ['goods.dayNewGoods', { pageSize: 8, pageNum: 1 }],
      ['order.list', { status: '', pageNum: 1, pageSize: 50 }],
      ['search.goods', { keyword: '手机 壳', nested: { b: 1, a: [2, 3] } }],
    ];
    for (const [name, params] of cases) expect(cacheKey(name, params)).toBe(storeKey(name, params));
  });
});
