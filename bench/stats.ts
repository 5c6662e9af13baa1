export interface Sample {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function summarize(values: number[]): Sample {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median: round(median), min: round(sorted[0]!), max: round(sorted.at(-1)!), runs: values.map((v) => round(v)) };
}

export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Runs `measure` n times (after one warm-up) and summarizes; PERFORMANCE.md asks for at least 5. */
export async function repeat(n: number, measure: () => Promise<number>, warmUp = true): Promise<Sample> {
  if (warmUp) await measure();
  const values: number[] = [];
  for (let i = 0; i < n; i++) values.push(await measure());
  return summarize(values);
}

/**
 * A figure and its baseline, run in turn (value, baseline, value, ...) after one warm-up of each, so a busy moment
 * on the shared machine falls on both sides rather than on one.
 */
export async function repeatPair(n: number, value: () => Promise<number>, baseline: () => Promise<number>): Promise<{ value: Sample; baseline: Sample }> {
  await value();
  await baseline();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i++) {
    a.push(await value());
    b.push(await baseline());
  }
  return { value: summarize(a), baseline: summarize(b) };
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export interface Figure {
  name: string;
  unit: string;
  value: Sample | number | null;
  baseline: Sample | number | null;
  /** value / baseline, in the direction PERFORMANCE.md states the target. */
  ratio: number | null;
  target: string;
  met: boolean | null;
  /** Where it was measured, e.g. Chromium worker on IndexedDB, Node, the host process. */
  measuredIn?: string;
  notes?: string;
  skipped?: string;
}

/** The p-th percentile (nearest rank), e.g. percentile(ms, 95). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
