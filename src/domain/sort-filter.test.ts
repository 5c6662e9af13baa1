import { describe, expect, it } from 'vitest';
import {
  INITIAL_SORT_STATE, SORT_TABS, applySortTab, checkPriceRange, confirmFilter, resetFilter, shouldShowSubLevel,
  type SortState,
} from './sort-filter';

function tapAll(tabs: number[], from: SortState = INITIAL_SORT_STATE): SortState {
  return tabs.reduce(applySortTab, from);
}

describe('applySortTab', () => {
  it('sets otherSort for tabs 1 and 2 and clears the price order', () => {
    expect(tapAll([3, 1])).toEqual({ otherSort: '00', priceSort: '', filterOpen: false });
    expect(tapAll([3, 2])).toEqual({ otherSort: '01', priceSort: '', filterOpen: false });
  });
  it('toggles the price order on tab 3, starting ascending', () => {
    expect(tapAll([3]).priceSort).toBe('01');
    expect(tapAll([3, 3]).priceSort).toBe('00');
    expect(tapAll([3, 3, 3]).priceSort).toBe('01');
    expect(tapAll([3, 3, 3]).otherSort).toBe('02');
  });
  it('starts ascending again after another tab', () => {
    expect(tapAll([3, 3, 1, 3]).priceSort).toBe('01');
  });
  it('opens the filter on tab 4 and keeps the sort', () => {
    expect(tapAll([3, 4])).toEqual({ otherSort: '02', priceSort: '01', filterOpen: true });
  });
  it('ignores unknown tabs and never mutates the state', () => {
    const state = Object.freeze({ ...INITIAL_SORT_STATE });
    expect(applySortTab(state, 9)).toEqual(state);
    applySortTab(state, 3);
    expect(state.priceSort).toBe('');
  });
  it('describes four tabs', () => {
    expect(SORT_TABS.map((t) => t.label)).toEqual(['综合', '销量', '价格', '筛选']);
  });
});

describe('checkPriceRange', () => {
  it('passes when both are empty or the range is in order', () => {
    expect(checkPriceRange('', '')).toEqual({ ok: true });
    expect(checkPriceRange('10', '100')).toEqual({ ok: true });
    expect(checkPriceRange('50', '50')).toEqual({ ok: true });
  });
  it('asks for the highest when only the lowest is filled', () => {
    expect(checkPriceRange('10', '')).toEqual({ ok: false, msg: '最高价不能为空', clearHighest: false });
    expect(checkPriceRange('10', '  ')).toEqual({ ok: false, msg: '最高价不能为空', clearHighest: false });
  });
  it('asks for the lowest when only the highest is filled', () => {
    expect(checkPriceRange('', '100')).toEqual({ ok: false, msg: '最低价不能为空', clearHighest: false });
  });
  it('compares numbers, not text, and clears the highest when it is lower', () => {
    expect(checkPriceRange('100', '20')).toEqual({ ok: false, msg: '最高价不能小于最低价', clearHighest: true });
    expect(checkPriceRange('9', '10')).toEqual({ ok: true });
    expect(checkPriceRange('10.5', '10.49')).toEqual({ ok: false, msg: '最高价不能小于最低价', clearHighest: true });
  });
  it('refuses text that is not a price', () => {
    expect(checkPriceRange('abc', '10')).toEqual({ ok: false, msg: '价格格式不正确', clearHighest: false });
  });
});

describe('confirmFilter and resetFilter', () => {
  it('emits the chosen filter with the sort values cleared', () => {
    const input = { classId: '12', className: '白酒', startPrice: ' 100 ', endPrice: '500', locationId: '440300', otherSort: '02', priceSort: '01' };
    expect(confirmFilter(input)).toEqual({
      ownGoods: '', age: '', locationId: '440300', classId: '12', className: '白酒',
      startPrice: '100', endPrice: '500', otherSort: '', priceSort: '',
    });
  });
  it('resets every field', () => {
    const reset = resetFilter();
    expect(Object.keys(reset).sort()).toEqual(
      ['age', 'classId', 'className', 'endPrice', 'locationId', 'otherSort', 'ownGoods', 'priceSort', 'startPrice'],
    );
    expect(Object.values(reset).every((v) => v === '')).toBe(true);
  });
});

describe('shouldShowSubLevel', () => {
  it('shows a sub-level only with more than 2 children', () => {
    expect(shouldShowSubLevel(undefined)).toBe(false);
    expect(shouldShowSubLevel([])).toBe(false);
    expect(shouldShowSubLevel([1, 2])).toBe(false);
    expect(shouldShowSubLevel([1, 2, 3])).toBe(true);
  });
});
