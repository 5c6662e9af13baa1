import { eq, sql } from 'drizzle-orm';
import { CODES } from '../../src/contract/codes';
import { ASSET_INFO, type Asset, type HoldKind, type MovementKind } from '../../src/domain/wallet-rules';
import type { Db } from '../db/open';
import { ledgerAccounts, ledgerEntries, ledgerHolds, ledgerTxns } from '../db/schema';
import { AppError } from '../http/app-error';
import { newId } from '../services/orders/order/ids';
import { accountIdOf, accountLabel, availableAfter, type AccountRef } from './accounts';

/** One side of a movement: a credit (positive) or a debit (negative) of whole units of the account's asset. */
export interface Leg {
  account: AccountRef;
  amount: number;
  /** Takes the account below zero if it must: a refund's clawback from a shop does not wait for the shop's money. */
  force?: boolean;
}

export interface Posting {
  kind: MovementKind;
  /** The cause (an order, an after-sales request, a payment, a withdrawal): one transaction per kind and cause. */
  refId: string;
  memo: string;
  legs: Leg[];
}

export const notEnough = (asset: Asset) => new AppError(CODES.balanceNotEnough, `${ASSET_INFO[asset].label}不足`);
export const alreadyPosted = () => new AppError(CODES.conflict, '该笔资金变动已处理，请勿重复提交');

function checkBalanced(legs: Leg[]): void {
  if (legs.length < 2) throw new Error('a ledger transaction needs two or more legs');
  const sums = new Map<Asset, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`ledger leg amount must be a non-zero whole number: ${leg.amount}`);
    sums.set(leg.account.asset, (sums.get(leg.account.asset) ?? 0) + leg.amount);
  }
  for (const [asset, sum] of sums) if (sum !== 0) throw new Error(`ledger legs of ${asset} sum to ${sum}, not zero`);
}

/** Adds `amount` to an account's posted value; a debit only while the account keeps available ≥ 0 (a guarded update). */
async function movePosted(db: Db, accountId: number, leg: Leg, now: number): Promise<void> {
  const guard = leg.amount > 0 || leg.force ? sql`true` : availableAfter(leg.amount);
  const moved = await db.update(ledgerAccounts)
    .set({ posted: sql`${ledgerAccounts.posted} + ${leg.amount}`, updatedAt: now })
    .where(sql`${ledgerAccounts.id} = ${accountId} and ${guard}`).returning({ id: ledgerAccounts.id });
  if (moved.length === 0) throw notEnough(leg.account.asset);
}

/**
 * Posts one movement in the caller's transaction: entries summing to zero per asset, the accounts' posted values
 * moved with them. A cause posts once: a second posting of the same kind and cause is refused. Accounts are
 * touched in one fixed order, so two movements between the same accounts cannot deadlock.
 */
export async function post(db: Db, posting: Posting, now: number): Promise<string> {
  checkBalanced(posting.legs);
  const txnId = newId('T', now);
  const [txn] = await db.insert(ledgerTxns).values({ id: txnId, kind: posting.kind, refId: posting.refId, memo: posting.memo, createdAt: now })
    .onConflictDoNothing().returning({ id: ledgerTxns.id });
  if (!txn) throw alreadyPosted();
  const legs = [...posting.legs].sort((a, b) => accountLabel(a.account).localeCompare(accountLabel(b.account)));
  const entries = [];
  for (const leg of legs) {
    const accountId = await accountIdOf(db, leg.account, now);
    await movePosted(db, accountId, leg, now);
    entries.push({ txnId, accountId, amount: leg.amount, createdAt: now });
  }
  await db.insert(ledgerEntries).values(entries);
  return txnId;
}

export interface Hold {
  account: AccountRef;
  amount: number;
  /** The cause, named to the user while the hold is open (HOLD_CAUSES). */
  kind: HoldKind;
  refId: string;
  /** What the details line of its freeze and release says, e.g. 拍品「…」保证金. */
  memo: string;
}

/** Sets value aside on an account (available = posted − held); refused if available would go below zero. */
export async function placeHold(db: Db, hold: Hold, now: number): Promise<string> {
  if (!Number.isSafeInteger(hold.amount) || hold.amount <= 0) throw new Error(`hold amount must be a positive whole number: ${hold.amount}`);
  const accountId = await accountIdOf(db, hold.account, now);
  const held = await db.update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} + ${hold.amount}`, updatedAt: now })
    .where(sql`${ledgerAccounts.id} = ${accountId} and ${availableAfter(-hold.amount)}`).returning({ id: ledgerAccounts.id });
  if (held.length === 0) throw notEnough(hold.account.asset);
  const id = newId('H', now);
  await db.insert(ledgerHolds).values({ id, accountId, amount: hold.amount, status: 'HELD', kind: hold.kind, refId: hold.refId, memo: hold.memo, createdAt: now });
  return id;
}

/** Ends a hold, once: HELD becomes `to`, and the account's held value drops by its amount. Anything else is refused. */
async function releaseHold(db: Db, holdId: string, to: 'POSTED' | 'VOIDED', now: number) {
  const [hold] = await db.update(ledgerHolds).set({ status: to, settledAt: now })
    .where(sql`${ledgerHolds.id} = ${holdId} and ${ledgerHolds.status} = 'HELD'`).returning();
  if (!hold) throw new AppError(CODES.conflict, '该笔冻结资金已处理，不能重复操作');
  const [account] = await db.update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} - ${hold.amount}`, updatedAt: now })
    .where(eq(ledgerAccounts.id, hold.accountId)).returning();
  return { hold, account: account! };
}

/** Posts a held amount from its account to `to`, in one step with the hold's end. */
export async function postHold(db: Db, holdId: string, to: AccountRef, posting: Omit<Posting, 'legs'>, now: number): Promise<string> {
  const { hold, account } = await releaseHold(db, holdId, 'POSTED', now);
  const from: AccountRef = { ownerKind: account.ownerKind as AccountRef['ownerKind'], ownerId: account.ownerId, asset: account.asset as Asset };
  return post(db, { ...posting, legs: [{ account: from, amount: -Number(hold.amount) }, { account: to, amount: Number(hold.amount) }] }, now);
}

/** Gives a held amount back to its account's available value. */
export async function voidHold(db: Db, holdId: string, now: number): Promise<void> {
  await releaseHold(db, holdId, 'VOIDED', now);
}
