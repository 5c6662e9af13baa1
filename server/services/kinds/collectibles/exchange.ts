import { and, eq } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { CIRCULATION_FEE_TICKETS } from '../../../../src/domain/collectibles';
import { maskMobile, maskName } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { collectibles, collectibleTransfers, users } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { newId } from '../../orders/order/ids';
import { checkPayPassword } from '../../orders/pay/pay-password';
import { COLLECTIBLE_MESSAGES, ownCollectible, withTickets } from './listing';

/** The user a gift to this phone would reach; never the giver. */
async function recipientOf(db: Db, userId: string, phone: string) {
  const [target] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, phone));
  if (!target) throw notFound('该手机号用户');
  if (target.id === userId) throw badInput('不能转赠给自己');
  return target;
}

/** What the gift's confirmation shows of its recipient (issue 34.8): the masked name and phone. */
export async function exchangeRecipientOf(db: Db, userId: string, phone: string) {
  const target = await recipientOf(db, userId, phone);
  return { name: maskName(target.name), phone: maskMobile(phone) };
}

/**
 * usersnfaexchange: an owned collectible (not listed, not locked) handed to the user with that phone, once (a
 * guarded owner change), for one circulation ticket posted in the same transaction.
 */
export async function exchangeCollectible(
  db: Db, userId: string, input: { collectibleId: string; phone: string; payPassword: string }, now: number,
) {
  await checkPayPassword(db, userId, input.payPassword, now);
  const target = await recipientOf(db, userId, input.phone);
  const [moved] = await db.update(collectibles).set({ ownerId: target.id, acquiredAt: now, updatedAt: now })
    .where(and(eq(collectibles.id, input.collectibleId), eq(collectibles.ownerId, userId), eq(collectibles.status, 'OWNED'))).returning();
  if (!moved) {
    await ownCollectible(db, userId, input.collectibleId);
    throw new AppError(CODES.conflict, COLLECTIBLE_MESSAGES.busy);
  }
  const exchangeId = newId('NT', now);
  await withTickets(post(db, {
    kind: 'NFT_CIRCULATE', refId: exchangeId, memo: `藏品${moved.chainNo}转赠流通费`,
    legs: [{ account: userAccount(userId, 'CIRC'), amount: -CIRCULATION_FEE_TICKETS }, { account: platformAccount('REVENUE', 'CIRC'), amount: CIRCULATION_FEE_TICKETS }],
  }, now));
  await db.insert(collectibleTransfers).values({ id: exchangeId, collectibleId: moved.id, kind: 'EXCHANGE', fromId: userId, toId: target.id, createdAt: now });
  return { exchangeId, collectibleId: moved.id, toName: maskName(target.name) };
}
