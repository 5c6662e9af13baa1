import { PULL_MAX, PULL_THRESHOLD } from './constants';

/** spec §4 pull-to-refresh states. */
export const PULL_STATES = { pulling: 1, release: 2, refreshing: 3 } as const;
export type PullState = (typeof PULL_STATES)[keyof typeof PULL_STATES];

/** spec §4: below the threshold keep pulling; at or beyond it, release to refresh. */
export function pullStateFor(distance: number): PullState {
  return distance >= PULL_THRESHOLD ? PULL_STATES.release : PULL_STATES.pulling;
}

/** spec §9: the indicator follows the finger from 0 up to the maximum pull. */
export function clampPullDistance(distance: number): number {
  if (!Number.isFinite(distance)) return 0;
  return Math.min(Math.max(distance, 0), PULL_MAX);
}
