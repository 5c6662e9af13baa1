// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostOffset, useCountdown, useResendTimer } from './use-countdown';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('useCountdown', () => {
  beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(START); });
  afterEach(() => vi.useRealTimers());

  it('counts a deadline down each second and is null once it has passed', () => {
    const { result } = renderHook(() => useCountdown(START + 2 * 86_400_000 + 3_723_000));
    expect(result.current).toBe('2天 01:02:03');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(result.current).toBe('2天 01:02:02');
    vi.setSystemTime(START + 2 * 86_400_000 + 3_722_000);
    act(() => { vi.advanceTimersByTime(1000); });
    expect(result.current).toBeNull();
  });

  it('reads hours past a day as the pay counters show them, on the host\'s clock when given its offset', () => {
    // The host is 10 s ahead of the device: 10 s of the 25 h left have already gone.
    const { result } = renderHook(() => useCountdown(START + 25 * 3_600_000, { format: 'hours', hostOffset: 10_000 }));
    expect(result.current).toBe('24:59:50');
  });

  it('takes the host\'s offset from an answer\'s now and when the device stored it', () => {
    expect(hostOffset(START + 5000, START)).toBe(5000);
    expect(hostOffset(undefined, START)).toBe(0);
    expect(hostOffset(START, null)).toBe(0);
  });
});

describe('useResendTimer', () => {
  beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(START); });
  afterEach(() => vi.useRealTimers());

  it('is 0 until started, then counts whole seconds from the start down to 0', () => {
    const { result } = renderHook(() => useResendTimer(60));
    expect(result.current[0]).toBe(0);
    act(() => { vi.advanceTimersByTime(400); });
    act(() => result.current[1]());
    expect(result.current[0]).toBe(60);
    act(() => { vi.advanceTimersByTime(30_000); });
    expect(result.current[0]).toBe(30);
    act(() => { vi.advanceTimersByTime(29_999); });
    expect(result.current[0]).toBe(1);
    act(() => { vi.advanceTimersByTime(1); });
    expect(result.current[0]).toBe(0);
  });
});
