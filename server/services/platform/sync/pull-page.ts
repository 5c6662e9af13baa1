import { and, eq, gt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PullCheckpoint } from '../../../../src/contract/platform/pull';

/**
 * The settle window of the record pulls (docs/decisions/003). A write stamps updated_at with the host's
 * time when its transaction runs, but commits later; a transaction that began before a pull read may
 * still commit a row with an older updated_at than rows the pull already saw. A checkpoint past that
 * row would skip it for ever (RELIABILITY 5). So a pull's checkpoint moves only past rows older than
 * this window; newer rows are sent as well, and sent again by the next pull. It assumes no write
 * transaction runs longer than the window, and host processes' clocks agree within it.
 */
export const PULL_SETTLE_MS = 2_000;

/** Rows after the checkpoint in (updated_at, id) order; equal times are ordered by id (RELIABILITY 7). */
export function afterCheckpoint(updatedAt: AnyColumn, id: AnyColumn, checkpoint: PullCheckpoint): SQL {
  return or(gt(updatedAt, checkpoint.updatedAt), and(eq(updatedAt, checkpoint.updatedAt), gt(id, checkpoint.id)))!;
}

/**
 * The page's checkpoint: the last row that is older than the settle window (null when none is, so the
 * device keeps its own); `more` when a full page was all settled. Rows come in (updatedAt, id) order,
 * so the settled ones are a prefix.
 */
export function settledPage<T extends { updatedAt: number }>(
  documents: T[], idOf: (doc: T) => string, limit: number, now: number,
): { documents: T[]; checkpoint: PullCheckpoint | null; more: boolean } {
  const settledBefore = now - PULL_SETTLE_MS;
  const settled = documents.filter((doc) => doc.updatedAt < settledBefore);
  const last = settled.at(-1);
  return {
    documents,
    checkpoint: last ? { updatedAt: last.updatedAt, id: idOf(last) } : null,
    more: documents.length === limit && settled.length === documents.length,
  };
}
