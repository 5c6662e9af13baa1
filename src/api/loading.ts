import { LOADING_DELAY_MS } from '../domain/constants';

/**
 * spec §7/§9: the loading indicator appears only when a call takes longer than
 * 800 ms, so quick answers never flash it.
 */
export async function withDelayedLoading<T>(
  work: Promise<T>,
  indicator: { show(): void; hide(): void },
  delayMs = LOADING_DELAY_MS,
): Promise<T> {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    indicator.show();
  }, delayMs);
  try {
    return await work;
  } finally {
    clearTimeout(timer);
    if (shown) indicator.hide();
  }
}
