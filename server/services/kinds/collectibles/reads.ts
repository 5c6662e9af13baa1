import { and, count, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Collectible, Trade } from '../../../../src/contract/kinds/collectibles';
import type { CollectibleStatus, TradeStatus, TransferKind } from '../../../../src/domain/collectibles';
import { maskName } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { collectibles, collectibleTrades, collectibleTransfers, goods, payeeImages, users } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { partyTrade, type TradeRow } from './trades';

interface Page { pageNum: number; pageSize: number }
const offsetOf = (p: Page) => (p.pageNum - 1) * p.pageSize;

const cardColumns = {
  collectibleId: collectibles.id, chainNo: collectibles.chainNo, goodsId: collectibles.goodsId, goodsName: goods.name, goodsImg: goods.img,
  status: collectibles.status, price: collectibles.price, tradeId: collectibles.tradeId, mintedAt: collectibles.mintedAt, acquiredAt: collectibles.acquiredAt,
};
type CardRow = { [K in keyof typeof cardColumns]: unknown } & { status: string; tradeId: string | null };
const toCard = (row: CardRow): Collectible => ({ ...(row as unknown as Collectible), status: row.status as CollectibleStatus, tradeId: row.tradeId ?? '' });

export async function userNfts(db: Db, userId: string, page: Page) {
  const where = eq(collectibles.ownerId, userId);
  const rows = await db.select(cardColumns).from(collectibles).innerJoin(goods, eq(goods.id, collectibles.goodsId))
    .where(where).orderBy(desc(collectibles.acquiredAt), desc(collectibles.id)).limit(page.pageSize).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(collectibles).where(where);
  return { list: rows.map(toCard), total: total!.n };
}

const nameOf = async (db: Db, userId: string | null) => {
  if (!userId) return '';
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return maskName(row?.name ?? '');
};

/** Only its owner reads a collectible's certificate and history here. */
export async function collectibleDetailOf(db: Db, userId: string, collectibleId: string) {
  const [row] = await db.select({ ...cardColumns, orderId: collectibles.orderId, certificate: collectibles.certificate })
    .from(collectibles).innerJoin(goods, eq(goods.id, collectibles.goodsId))
    .where(and(eq(collectibles.id, collectibleId), eq(collectibles.ownerId, userId)));
  if (!row) throw notFound('藏品');
  const transfers = await db.select().from(collectibleTransfers).where(eq(collectibleTransfers.collectibleId, collectibleId)).orderBy(collectibleTransfers.createdAt);
  const history = [];
  for (const t of transfers) history.push({ kind: t.kind as TransferKind, fromName: await nameOf(db, t.fromId), toName: await nameOf(db, t.toId), at: t.createdAt });
  return { ...toCard(row), orderId: row.orderId, certificate: row.certificate, history };
}

export async function resaleListOf(db: Db, goodsId: string, page: Page) {
  const where = and(eq(collectibles.goodsId, goodsId), eq(collectibles.status, 'LISTED'));
  const rows = await db.select({ collectibleId: collectibles.id, chainNo: collectibles.chainNo, price: collectibles.price, sellerName: users.name, listedAt: collectibles.listedAt })
    .from(collectibles).innerJoin(users, eq(users.id, collectibles.ownerId))
    .where(where).orderBy(collectibles.price, collectibles.id).limit(page.pageSize).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(collectibles).where(where);
  return { list: rows.map((r) => ({ ...r, sellerName: maskName(r.sellerName), listedAt: r.listedAt ?? 0 })), total: total!.n };
}

async function toTrade(db: Db, userId: string, trade: TradeRow): Promise<Trade> {
  const [c] = await db.select({ chainNo: collectibles.chainNo, goodsName: goods.name, goodsImg: goods.img })
    .from(collectibles).innerJoin(goods, eq(goods.id, collectibles.goodsId)).where(eq(collectibles.id, trade.collectibleId));
  const side = trade.buyerId === userId ? 'BUY' : 'SELL';
  return {
    tradeId: trade.id, collectibleId: trade.collectibleId, chainNo: c!.chainNo, goodsName: c!.goodsName, goodsImg: c!.goodsImg, price: trade.price,
    status: trade.status as TradeStatus, side, otherName: await nameOf(db, side === 'BUY' ? trade.sellerId : trade.buyerId),
    deadline: trade.deadline, createdAt: trade.createdAt,
  };
}

export async function tradeAnswer(db: Db, userId: string, trade: TradeRow) {
  return toTrade(db, userId, trade);
}

export async function tradeListOf(db: Db, userId: string, input: Page & { side: 'BUY' | 'SELL' }) {
  const where = input.side === 'BUY' ? eq(collectibleTrades.buyerId, userId) : eq(collectibleTrades.sellerId, userId);
  const rows = await db.select().from(collectibleTrades).where(where).orderBy(desc(collectibleTrades.createdAt), desc(collectibleTrades.id))
    .limit(input.pageSize).offset(offsetOf(input));
  const [total] = await db.select({ n: count() }).from(collectibleTrades).where(where);
  const list = [];
  for (const row of rows) list.push(await toTrade(db, userId, row));
  return { list, total: total!.n };
}

/** A party's view of one trade; the seller's payee images go to this trade's buyer while it is active, to nobody else. */
export async function tradeDetailOf(db: Db, userId: string, tradeId: string) {
  const trade = await partyTrade(db, userId, tradeId);
  let payee: { wechat: string; alipay: string } | null = null;
  if (trade.buyerId === userId && (trade.status === 'AWAITING_PAY' || trade.status === 'PAID')) {
    const images = await db.select().from(payeeImages).where(eq(payeeImages.userId, trade.sellerId));
    payee = { wechat: images.find((i) => i.kind === 'wechat')?.imageUrl ?? '', alipay: images.find((i) => i.kind === 'alipay')?.imageUrl ?? '' };
  }
  return { ...(await toTrade(db, userId, trade)), payee, fee: trade.fee };
}

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

export async function exchangeLogOf(db: Db, userId: string, page: Page) {
  const where = or(eq(collectibleTransfers.fromId, userId), eq(collectibleTransfers.toId, userId));
  const rows = await db.select({
    exchangeId: collectibleTransfers.id, kind: collectibleTransfers.kind, fromId: collectibleTransfers.fromId, fromName: fromUser.name, toName: toUser.name,
    chainNo: collectibles.chainNo, goodsName: goods.name, goodsImg: goods.img, price: collectibleTransfers.price, at: collectibleTransfers.createdAt,
  }).from(collectibleTransfers)
    .innerJoin(collectibles, eq(collectibles.id, collectibleTransfers.collectibleId)).innerJoin(goods, eq(goods.id, collectibles.goodsId))
    .innerJoin(toUser, eq(toUser.id, collectibleTransfers.toId)).leftJoin(fromUser, eq(fromUser.id, collectibleTransfers.fromId))
    .where(where).orderBy(desc(collectibleTransfers.createdAt), desc(collectibleTransfers.id)).limit(page.pageSize).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(collectibleTransfers).where(where);
  return {
    list: rows.map((r) => {
      const out = r.fromId === userId;
      return {
        exchangeId: r.exchangeId, kind: r.kind as TransferKind, chainNo: r.chainNo, goodsName: r.goodsName, goodsImg: r.goodsImg,
        direction: out ? 'OUT' as const : 'IN' as const, otherName: out ? maskName(r.toName) : maskName(r.fromName ?? ''), price: r.price, at: r.at,
      };
    }),
    total: total!.n,
  };
}
