import { describe, expect, it } from 'vitest';
import { PULL_STATES, clampPullDistance, pullStateFor } from './pull-refresh';

describe('pullStateFor', () => {
  it('is pulling below 50 and release-to-refresh at or beyond it', () => {
    expect(pullStateFor(0)).toBe(PULL_STATES.pulling);
    expect(pullStateFor(49.9)).toBe(1);
    expect(pullStateFor(50)).toBe(2);
    expect(pullStateFor(100)).toBe(PULL_STATES.release);
    expect(PULL_STATES.refreshing).toBe(3);
  });
});

describe('clampPullDistance', () => {
  it('keeps the pull between 0 and 100', () => {
    expect(clampPullDistance(-20)).toBe(0);
    expect(clampPullDistance(75)).toBe(75);
    expect(clampPullDistance(180)).toBe(100);
    expect(clampPullDistance(Number.NaN)).toBe(0);
  });
});
