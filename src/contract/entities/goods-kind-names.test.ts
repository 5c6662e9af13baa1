import { describe, expect, it } from 'vitest';
import { kindsNamedBy } from './goods-kind-names';

describe('the kinds a search keyword names', () => {
  it('finds a kind by its name, never ordinary goods as a kind', () => {
    expect(kindsNamedBy('黄金')).toEqual(['gold']);
    expect(kindsNamedBy('ip')).toEqual(['ip']);
    expect(kindsNamedBy('商品')).toEqual([]);
    expect(kindsNamedBy('自营')).toEqual([]);
  });
});
