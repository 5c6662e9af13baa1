import { and, eq, sql } from 'drizzle-orm';
import type { Asset } from '../../src/domain/wallet-rules';
import type { Db } from '../db/open';
import { ledgerAccounts } from '../db/schema';

/**
 * The platform's own accounts. EXTERNAL is the world outside (the payment provider, banks); PROMO issues value the
 * platform gives away (welcome money, points); EXCHANGE is the desk between assets; ESCROW holds paid orders until
 * they settle; REVENUE is the platform's share; PAYOUT is money approved to leave to a bank card.
 */
export const PLATFORM_ACCOUNTS = ['EXTERNAL', 'PROMO', 'EXCHANGE', 'ESCROW', 'REVENUE', 'PAYOUT'] as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];
/** These stand for value outside or issued by the platform, so they may go below zero; nothing else may. */
const MAY_GO_NEGATIVE: readonly PlatformAccount[] = ['EXTERNAL', 'PROMO', 'EXCHANGE'];

export type OwnerKind = 'user' | 'shop' | 'platform';

export interface AccountRef {
  ownerKind: OwnerKind;
  ownerId: string;
  asset: Asset;
}

export const userAccount = (userId: string, asset: Asset = 'CNY'): AccountRef => ({ ownerKind: 'user', ownerId: userId, asset });
export const shopAccount = (shopId: string, asset: Asset = 'CNY'): AccountRef => ({ ownerKind: 'shop', ownerId: shopId, asset });
export const platformAccount = (name: PlatformAccount, asset: Asset = 'CNY'): AccountRef => ({ ownerKind: 'platform', ownerId: name, asset });

export const accountLabel = (ref: AccountRef) => `${ref.ownerKind}:${ref.ownerId}:${ref.asset}`;

/** The account's id, creating it on first use (two first uses at once meet on the unique index). */
export async function accountIdOf(db: Db, ref: AccountRef, now: number): Promise<number> {
  const allowNegative = ref.ownerKind === 'platform' && MAY_GO_NEGATIVE.includes(ref.ownerId as PlatformAccount);
  const [created] = await db.insert(ledgerAccounts)
    .values({ ...ref, allowNegative, updatedAt: now })
    .onConflictDoNothing().returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(ownerIs(ref));
  return found!.id;
}

export function ownerIs(ref: AccountRef) {
  return and(eq(ledgerAccounts.ownerKind, ref.ownerKind), eq(ledgerAccounts.ownerId, ref.ownerId), eq(ledgerAccounts.asset, ref.asset));
}

export interface Balance {
  asset: Asset;
  posted: number;
  held: number;
  available: number;
}

/** An owner's balances of the given assets; an account not yet used reads as zero. */
export async function balancesOf(db: Db, ownerKind: OwnerKind, ownerId: string, assets: readonly Asset[]): Promise<Balance[]> {
  const rows = await db.select({ asset: ledgerAccounts.asset, posted: ledgerAccounts.posted, held: ledgerAccounts.held })
    .from(ledgerAccounts).where(and(eq(ledgerAccounts.ownerKind, ownerKind), eq(ledgerAccounts.ownerId, ownerId)));
  return assets.map((asset) => {
    const row = rows.find((r) => r.asset === asset);
    const posted = Number(row?.posted ?? 0);
    const held = Number(row?.held ?? 0);
    return { asset, posted, held, available: posted - held };
  });
}

export async function balanceOf(db: Db, ref: AccountRef): Promise<Balance> {
  const [balance] = await balancesOf(db, ref.ownerKind, ref.ownerId, [ref.asset]);
  return balance!;
}

/** Available value a debit may take: the guard of every debit and hold, evaluated in the UPDATE itself. */
export const availableAfter = (delta: number) => sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.posted} - ${ledgerAccounts.held} + ${delta} >= 0)`;
