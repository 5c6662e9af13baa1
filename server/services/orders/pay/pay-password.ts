import { eq } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { PAY_LOCK_MS, PAY_PASSWORD_MAX_TRIES } from '../../../../src/domain/checkout';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import type { Db } from '../../../db/open';
import { payAccounts, users } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { consumePhoneCode } from '../../account/phone-codes/phone-codes';

/** The user's pay account, locked for the rest of the transaction: one payment per user at a time. */
export async function lockPayAccount(db: Db, userId: string) {
  const [row] = await db.select().from(payAccounts).where(eq(payAccounts.userId, userId)).for('update');
  return row;
}

export async function payPasswordState(db: Db, userId: string) {
  const [row] = await db.select().from(payAccounts).where(eq(payAccounts.userId, userId));
  return { hasPayPassword: Boolean(row), lockedUntil: row?.lockedUntil ?? 0 };
}

/**
 * Checks the pay password on a locked account (RELIABILITY 17): a wrong one
 * is counted and committed even though the call is refused, and the
 * PAY_PASSWORD_MAX_TRIES-th wrong try locks pay for PAY_LOCK_MS.
 */
export async function checkPayPassword(db: Db, userId: string, password: string, now: number): Promise<void> {
  const account = await lockPayAccount(db, userId);
  if (!account) throw new AppError(CODES.payPasswordNotSet, M.payPasswordNotSet);
  if (account.lockedUntil > now) throw new AppError(CODES.payLocked, M.payLocked(Math.ceil((account.lockedUntil - now) / 60_000)));
  if (await verifyPassword(password, account.payPasswordHash)) {
    if (account.wrongTries > 0) await db.update(payAccounts).set({ wrongTries: 0, updatedAt: now }).where(eq(payAccounts.userId, userId));
    return;
  }
  const tries = account.wrongTries + 1;
  if (tries >= PAY_PASSWORD_MAX_TRIES) {
    await db.update(payAccounts).set({ wrongTries: 0, lockedUntil: now + PAY_LOCK_MS, updatedAt: now }).where(eq(payAccounts.userId, userId));
    throw new AppError(CODES.payLocked, M.payLocked(PAY_LOCK_MS / 60_000), true);
  }
  await db.update(payAccounts).set({ wrongTries: tries, updatedAt: now }).where(eq(payAccounts.userId, userId));
  throw new AppError(CODES.payPasswordWrong, M.payPasswordWrong(PAY_PASSWORD_MAX_TRIES - tries), true);
}

/** Set (SMS code, sendType 4) or change (SMS code or the old pay password); stored only as the slow hash. */
export async function setPayPassword(
  db: Db, userId: string, input: { payPassword: string; code?: string; oldPayPassword?: string }, now: number,
): Promise<void> {
  if (input.code !== undefined) {
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('用户');
    await consumePhoneCode(db, user.phone, '4', input.code, now);
  } else {
    const account = await lockPayAccount(db, userId);
    if (!account) throw new AppError(CODES.payPasswordNotSet, M.payPasswordNotSet);
    await checkPayPassword(db, userId, input.oldPayPassword!, now);
  }
  const payPasswordHash = await hashPassword(input.payPassword);
  await db.insert(payAccounts).values({ userId, payPasswordHash, wrongTries: 0, lockedUntil: 0, updatedAt: now })
    .onConflictDoUpdate({ target: payAccounts.userId, set: { payPasswordHash, wrongTries: 0, lockedUntil: 0, updatedAt: now } });
}
