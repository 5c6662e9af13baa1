import type { Browser } from 'playwright-core';
import type { Catalogue } from './model';
import type { Difference } from './observe';

/** What a chaos run is given and what it finds (runner.ts plays it). */
export const FAULTS = ['offline', 'reload', 'tabSwap', 'abortAfterCommit', 'fail503', 'slow', 'tokenLoss', 'newBuild', 'wipe'] as const;
export type FaultName = (typeof FAULTS)[number];

export interface ChaosEnv {
  browser: Browser;
  baseUrl: string;
  logFile: string;
  /** Set when the product runs on PostgreSQL: a token can then expire on the host. */
  databaseUrl?: string;
  /** The folder the server serves, when the runner may deploy new builds into it (a copy, never dist/). */
  staticDir?: string;
  catalogue: Catalogue;
}

export interface ChaosOptions {
  steps: number;
  faults: readonly FaultName[];
  /** Stop waiting for the queue to drain after this long once online: the entries are then stuck. */
  drainTimeoutMs: number;
}

export interface RunResult {
  seed: number;
  acknowledged: number;
  lost: Difference[];
  doubled: Difference[];
  stuck: string | null;
  uiMismatch: { screen: string; ui: string[]; host: string[] }[];
  refused: { name: string; msg: string }[];
  /** Things seen on the way that are not in the bar (slow drain, a missing notice, console errors). */
  notes: string[];
  trace: string[];
  drainMs: number;
  ms: number;
  error?: string;
}
