import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('retry backoff with jitter (RELIABILITY 3)', () => {
  it('doubles from 1 s and stays within the jitter window', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
  });

  it('never waits more than 60 s', () => {
    expect(backoffDelay(30, () => 1)).toBe(60_000);
    expect(backoffDelay(30, () => 0)).toBe(30_000);
  });
});
