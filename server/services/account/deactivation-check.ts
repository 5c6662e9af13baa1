import { and, count, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import { CODES } from '../../../src/contract/codes';
import { deactivationRefusal, leftItems, SETTLE_BEFORE_CLOSING, type WhatIsLeft } from '../../../src/domain/deactivation-check';
import type { Db } from '../../db/open';
import { orders, shops } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { balancesOf } from '../../ledger/accounts';
import { openHoldsOf } from '../../ledger/holds';

/** Paid and not yet finished: neither completed, nor cancelled, nor refunded in full (after-sales included). */
async function unfinishedOrders(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(
    eq(orders.userId, userId), isNotNull(orders.paidAt), notInArray(orders.status, ['COMPLETED', 'COMPLETE', 'CANCELLED']),
    lt(orders.refunded, orders.total),
  ));
  return row?.n ?? 0;
}

/** What still stops the account's closing (see the README's "Deactivation"): balances and holds come from the ledger. */
export async function whatIsLeft(db: Db, userId: string): Promise<WhatIsLeft> {
  const balances = await balancesOf(db, 'user', userId, SETTLE_BEFORE_CLOSING);
  const [owned] = await db.select({ n: count() }).from(shops).where(eq(shops.ownerUserId, userId));
  return {
    balances: balances.filter((b) => b.available > 0).map((b) => ({ asset: b.asset, amount: b.available })),
    holds: await openHoldsOf(db, 'user', userId),
    unfinishedOrders: await unfinishedOrders(db, userId),
    shops: owned?.n ?? 0,
  };
}

/** The items left as the user reads them; empty when the account may close. */
export async function leftToSettle(db: Db, userId: string): Promise<string[]> {
  return leftItems(await whatIsLeft(db, userId));
}

/** Refuses a deactivation request while anything is left, saying what. */
export async function assertNothingLeft(db: Db, userId: string): Promise<void> {
  const refusal = deactivationRefusal(await leftToSettle(db, userId));
  if (refusal) throw new AppError(CODES.conflict, refusal);
}
