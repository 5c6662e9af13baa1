import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CODES } from '../../../src/contract/codes';
import { PHONE_CHANGE_TICKET_MS } from '../../../src/domain/account';
import type { Db } from '../../db/open';
import { accountTickets, users } from '../../db/schema';
import { AppError, badInput } from '../../http/app-error';
import { isUniqueViolation } from '../../http/idempotency';
import { findUserByPhone } from './users/users-repository';

const PURPOSE = 'changePhone';
const hashTicket = (ticket: string) => createHash('sha256').update(`ticket:${ticket}`).digest('hex');
export const PHONE_TAKEN = '该手机号已被其他账号使用';

/** After the old phone's code: a one-use proof, good for PHONE_CHANGE_TICKET_MS, stored only as a hash. */
export async function issuePhoneTicket(db: Db, userId: string, now: number): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(accountTickets).values({ ticketHash: hashTicket(ticket), userId, purpose: PURPOSE, expiresAt: now + PHONE_CHANGE_TICKET_MS, createdAt: now });
  return ticket;
}

/** The ticket must be the caller's, unused and unexpired; another user's ticket is as good as none. */
export async function checkPhoneTicket(db: Db, userId: string, ticket: string, now: number): Promise<void> {
  const [row] = await db.select({ userId: accountTickets.userId }).from(accountTickets).where(and(
    eq(accountTickets.ticketHash, hashTicket(ticket)), eq(accountTickets.userId, userId), eq(accountTickets.purpose, PURPOSE),
    isNull(accountTickets.usedAt), gt(accountTickets.expiresAt, now),
  ));
  if (!row) throw new AppError(CODES.smsCodeWrong, '原手机号验证已失效，请重新验证');
}

export async function assertPhoneFree(db: Db, userId: string, phone: string): Promise<void> {
  const owner = await findUserByPhone(db, phone);
  if (owner?.id === userId) throw badInput('新手机号不能与原手机号相同');
  if (owner) throw badInput(PHONE_TAKEN);
}

/**
 * Uses the ticket (once) and moves the account to the new number, in one transaction: a number another account took
 * since it was checked (the unique index refuses it) leaves the ticket unused, so the user picks another number
 * without proving the old one again.
 */
export async function movePhone(db: Db, userId: string, ticket: string, phone: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx.update(accountTickets).set({ usedAt: now })
      .where(and(
        eq(accountTickets.ticketHash, hashTicket(ticket)), eq(accountTickets.userId, userId), eq(accountTickets.purpose, PURPOSE),
        isNull(accountTickets.usedAt), gt(accountTickets.expiresAt, now),
      ))
      .returning({ userId: accountTickets.userId });
    if (!used) throw new AppError(CODES.smsCodeWrong, '原手机号验证已失效，请重新验证');
    await tx.update(users).set({ phone }).where(eq(users.id, userId));
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? badInput(PHONE_TAKEN) : error;
  });
}
