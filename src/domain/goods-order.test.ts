import { describe, expect, it } from 'vitest';
import { descendantClassIds, goodsOrder } from './goods-order';

describe('goodsOrder', () => {
  it('maps the spec §4 sort values to an order', () => {
    expect(goodsOrder('', '')).toEqual([{ field: 'updatedAt', direction: 'desc' }]);
    expect(goodsOrder('00', '')).toEqual([{ field: 'updatedAt', direction: 'desc' }]);
    expect(goodsOrder('01', '')).toEqual([{ field: 'sales', direction: 'desc' }]);
    expect(goodsOrder('02', '01')).toEqual([{ field: 'price', direction: 'asc' }]);
    expect(goodsOrder('02', '00')).toEqual([{ field: 'price', direction: 'desc' }]);
    // The 积分商城's 价格 tab: points, the figure its cards show; a list that mixes kinds keeps the price.
    expect(goodsOrder('02', '01', ['integral'])).toEqual([{ field: 'points', direction: 'asc' }]);
    expect(goodsOrder('02', '00', ['integral'])).toEqual([{ field: 'points', direction: 'desc' }]);
    expect(goodsOrder('02', '01', ['integral', 'ordinary'])).toEqual([{ field: 'price', direction: 'asc' }]);
    expect(goodsOrder('01', '', ['integral'])).toEqual([{ field: 'sales', direction: 'desc' }]);
  });
});

describe('descendantClassIds', () => {
  it('finds a class and all classes below it, not its siblings', () => {
    const nodes = [
      { id: '01', classPid: '0' }, { id: '0101', classPid: '01' }, { id: '010101', classPid: '0101' },
      { id: '0102', classPid: '01' }, { id: '02', classPid: '0' },
    ];
    expect(descendantClassIds(nodes, '01').sort()).toEqual(['01', '0101', '010101', '0102']);
    expect(descendantClassIds(nodes, '0102')).toEqual(['0102']);
  });
});
