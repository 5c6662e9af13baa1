import { eq } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { maskName } from '../../../../src/domain/format';
import { maskIdCard } from '../../../../src/domain/wallet-rules';
import type { Db } from '../../../db/open';
import { realNames } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { dataSealer } from '../../../security/sealed';
import { payPasswordState } from '../../orders/pay/pay-password';

export async function realNameOf(db: Db, userId: string) {
  const [row] = await db.select().from(realNames).where(eq(realNames.userId, userId));
  return row;
}

export async function realNameState(db: Db, userId: string) {
  const row = await realNameOf(db, userId);
  return {
    realName: Boolean(row), nameMasked: row?.nameMasked ?? '', idCardMasked: row?.idCardMasked ?? '',
    hasPayPassword: (await payPasswordState(db, userId)).hasPayPassword,
  };
}

/**
 * Real-name authentication by name and 18-digit ID (checksum checked by the contract). No identity provider is
 * reachable here, so the check is the ID's own rules; name and number are sealed at rest and shown masked. One ID
 * verifies one account, and a verified account keeps its name.
 */
export async function submitRealName(db: Db, userId: string, input: { name: string; idCard: string }, now: number) {
  if (await realNameOf(db, userId)) throw new AppError(CODES.conflict, '已完成实名认证，无需重复提交');
  const sealer = dataSealer();
  const idCard = input.idCard;
  const birthDate = `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`;
  const [row] = await db.insert(realNames).values({
    userId, nameSealed: sealer.seal(input.name), idCardSealed: sealer.seal(idCard), idCardHash: sealer.lookupHash(`id:${idCard}`),
    nameMasked: maskName(input.name), idCardMasked: maskIdCard(idCard), birthDate, verifiedAt: now,
  }).onConflictDoNothing().returning();
  if (!row) throw new AppError(CODES.conflict, '该身份证号已认证其他账号');
  return realNameState(db, userId);
}

export async function requireRealName(db: Db, userId: string): Promise<void> {
  if (!(await realNameOf(db, userId))) throw new AppError(CODES.realNameRequired, '提现前请先完成实名认证');
}
