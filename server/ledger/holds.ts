import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Asset, HoldKind } from '../../src/domain/wallet-rules';
import type { Db } from '../db/open';
import { ledgerAccounts, ledgerHolds } from '../db/schema';
import type { OwnerKind } from './accounts';

export interface HoldSum {
  asset: Asset;
  /** The cause (HOLD_CAUSES): 提现审核中, 拍卖保证金, 藏品转售中. */
  kind: HoldKind;
  count: number;
  amount: number;
}

/**
 * An owner's open holds summed by asset and cause: what makes up each account's `held`, named. Read from the
 * holds themselves, so the parts always add up to the account's held value (reconcileLedger checks that).
 */
export async function openHoldsOf(db: Db, ownerKind: OwnerKind, ownerId: string): Promise<HoldSum[]> {
  const rows = await db.select({
    asset: ledgerAccounts.asset, kind: ledgerHolds.kind, count: count(), amount: sql<string>`sum(${ledgerHolds.amount})`,
  }).from(ledgerHolds).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerHolds.accountId))
    .where(and(eq(ledgerAccounts.ownerKind, ownerKind), eq(ledgerAccounts.ownerId, ownerId), eq(ledgerHolds.status, 'HELD')))
    .groupBy(ledgerAccounts.asset, ledgerHolds.kind).orderBy(asc(ledgerAccounts.asset), asc(ledgerHolds.kind));
  return rows.map((row) => ({ asset: row.asset as Asset, kind: row.kind as HoldKind, count: Number(row.count), amount: Number(row.amount) }));
}
