import { describe, expect, it } from 'vitest';
import { pushRecommendParam, pushSearchHistory } from './history';

describe('pushRecommendParam', () => {
  it('puts the newest first and keeps at most 5', () => {
    let list: { classId: number }[] = [];
    for (const classId of [1, 2, 3, 4, 5, 6]) list = pushRecommendParam(list, { classId });
    expect(list.map((e) => e.classId)).toEqual([6, 5, 4, 3, 2]);
  });
  it('moves a repeated class to the front with its new entry, treating 7 and "7" alike', () => {
    const list = [{ classId: '3', name: 'a' }, { classId: 7, name: 'old' }, { classId: 9, name: 'c' }];
    const next = pushRecommendParam(list, { classId: '7', name: 'new' });
    expect(next).toEqual([{ classId: '7', name: 'new' }, { classId: '3', name: 'a' }, { classId: 9, name: 'c' }]);
  });
  it('never mutates the input', () => {
    const list = Object.freeze([{ classId: 1 }]);
    const next = pushRecommendParam(list, { classId: 2 });
    expect(list).toEqual([{ classId: 1 }]);
    expect(next).not.toBe(list);
  });
});

describe('pushSearchHistory', () => {
  it('trims and puts the newest first', () => {
    expect(pushSearchHistory(['手机'], '  茅台 ')).toEqual(['茅台', '手机']);
  });
  it('ignores blank keywords', () => {
    const list = ['手机'];
    const next = pushSearchHistory(list, '   ');
    expect(next).toEqual(['手机']);
    expect(next).not.toBe(list);
  });
  it('moves a repeated keyword to the front', () => {
    expect(pushSearchHistory(['手机', '茅台', '月饼'], '月饼')).toEqual(['月饼', '手机', '茅台']);
  });
  it('keeps at most 10, dropping the oldest', () => {
    const list = Array.from({ length: 10 }, (_, i) => `k${9 - i}`);
    const next = pushSearchHistory(list, 'k10');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('k10');
    expect(next).not.toContain('k0');
  });
  it('never mutates the input', () => {
    const list = Object.freeze(['a', 'b']);
    pushSearchHistory(list, 'b');
    expect(list).toEqual(['a', 'b']);
  });
});
