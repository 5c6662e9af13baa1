import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { AUCTION_MESSAGES as M, type AuctionOffer } from '../../../../src/contract/kinds/auction';
import { CODES } from '../../../../src/contract/codes';
import { bidderTag } from '../../../../src/domain/auction-rules';
import { formatFen } from '../../../../src/domain/format';
import { isOrderStatus } from '../../../../src/domain/order-status';
import type { Db } from '../../../db/open';
import { addresses, auctionLots, auctionOffers, goods, orders, shops } from '../../../db/schema';
import { AppError, badInput, forbidden, notFound } from '../../../http/app-error';
import { sendNotice } from '../../../live/notices';
import { createPricedOrder } from '../../orders/order/create-order';
import { newId } from '../../orders/order/ids';
import { lotTakesGoods } from './lots';

type OfferRow = typeof auctionOffers.$inferSelect;
interface Page { pageNum: number; pageSize: number }

const selectOffers = (db: Db) => db.select({ offer: auctionOffers, goodsName: goods.name, goodsImg: goods.img, shopName: shops.name, orderStatus: orders.status })
  .from(auctionOffers).innerJoin(goods, eq(goods.id, auctionOffers.goodsId)).innerJoin(shops, eq(shops.id, auctionOffers.shopId))
  .leftJoin(orders, eq(orders.id, auctionOffers.orderId));

function present(row: { offer: OfferRow; goodsName: string; goodsImg: string; shopName: string; orderStatus: string | null }): AuctionOffer {
  const { offer } = row;
  return {
    offerId: offer.id, goodsId: offer.goodsId, goodsName: row.goodsName, goodsImg: row.goodsImg, shopId: offer.shopId, shopName: row.shopName,
    buyer: bidderTag(offer.userId), price: offer.price, note: offer.note, status: offer.status as AuctionOffer['status'], orderId: offer.orderId,
    orderStatus: isOrderStatus(row.orderStatus) ? row.orderStatus : null,
    createdAt: offer.createdAt, decidedAt: offer.decidedAt,
  };
}

async function offerById(db: Db, where: SQL): Promise<AuctionOffer> {
  const [row] = await selectOffers(db).where(where);
  if (!row) throw notFound('私洽');
  return present(row);
}

async function pageOf(db: Db, where: SQL, input: Page) {
  const rows = await selectOffers(db).where(where).orderBy(desc(auctionOffers.createdAt), desc(auctionOffers.id))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(auctionOffers).where(where);
  return { list: rows.map(present), total: total?.n ?? 0 };
}

const inOpenLot = async (db: Db, goodsId: string, now: number) => (await db.select({ id: auctionLots.id }).from(auctionLots)
  .where(and(eq(auctionLots.goodsId, goodsId), lotTakesGoods(now))).limit(1)).length > 0;

async function defaultAddress(db: Db, userId: string): Promise<string | null> {
  const [address] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt)).limit(1);
  return address?.id ?? null;
}

/** privateMake offer: an auction goods on shelf with stock, of another shop, not in a running lot; one pending offer per goods. */
export async function makeOffer(db: Db, userId: string, input: { goodsId: string; price: number; note: string }, now: number): Promise<AuctionOffer> {
  const [item] = await db.select({ kind: goods.kind, shopId: goods.shopId, onShelf: goods.onShelf, stock: goods.stock, banned: shops.banned, owner: shops.ownerUserId })
    .from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(eq(goods.id, input.goodsId));
  if (!item || item.banned) throw notFound('商品');
  if (item.kind !== 'auction') throw badInput(M.offerNotAuctionGoods);
  if (item.owner === userId) throw forbidden(M.offerOwnShop);
  if (!item.onShelf || item.stock < 1) throw new AppError(CODES.outOfStock, M.noStock);
  if (await inOpenLot(db, input.goodsId, now)) throw new AppError(CODES.orderStatusNotAllowed, M.offerInLot);
  if (!(await defaultAddress(db, userId))) throw badInput(M.addressRequired);
  const id = newId('AO', now);
  const [created] = await db.insert(auctionOffers).values({
    id, goodsId: input.goodsId, shopId: item.shopId, userId, price: input.price, note: input.note, status: 'PENDING', createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning({ id: auctionOffers.id });
  if (!created) throw new AppError(CODES.conflict, M.offerPending);
  return offerById(db, eq(auctionOffers.id, id));
}

export function myOffers(db: Db, userId: string, input: Page & { status: AuctionOffer['status'] | '' }) {
  const mine = eq(auctionOffers.userId, userId);
  return pageOf(db, input.status ? and(mine, eq(auctionOffers.status, input.status))! : mine, input);
}

export function shopOffers(db: Db, shopId: string, input: Page & { pending: '0' | '1' }) {
  const where = input.pending === '1' ? and(eq(auctionOffers.shopId, shopId), eq(auctionOffers.status, 'PENDING'))! : eq(auctionOffers.shopId, shopId);
  return pageOf(db, where, input);
}

/** A guarded move out of PENDING: an offer is decided or withdrawn once, whichever comes first. */
async function settle(db: Db, where: SQL, set: Partial<OfferRow>, now: number): Promise<OfferRow> {
  const [moved] = await db.update(auctionOffers).set({ ...set, decidedAt: now, updatedAt: now })
    .where(and(where, eq(auctionOffers.status, 'PENDING'))).returning();
  if (moved) return moved;
  const [exists] = await db.select({ id: auctionOffers.id }).from(auctionOffers).where(where);
  if (!exists) throw notFound('私洽');
  throw new AppError(CODES.orderStatusNotAllowed, M.offerNotPending);
}

export async function withdrawOffer(db: Db, userId: string, offerId: string, now: number): Promise<AuctionOffer> {
  await settle(db, and(eq(auctionOffers.id, offerId), eq(auctionOffers.userId, userId))!, { status: 'WITHDRAWN' }, now);
  return offerById(db, eq(auctionOffers.id, offerId));
}

/**
 * The shop's answer. Accepting makes the buyer an order at the offered price (stock taken with the guarded decrement,
 * the usual pay deadline) to their default address, in the same transaction; refused while the goods is in a running lot.
 */
export async function decideOffer(db: Db, shopId: string, input: { offerId: string; accept: boolean }, now: number): Promise<AuctionOffer> {
  const mine = and(eq(auctionOffers.id, input.offerId), eq(auctionOffers.shopId, shopId))!;
  const offer = await settle(db, mine, { status: input.accept ? 'ACCEPTED' : 'REFUSED' }, now);
  const [named] = await db.select({ name: goods.name }).from(goods).where(eq(goods.id, offer.goodsId));
  const name = named?.name ?? '拍品';
  if (!input.accept) {
    await sendNotice(db, offer.userId, { topic: 'order', ref: `offer:${offer.id}`, title: '私洽未被接受', text: `商家未接受您对「${name}」¥${formatFen(offer.price)}的私洽出价。` }, now);
    return offerById(db, eq(auctionOffers.id, offer.id));
  }
  if (await inOpenLot(db, offer.goodsId, now)) throw new AppError(CODES.orderStatusNotAllowed, M.offerInLot);
  const addressId = await defaultAddress(db, offer.userId);
  if (!addressId) throw badInput(M.addressRequired);
  const order = await createPricedOrder(db, offer.userId, {
    goodsId: offer.goodsId, num: 1, unitPrice: offer.price, addressId, remark: `私洽成交（${offer.id}）`,
  }, now);
  await db.update(auctionOffers).set({ orderId: order.orderId }).where(eq(auctionOffers.id, offer.id));
  await sendNotice(db, offer.userId, {
    topic: 'order', ref: `offer:${offer.id}`, title: '私洽成交',
    text: `商家已接受您对「${name}」¥${formatFen(offer.price)}的私洽出价，请尽快付款。`, target: { screen: 'order', id: order.orderId },
  }, now);
  return offerById(db, eq(auctionOffers.id, offer.id));
}
