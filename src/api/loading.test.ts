import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDelayedLoading } from './loading';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function indicator() {
  return { show: vi.fn(), hide: vi.fn() };
}

describe('loading indicator (spec §7: after 800 ms)', () => {
  it('never shows for an answer within 800 ms', async () => {
    const ui = indicator();
    const work = withDelayedLoading(new Promise((r) => setTimeout(() => r('ok'), 799)), ui);
    await vi.advanceTimersByTimeAsync(799);
    await expect(work).resolves.toBe('ok');
    await vi.advanceTimersByTimeAsync(1000);
    expect(ui.show).not.toHaveBeenCalled();
  });

  it('shows at 800 ms and hides when the answer arrives, failures included', async () => {
    const ui = indicator();
    const work = withDelayedLoading(new Promise((_, reject) => setTimeout(() => reject(new Error('x')), 1500)), ui);
    const settled = work.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(800);
    expect(ui.show).toHaveBeenCalledTimes(1);
    expect(ui.hide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(700);
    expect(await settled).toBe('x');
    expect(ui.hide).toHaveBeenCalledTimes(1);
  });
});
