import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import type { Withdrawal } from '../../../../src/contract/wallet/withdraw';
import { WITHDRAW_EXPIRY_MS, type WithdrawStatus } from '../../../../src/domain/wallet-rules';
import type { Db } from '../../../db/open';
import { withdrawals } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { enqueueJob } from '../../../jobs/queue';
import { platformAccount, type AccountRef } from '../../../ledger/accounts';
import { placeHold, postHold, voidHold } from '../../../ledger/post';
import { newId } from '../../orders/order/ids';
import { checkPayPassword } from '../../orders/pay/pay-password';
import { cardOf } from './bank-cards';
import { requireRealName } from './real-name';

type Row = typeof withdrawals.$inferSelect;
export const EXPIRE_WITHDRAWAL_JOB = 'withdraw.expire';

export function presentWithdrawal(row: Row): Withdrawal {
  return {
    withdrawId: row.id, owner: row.ownerKind as Withdrawal['owner'], amount: row.amount, fee: row.fee, bankName: row.bankName, last4: row.last4,
    status: row.status as WithdrawStatus, reason: row.reason, complaint: row.complaint, createdAt: row.createdAt, decidedAt: row.decidedAt, expiresAt: row.expiresAt,
  };
}

/**
 * A withdrawal request: real-name authentication, the user's own card and the pay password, then the amount is held
 * at once (refused if it is not available, by the hold's guarded update) and an expiry job is queued with it.
 */
export async function applyWithdrawal(
  db: Db, who: { userId: string; account: AccountRef }, input: { amount: number; cardId: string; payPassword: string }, now: number,
): Promise<Withdrawal> {
  await requireRealName(db, who.userId);
  const card = await cardOf(db, who.userId, input.cardId);
  await checkPayPassword(db, who.userId, input.payPassword, now);
  const id = newId('W', now);
  const holdId = await placeHold(db, { account: who.account, amount: input.amount, kind: 'WITHDRAW', refId: id, memo: `提现到${card.bankName}(${card.last4})` }, now);
  const [row] = await db.insert(withdrawals).values({
    id, ownerKind: who.account.ownerKind, ownerId: who.account.ownerId, userId: who.userId, amount: input.amount, fee: 0,
    cardId: card.id, bankName: card.bankName, last4: card.last4, holdId, status: 'PENDING',
    createdAt: now, expiresAt: now + WITHDRAW_EXPIRY_MS, updatedAt: now,
  }).returning();
  await enqueueJob(db, { kind: EXPIRE_WITHDRAWAL_JOB, key: id, runAt: now + WITHDRAW_EXPIRY_MS, payload: { withdrawId: id } }, now);
  return presentWithdrawal(row!);
}

/** Moves a PENDING request to its decision once (a guarded update); a decided one is refused. */
async function decide(db: Db, withdrawId: string, to: WithdrawStatus, extra: Partial<Row>, now: number): Promise<Row> {
  const [row] = await db.update(withdrawals).set({ ...extra, status: to, decidedAt: now, updatedAt: now })
    .where(and(eq(withdrawals.id, withdrawId), eq(withdrawals.status, 'PENDING'))).returning();
  if (row) return row;
  const [exists] = await db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, withdrawId));
  if (!exists) throw notFound('提现申请');
  throw new AppError(CODES.conflict, '该提现申请已处理');
}

export async function approveWithdrawal(db: Db, withdrawId: string, adminId: string, now: number): Promise<Row> {
  const row = await decide(db, withdrawId, 'APPROVED', { decidedBy: adminId }, now);
  await postHold(db, row.holdId, platformAccount('PAYOUT'), { kind: 'WITHDRAW', refId: row.id, memo: `提现到${row.bankName}(${row.last4})` }, now);
  return row;
}

export async function refuseWithdrawal(db: Db, withdrawId: string, adminId: string, reason: string, now: number): Promise<Row> {
  const row = await decide(db, withdrawId, 'REFUSED', { decidedBy: adminId, reason }, now);
  await voidHold(db, row.holdId, now);
  return row;
}

/** The expiry job: a request still PENDING when it expires gives its money back; a decided one is left as it is. */
export async function expireWithdrawal(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  const withdrawId = String(payload.withdrawId);
  const [row] = await db.update(withdrawals)
    .set({ status: 'EXPIRED', reason: '超过审核期限未处理，金额已退回', decidedAt: now, updatedAt: now })
    .where(and(eq(withdrawals.id, withdrawId), eq(withdrawals.status, 'PENDING'))).returning();
  if (row) await voidHold(db, row.holdId, now);
}

export async function withdrawalPage(db: Db, owner: { ownerKind: string; ownerId: string }, page: { pageNum: number; pageSize: number; status: string }) {
  const where = and(eq(withdrawals.ownerKind, owner.ownerKind), eq(withdrawals.ownerId, owner.ownerId), page.status ? eq(withdrawals.status, page.status) : undefined);
  const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { list: rows.map(presentWithdrawal), total: total?.n ?? 0 };
}

/** The user's own request (another user's is not found). */
export async function ownWithdrawal(db: Db, userId: string, withdrawId: string): Promise<Row> {
  const [row] = await db.select().from(withdrawals).where(and(eq(withdrawals.id, withdrawId), eq(withdrawals.userId, userId)));
  if (!row) throw notFound('提现申请');
  return row;
}

/** wallet_complain: the user's statement on a refused request, kept with it for the administrator. */
export async function complain(db: Db, userId: string, withdrawId: string, text: string, now: number): Promise<Withdrawal> {
  await ownWithdrawal(db, userId, withdrawId);
  const [row] = await db.update(withdrawals).set({ complaint: text, updatedAt: now })
    .where(and(eq(withdrawals.id, withdrawId), eq(withdrawals.userId, userId), sql`${withdrawals.status} in ('REFUSED', 'EXPIRED')`)).returning();
  if (!row) throw new AppError(CODES.conflict, '只有被驳回或过期的提现可以申诉');
  return presentWithdrawal(row);
}
