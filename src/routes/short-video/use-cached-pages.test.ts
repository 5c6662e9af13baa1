// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { selMyVideo } from '../../contract/social/short-video';
import { cacheKey } from '../../domain/cache-key';
import type { SyncHandle } from '../../workers/sync-handle';
import { useCachedPages } from './use-cached-pages';

interface Row { id: string; title: string }
type Page = { list: Row[]; total: number };

/** A device store the hook reads through `watch`, filled by `refresh` from a host of 25 rows (pages of 20). */
function fakeDevice() {
  const host: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: `v${i + 1}`, title: `视频${i + 1}` }));
  const stored = new Map<string, Page>();
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const write = (key: string, page: Page) => {
    stored.set(key, page);
    listeners.get(key)?.forEach((l) => l({ value: page, savedAt: 1 }));
  };
  const handle = {
    watch: (_name: string, params: { key: string }, listener: (value: unknown) => void) => {
      const set = listeners.get(params.key) ?? new Set();
      set.add(listener);
      listeners.set(params.key, set);
      queueMicrotask(() => {
        const page = stored.get(params.key);
        listener(page ? { value: page, savedAt: 1 } : null);
      });
      return () => set.delete(listener);
    },
    refresh: async (target: { name: string; params: { pageNum: number; pageSize: number } }) => {
      const { pageNum, pageSize } = target.params;
      write(cacheKey(target.name, target.params), { list: host.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: host.length });
      return { ok: true };
    },
  } as unknown as SyncHandle;
  return { handle, stored, write };
}

it('keeps every loaded page live: a confirmed change to a stored page 2 shows at once', async () => {
  const { handle, stored, write } = fakeDevice();
  const { result } = renderHook(() => useCachedPages<Row>(handle, selMyVideo, {}, (r) => r.id));
  await waitFor(() => expect(result.current.list).toHaveLength(20));
  expect(result.current.hasMore).toBe(true);
  await act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.list).toHaveLength(25));
  expect(result.current.hasMore).toBe(false);

  // What a confirmed edit and deletion do to every stored answer holding the video (short-video-mutations patchVideos).
  const second = cacheKey(selMyVideo.name, { pageNum: 2, pageSize: 20 });
  const page = stored.get(second)!;
  act(() => write(second, { ...page, list: page.list.filter((r) => r.id !== 'v22').map((r) => (r.id === 'v23' ? { ...r, title: '改过的' } : r)) }));
  await waitFor(() => expect(result.current.list.map((r) => r.id)).not.toContain('v22'));
  expect(result.current.list.find((r) => r.id === 'v23')?.title).toBe('改过的');
  expect(result.current.list).toHaveLength(24);
});
