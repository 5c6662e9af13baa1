import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { smsResendRefusal } from '../../../../src/domain/account';
import { SMS_CODE_LENGTH } from '../../../../src/domain/constants';
import type { ServerConfig } from '../../../config';
import type { Db } from '../../../db/open';
import { smsCodes } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

const DAILY_LIMIT_PER_PHONE = 10;
const MAX_WRONG_TRIES = 5;
const DAY_MS = 86_400_000;

function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

/**
 * Rate limited per phone: one per `smsResendSeconds`, DAILY_LIMIT_PER_PHONE a day. Runs in the call's
 * transaction under a lock per phone, so concurrent sends cannot all pass the check (PostgreSQL).
 */
export async function issuePhoneCode(
  db: Db, phone: string, sendType: string, now: number, config: Pick<ServerConfig, 'smsCodeTtlMs' | 'smsResendSeconds'>,
): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
  const recent = await db.select({ createdAt: smsCodes.createdAt }).from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, now - DAY_MS)))
    .orderBy(desc(smsCodes.createdAt));
  const waitMs = recent[0] ? config.smsResendSeconds * 1000 - (now - recent[0].createdAt) : 0;
  if (waitMs > 0) throw new AppError(CODES.rateLimited, smsResendRefusal(Math.ceil(waitMs / 1000)));
  if (recent.length >= DAILY_LIMIT_PER_PHONE) throw new AppError(CODES.rateLimited, '今日验证码发送次数已达上限');
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  await db.insert(smsCodes).values({ phone, sendType, codeHash: hashCode(phone, code), expiresAt: now + config.smsCodeTtlMs, createdAt: now });
  return code;
}

/**
 * A code works once, before it expires, within MAX_WRONG_TRIES tries. Each try is claimed by one
 * guarded UPDATE before the code is compared, so concurrent tries can never check more than that.
 */
export async function consumePhoneCode(db: Db, phone: string, sendType: string, code: string, now: number): Promise<void> {
  const [latest] = await db.select({ id: smsCodes.id }).from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.sendType, sendType), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt)).limit(1);
  const [claimed] = latest
    ? await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.attempts, MAX_WRONG_TRIES)))
      .returning({ codeHash: smsCodes.codeHash })
    : [];
  if (!claimed) throw new AppError(CODES.smsCodeWrong, '验证码已失效，请重新获取');
  if (claimed.codeHash !== hashCode(phone, code)) throw new AppError(CODES.smsCodeWrong, '验证码错误', true);
  const [used] = await db.update(smsCodes).set({ usedAt: now })
    .where(and(eq(smsCodes.id, latest!.id), isNull(smsCodes.usedAt))).returning({ id: smsCodes.id });
  if (!used) throw new AppError(CODES.smsCodeWrong, '验证码已失效，请重新获取');
}
