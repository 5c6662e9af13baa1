import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-codec';

describe('the address of a screen (issue 34.12)', () => {
  it('writes amounts and ids as they are, not JSON-quoted', () => {
    expect(stringifySearch({ amount: '100.00' })).toBe('?amount=100.00');
    expect(stringifySearch({ goodsId: '000123', num: 2, keyword: 'true' })).toBe('?goodsId=000123&num=2&keyword=true');
  });
  it('reads every plain value as text, and links written with quotes as before', () => {
    expect(parseSearch('?amount=100.00&goodsId=000123&keyword=null')).toEqual({ amount: '100.00', goodsId: '000123', keyword: 'null' });
    expect(parseSearch('?amount=%22100.00%22')).toEqual({ amount: '100.00' });
  });
  it('keeps objects and arrays round trip', () => {
    const search = { ids: ['a', 'b'], filter: { min: 1 } };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
