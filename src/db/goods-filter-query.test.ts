import { describe, expect, it } from 'vitest';
import { goodsFilterSelector } from './goods-filter-query';

describe('goodsFilterSelector', () => {
  it('turns a list\'s criteria into a store selector, keyword matched literally', () => {
    expect(goodsFilterSelector({
      keyword: '手机壳(透明)', kinds: ['global'], classIds: ['01', '0101'], shopIds: ['S0001'], age: '成人',
      minFen: 2000, maxFen: 6000, otherSort: '02', priceSort: '01', limit: 20,
    })).toEqual({
      onShelf: true,
      goodsName: { $regex: '手机壳\\(透明\\)' },
      goodsKind: { $in: ['global'] },
      goodsClassId: { $in: ['01', '0101'] },
      showShopId: { $in: ['S0001'] },
      age: '成人',
      goodsSalePrice: { $gte: 2000, $lte: 6000 },
    });
  });

  it('leaves out what was not chosen, but keeps an empty shop list (a location with no shops finds nothing)', () => {
    expect(goodsFilterSelector({ otherSort: '', priceSort: '', limit: 20 })).toEqual({ onShelf: true });
    expect(goodsFilterSelector({ shopIds: [], minFen: 0, otherSort: '', priceSort: '', limit: 20 }))
      .toEqual({ onShelf: true, showShopId: { $in: [] }, goodsSalePrice: { $gte: 0 } });
  });
});
