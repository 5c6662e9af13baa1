import { and, asc, eq, isNull } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import type { BankCard } from '../../../../src/contract/wallet/withdraw';
import { maskName } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { bankCards } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { dataSealer } from '../../../security/sealed';
import { newId } from '../../orders/order/ids';
import { bankNameOf } from './bank-bins';

const MAX_CARDS = 10;

export function presentCard(row: typeof bankCards.$inferSelect): BankCard {
  return { cardId: row.id, bankName: row.bankName, last4: row.last4, holderName: maskName(row.holderName), createdAt: row.createdAt };
}

export async function listCards(db: Db, userId: string) {
  return db.select().from(bankCards).where(and(eq(bankCards.userId, userId), isNull(bankCards.deletedAt))).orderBy(asc(bankCards.createdAt));
}

/** The user's live card, or 不存在 (another user's card is not found either). */
export async function cardOf(db: Db, userId: string, cardId: string) {
  const [row] = await db.select().from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), isNull(bankCards.deletedAt)));
  if (!row) throw notFound('银行卡');
  return row;
}

/** A card is sealed at rest and belongs to one user: the same number on another account is refused. */
export async function addCard(db: Db, userId: string, input: { cardNo: string; holderName: string; phone: string }, now: number) {
  const sealer = dataSealer();
  const numberHash = sealer.lookupHash(`card:${input.cardNo}`);
  const [taken] = await db.select({ userId: bankCards.userId }).from(bankCards).where(and(eq(bankCards.numberHash, numberHash), isNull(bankCards.deletedAt)));
  if (taken) throw new AppError(CODES.conflict, taken.userId === userId ? '该银行卡已添加' : '该银行卡已绑定其他账号');
  if ((await listCards(db, userId)).length >= MAX_CARDS) throw new AppError(CODES.validation, `最多绑定${MAX_CARDS}张银行卡`);
  const [row] = await db.insert(bankCards).values({
    id: newId('B', now), userId, numberSealed: sealer.seal(input.cardNo), numberHash, last4: input.cardNo.slice(-4),
    bankName: bankNameOf(input.cardNo), holderName: input.holderName, phoneSealed: sealer.seal(input.phone), createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning();
  if (!row) throw new AppError(CODES.conflict, '该银行卡已绑定其他账号');
  return presentCard(row);
}

export async function deleteCard(db: Db, userId: string, cardId: string, now: number): Promise<void> {
  await cardOf(db, userId, cardId);
  await db.update(bankCards).set({ deletedAt: now, updatedAt: now }).where(eq(bankCards.id, cardId));
}
