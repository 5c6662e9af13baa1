import { DEBOUNCE_MS } from './constants';

export type Cancelable<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/** Runs fn once, with the latest arguments, after calls have stopped for `wait` ms (spec §9 default 500). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEBOUNCE_MS): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  return Object.assign(debounced, {
    cancel: (): void => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}

/**
 * Runs fn at most once per `wait` ms: the first call at once, and the latest
 * call made during the window once the window ends (which opens a new window).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEBOUNCE_MS): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const closeWindow = (): void => {
    if (pending === undefined) {
      timer = undefined;
      return;
    }
    const args = pending;
    pending = undefined;
    timer = setTimeout(closeWindow, wait);
    fn(...args);
  };
  const throttled = (...args: A): void => {
    if (timer === undefined) {
      timer = setTimeout(closeWindow, wait);
      fn(...args);
    } else {
      pending = args;
    }
  };
  return Object.assign(throttled, {
    cancel: (): void => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  });
}
