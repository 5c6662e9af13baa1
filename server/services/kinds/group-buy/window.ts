import { GROUP_WINDOW_MS } from '../../../../src/domain/group-buy';

/**
 * How long a new group stays open: GROUP_BUY_WINDOW_SECONDS if set (a demo or a browser test that wants groups to
 * expire while it watches), else the rule's 24 hours. Read from the host's environment, never from a client.
 */
export function groupWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.GROUP_BUY_WINDOW_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : GROUP_WINDOW_MS;
}
