import { describe, expect, it } from 'vitest';
import { validateOrderTabSearch } from './search-params';

describe('the order list tab from the address (found by npm run chaos)', () => {
  it('is 全部 when the address names none, so the list is never asked for an undefined status', () => {
    expect(validateOrderTabSearch({})).toEqual({ status: '' });
    expect(validateOrderTabSearch({ status: 'UNPAID' })).toEqual({ status: 'UNPAID' });
    expect(validateOrderTabSearch({ status: 'NOPE' })).toEqual({ status: '' });
  });
});
