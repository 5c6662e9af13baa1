import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('runs once with the latest arguments after 500 ms of quiet', () => {
    const fn = vi.fn();
    const search = debounce(fn);
    search('s');
    vi.advanceTimersByTime(300);
    search('st');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('st');
  });
  it('takes another wait and can be cancelled', () => {
    const fn = vi.fn();
    const onScrollEnd = debounce(fn, 20);
    onScrollEnd();
    onScrollEnd.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    onScrollEnd();
    vi.advanceTimersByTime(20);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('throttle', () => {
  it('runs the first call at once and the latest one at the end of the window', () => {
    const fn = vi.fn();
    const onTap = throttle(fn);
    onTap(1);
    expect(fn).toHaveBeenCalledWith(1);
    onTap(2);
    onTap(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });
  it('opens a new window after a trailing call', () => {
    const fn = vi.fn();
    const onTap = throttle(fn, 100);
    onTap('a');
    onTap('b');
    vi.advanceTimersByTime(100); // trailing 'b'
    onTap('c');
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100); // trailing 'c'
    expect(fn.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });
  it('runs a lone call once and then leads again after the window', () => {
    const fn = vi.fn();
    const onTap = throttle(fn, 100);
    onTap('a');
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    onTap('b');
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('cancel drops the trailing call and resets the window', () => {
    const fn = vi.fn();
    const onTap = throttle(fn, 100);
    onTap('a');
    onTap('b');
    onTap.cancel();
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['a']]);
    onTap('c');
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });
});
