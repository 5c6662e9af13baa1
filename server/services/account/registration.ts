import { and, count, eq, isNull } from 'drizzle-orm';
import { CODES } from '../../../src/contract/codes';
import type { Db } from '../../db/open';
import { users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { ACCOUNT_DELETED } from '../../auth/guard';
import { AppError, badInput, notFound } from '../../http/app-error';
import { isUniqueViolation } from '../../http/idempotency';
import { findUserByPhone, registerByPhone } from './users/users-repository';

export const PHONE_REGISTERED = '该手机号已注册，请直接登录';

/** The invitation code is the inviter's user number; a closed account's code no longer invites. */
export async function inviterOf(db: Db, inviteCode: string | undefined): Promise<string | undefined> {
  if (!inviteCode) return undefined;
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.usersNo, inviteCode.toUpperCase()), isNull(users.deletedAt)));
  if (!row) throw badInput('邀请码不存在');
  return row.id;
}

export async function createAccount(db: Db, phone: string, password: string, inviterId: string | undefined, now: number) {
  try {
    const user = await registerByPhone(db, phone, inviterId, now);
    const passwordHash = await hashPassword(password);
    const [row] = await db.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(PHONE_REGISTERED);
    throw error;
  }
}

/** Forgot password: the phone's owner sets a new one; the caller has proved the phone with its code. */
export async function resetPassword(db: Db, phone: string, password: string): Promise<string> {
  const user = await findUserByPhone(db, phone);
  if (!user) throw notFound('该手机号的账号');
  if (user.deletedAt !== null) throw new AppError(CODES.accountBanned, ACCOUNT_DELETED);
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  return user.id;
}

export async function countInvitees(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.usersPid, userId), isNull(users.deletedAt)));
  return row?.n ?? 0;
}
