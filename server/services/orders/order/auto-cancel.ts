import { and, eq, sql } from 'drizzle-orm';
import { PAY_TIMEOUT_MS } from '../../../../src/domain/checkout';
import type { Db } from '../../../db/open';
import { jobs, orders } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { releaseStock } from './stock';
import { giveBackCoupons } from '../coupons/give-back';

export const AUTO_CANCEL_REASON = `超过${PAY_TIMEOUT_MS / 60_000}分钟未支付，系统自动取消`;
export const ORDER_PAY_DEADLINE_JOB = 'order.payDeadline';

/** Queued in the transaction that creates an unpaid order: its cancellation at the pay deadline (docs/decisions/023). */
export async function enqueuePayDeadline(db: Db, order: { id: string; payDeadline: number }, now: number): Promise<void> {
  await enqueueJob(db, { kind: ORDER_PAY_DEADLINE_JOB, key: order.id, runAt: order.payDeadline, payload: { orderId: order.id } }, now);
}

/**
 * Cancels one order still unpaid past its deadline and gives its stock back. The guarded UPDATE (UNPAID and past the
 * deadline) races a payment, whose UPDATE is guarded the other way (UNPAID and before the deadline): exactly one wins.
 * Answers whether it cancelled.
 */
export async function cancelIfUnpaid(db: Db, orderId: string, now: number): Promise<boolean> {
  const cancelled = await db.update(orders)
    .set({ status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON, cancelledBy: 'timeout', cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'UNPAID'), sql`${orders.payDeadline} <= ${now}`))
    .returning({ id: orders.id });
  if (cancelled.length === 0) return false;
  await releaseStock(db, orderId, now);
  await giveBackCoupons(db, orderId, now);
  return true;
}

/** Job `order.payDeadline`. */
export async function runPayDeadlineJob(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  if (typeof payload.orderId === 'string') await cancelIfUnpaid(db, payload.orderId, now);
}

/**
 * At start-up: unpaid orders from before deadlines were jobs (or a database restored without its jobs) get theirs.
 * enqueueJob is idempotent by kind and key, so every process may run it at every start.
 */
export async function backfillPayDeadlineJobs(db: Db, now: number): Promise<number> {
  // One statement, not a job per round trip: a database restored without its jobs may hold many unpaid orders.
  const added = await db.execute(sql`insert into ${jobs} (kind, key, run_at, payload, created_at, updated_at)
    select ${ORDER_PAY_DEADLINE_JOB}, ${orders.id}, ${orders.payDeadline}, jsonb_build_object('orderId', ${orders.id}), ${now}::bigint, ${now}::bigint
    from ${orders} where ${orders.status} = 'UNPAID'
    on conflict do nothing returning 1`) as unknown as { rows: unknown[] };
  return added.rows.length;
}
