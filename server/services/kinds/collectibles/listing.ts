import { and, eq, ne } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { CIRCULATION_FEE_TICKETS, PAYEE_REQUIRED } from '../../../../src/domain/collectibles';
import type { Db } from '../../../db/open';
import { collectibles, payeeImages } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { userAccount } from '../../../ledger/accounts';
import { placeHold, voidHold } from '../../../ledger/post';

export const COLLECTIBLE_MESSAGES = {
  notOwned: '藏品不存在或不属于您',
  busy: '该藏品正在转售或交易中，请先取消转售',
  notListed: '该藏品未在转售中',
  locked: '该藏品正在交易中，暂时不能取消转售',
  gone: '该藏品已被他人锁定或已下架',
  ownGoods: '不能购买自己的藏品',
  priceChanged: '转售价格已变化，请刷新后重试',
  ticketsShort: `流通券不足：转售或转赠需要${CIRCULATION_FEE_TICKETS}张流通券`,
} as const;
const M = COLLECTIBLE_MESSAGES;

export type CollectibleRow = typeof collectibles.$inferSelect;

export async function ownCollectible(db: Db, userId: string, collectibleId: string): Promise<CollectibleRow> {
  const [row] = await db.select().from(collectibles).where(and(eq(collectibles.id, collectibleId), eq(collectibles.ownerId, userId)));
  if (!row) throw notFound('藏品');
  return row;
}

/** Turns the ledger's "not enough" into what the collectible screens say. */
export async function withTickets<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof AppError && error.code === CODES.balanceNotEnough) throw new AppError(CODES.balanceNotEnough, M.ticketsShort);
    throw error;
  }
}

/** sell NFT: OWNED → LISTED (a guarded move), holding the circulation fee until the sale ends one way or the other. */
export async function listCollectible(db: Db, userId: string, collectibleId: string, price: number, now: number): Promise<CollectibleRow> {
  const [payee] = await db.select({ userId: payeeImages.userId }).from(payeeImages).where(and(eq(payeeImages.userId, userId), ne(payeeImages.imageUrl, ''))).limit(1);
  if (!payee) throw new AppError(CODES.payeeRequired, PAYEE_REQUIRED);
  const [listed] = await db.update(collectibles).set({ status: 'LISTED', price, listedAt: now, updatedAt: now })
    .where(and(eq(collectibles.id, collectibleId), eq(collectibles.ownerId, userId), eq(collectibles.status, 'OWNED'))).returning();
  if (!listed) {
    await ownCollectible(db, userId, collectibleId);
    throw new AppError(CODES.conflict, M.busy);
  }
  const holdId = await withTickets(placeHold(db, {
    account: userAccount(userId, 'CIRC'), amount: CIRCULATION_FEE_TICKETS, kind: 'NFT_CIRCULATE', refId: `${collectibleId}:${now}`,
    memo: `藏品${listed.chainNo}转售流通费`,
  }, now));
  const [row] = await db.update(collectibles).set({ holdId }).where(eq(collectibles.id, collectibleId)).returning();
  return row!;
}

/** Takes a listing back: LISTED → OWNED, the held ticket returned. A collectible a trade holds stays locked. */
export async function unlistCollectible(db: Db, userId: string, collectibleId: string, now: number): Promise<CollectibleRow> {
  const [row] = await db.update(collectibles).set({ status: 'OWNED', price: 0, listedAt: null, updatedAt: now })
    .where(and(eq(collectibles.id, collectibleId), eq(collectibles.ownerId, userId), eq(collectibles.status, 'LISTED'))).returning();
  if (!row) {
    const own = await ownCollectible(db, userId, collectibleId);
    throw new AppError(CODES.conflict, own.status === 'LOCKED' ? M.locked : M.notListed);
  }
  if (row.holdId) await voidHold(db, row.holdId, now);
  return row;
}

/** The buyer's lock: LISTED → LOCKED by one trade, at the price the buyer saw, never by its own owner. */
export async function lockForTrade(db: Db, buyerId: string, collectibleId: string, price: number, tradeId: string, now: number): Promise<CollectibleRow> {
  const [locked] = await db.update(collectibles).set({ status: 'LOCKED', tradeId, updatedAt: now })
    .where(and(eq(collectibles.id, collectibleId), eq(collectibles.status, 'LISTED'), ne(collectibles.ownerId, buyerId), eq(collectibles.price, price)))
    .returning();
  if (locked) return locked;
  const [row] = await db.select().from(collectibles).where(eq(collectibles.id, collectibleId));
  if (!row) throw notFound('藏品');
  if (row.ownerId === buyerId) throw badInput(M.ownGoods);
  if (row.status === 'LISTED') throw new AppError(CODES.priceChanged, M.priceChanged);
  throw new AppError(CODES.conflict, M.gone);
}
