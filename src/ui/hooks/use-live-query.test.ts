// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SyncHandle } from '../../workers/sync-handle';
import { useLiveQuery } from './use-live-query';

/** A handle whose queries answer only when the test says so, as a slow worker would. */
function slowHandle() {
  const listeners = new Map<string, (value: unknown) => void>();
  const handle = {
    watch: (_name: string, params: unknown, listener: (value: unknown) => void) => {
      listeners.set(JSON.stringify(params), listener);
      return () => undefined;
    },
  } as unknown as SyncHandle;
  return { handle, answer: (params: unknown, value: unknown) => act(() => listeners.get(JSON.stringify(params))!(value)) };
}

describe('useLiveQuery (issue 10.6)', () => {
  it('never shows the previous parameters\' answer while the new ones wait for theirs', () => {
    const { handle, answer } = slowHandle();
    const province = { parentCode: '0' };
    const city = { parentCode: '440000' };
    const { result, rerender } = renderHook(({ params }) => useLiveQuery(handle, 'regions' as never, params as never), { initialProps: { params: province } });
    expect(result.current).toEqual({ data: undefined, loading: true });
    answer(province, ['广东省']);
    expect(result.current).toEqual({ data: ['广东省'], loading: false });

    rerender({ params: city });
    expect(result.current).toEqual({ data: undefined, loading: true });
    answer(city, ['深圳市']);
    expect(result.current).toEqual({ data: ['深圳市'], loading: false });
  });
});
