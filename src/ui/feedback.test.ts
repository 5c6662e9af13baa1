import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd-mobile's Toast shows one toast at a time: a newer one replaces the one showing, clear() closes whichever shows.
const screen = vi.hoisted(() => ({ showing: null as string | null }));
vi.mock('./overlays', () => ({
  Toast: {
    show: ({ content }: { content: string }) => { screen.showing = content; },
    clear: () => { screen.showing = null; },
  },
  Dialog: {},
}));

const { toast, withLoading } = await import('./feedback');
const { TEXTS } = await import('./texts');
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the loading indicator and the toasts said under it', () => {
  beforeEach(() => { vi.useFakeTimers(); screen.showing = null; });
  afterEach(() => { vi.useRealTimers(); });

  it('a message said as a slow call ends stays on screen when the loading indicator goes', async () => {
    const call = withLoading((async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      toast('手机号已更换，其他设备需重新登录');
    })());
    await vi.advanceTimersByTimeAsync(900);
    expect(screen.showing).toBe(TEXTS.common.loading);
    await vi.advanceTimersByTimeAsync(700);
    await call;
    await settle();
    expect(screen.showing).toBe('手机号已更换，其他设备需重新登录');
  });

  it('a slow call with nothing to say takes its loading indicator away', async () => {
    const call = withLoading(new Promise((resolve) => setTimeout(resolve, 1500)));
    await vi.advanceTimersByTimeAsync(900);
    expect(screen.showing).toBe(TEXTS.common.loading);
    await vi.advanceTimersByTimeAsync(700);
    await call;
    await settle();
    expect(screen.showing).toBeNull();
  });

  it('a quick call never shows the indicator', async () => {
    await withLoading(Promise.resolve(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.showing).toBeNull();
  });
});
