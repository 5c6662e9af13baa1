import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { AUCTION_MESSAGES as M, type AuctionSession, type LotCard, type LotDetail, type LotLiveBody, lotRoomOf } from '../../../../src/contract/kinds/auction';
import { CODES } from '../../../../src/contract/codes';
import {
  applyBid, AUCTION_PAY_WINDOW_MS, defaultDeposit, EXTEND_CAP_MS, minNextBid, type LotStatus,
} from '../../../../src/domain/auction-rules';
import { formatFen } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { shownBidders } from './bidders';
import { addresses, auctionBids, auctionDeposits, auctionLots, auctionSessions, goods, shops } from '../../../db/schema';
import { AppError, badInput, forbidden, notFound } from '../../../http/app-error';
import { enqueueJob } from '../../../jobs/queue';
import { publishToRoom } from '../../../live/rooms';
import { userAccount } from '../../../ledger/accounts';
import { placeHold } from '../../../ledger/post';
import { newId } from '../../orders/order/ids';
import { checkPayPassword } from '../../orders/pay/pay-password';
import { assertOldEnough } from '../blindbox/buyer-age';
import { boxesOnSale } from './blindbox-lots';

export const AUCTION_CLOSE_JOB = 'auction.close';
export const AUCTION_PAY_DEADLINE_JOB = 'auction.payDeadline';
const HISTORY_SHOWN = 30;

type LotRow = typeof auctionLots.$inferSelect;
interface GoodsBits { name: string; img: string }

export function toCard(lot: LotRow, g: GoodsBits): LotCard {
  return {
    lotId: lot.id, sessionId: lot.sessionId, goodsId: lot.goodsId, goodsName: g.name, goodsImg: g.img, shopId: lot.shopId,
    startPrice: lot.startPrice, bidStep: lot.bidStep, deposit: lot.deposit, currentPrice: lot.currentPrice, bidCount: lot.bidCount,
    startsAt: lot.startsAt, endsAt: lot.endsAt, status: lot.status as LotStatus,
  };
}

/**
 * A lot that still holds its goods: open before its end, or past it with bids and waiting for its close job. A lot
 * past its end without a bid frees its goods for a new 专场 or a private offer at once, before its close job marks it 流拍.
 */
export const lotTakesGoods = (now: number) => and(eq(auctionLots.status, 'OPEN'), or(gt(auctionLots.endsAt, now), gt(auctionLots.bidCount, 0)));

/** The job that closes a lot at an end; an extended end queues another, keyed by the new end. */
export async function enqueueClose(db: Db, lotId: string, endsAt: number, now: number): Promise<void> {
  await enqueueJob(db, { kind: AUCTION_CLOSE_JOB, key: `${lotId}@${endsAt}`, runAt: endsAt, payload: { lotId } }, now);
}

/** Sessions with a lot still open or not yet started, ending soonest first, and the ones closed in the last day. */
export async function listSessions(db: Db, now: number): Promise<{ sessions: AuctionSession[]; serverNow: number }> {
  const sessionRows = await db.select({ s: auctionSessions, shopName: shops.name }).from(auctionSessions)
    .innerJoin(shops, eq(shops.id, auctionSessions.shopId))
    .where(gt(auctionSessions.endsAt, now - 86_400_000)).orderBy(asc(auctionSessions.endsAt), asc(auctionSessions.id)).limit(30);
  if (sessionRows.length === 0) return { sessions: [], serverNow: now };
  const lots = await db.select({ lot: auctionLots, name: goods.name, img: goods.img }).from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
    .where(inArray(auctionLots.sessionId, sessionRows.map((r) => r.s.id))).orderBy(asc(auctionLots.endsAt), asc(auctionLots.id));
  const sessions = sessionRows.map(({ s, shopName }) => ({
    sessionId: s.id, title: s.title, img: s.img, shopId: s.shopId, shopName, startsAt: s.startsAt,
    endsAt: Math.max(s.endsAt, ...lots.filter((l) => l.lot.sessionId === s.id).map((l) => l.lot.endsAt)),
    lots: lots.filter((l) => l.lot.sessionId === s.id).map((l) => toCard(l.lot, l)),
  }));
  return { sessions, serverNow: now };
}

export async function lotDetail(db: Db, input: { goodsId?: string; lotId?: string }, userId: string | null, now: number): Promise<LotDetail> {
  const detail = await findLotDetail(db, input, userId, now);
  if (!detail) throw notFound('拍品');
  return detail;
}

/** goodslot: a goods' latest lot, or null when it was never in one; a goods that does not exist is not found. */
export async function goodsLot(db: Db, goodsId: string, userId: string | null, now: number) {
  const [known] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  if (!known) throw notFound('商品');
  return { detail: await findLotDetail(db, { goodsId }, userId, now), serverNow: now };
}

/** The lot by id, or a goods' latest lot; null when there is none. */
async function findLotDetail(db: Db, input: { goodsId?: string; lotId?: string }, userId: string | null, now: number): Promise<LotDetail | null> {
  const where = input.lotId ? eq(auctionLots.id, input.lotId) : eq(auctionLots.goodsId, input.goodsId!);
  const [row] = await db.select({ lot: auctionLots, name: goods.name, img: goods.img }).from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId)).where(where).orderBy(desc(auctionLots.endsAt)).limit(1);
  if (!row) return null;
  const { lot } = row;
  const bids = await db.select().from(auctionBids).where(eq(auctionBids.lotId, lot.id)).orderBy(desc(auctionBids.seq)).limit(HISTORY_SHOWN);
  const shown = await shownBidders(db, bids.map((b) => b.userId));
  let mine: LotDetail['mine'] = null;
  if (userId) {
    const [deposit] = await db.select().from(auctionDeposits).where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, userId)));
    if (deposit) {
      const leading = lot.leaderId === userId;
      mine = {
        depositStatus: deposit.status as 'HELD' | 'RELEASED' | 'FORFEITED', deposit: deposit.amount, maxBid: deposit.maxBid, leading,
        orderId: leading ? lot.orderId : null,
      };
    }
  }
  return {
    lot: toCard(lot, row), extendMs: lot.extendMs, latestEnd: lot.originalEndsAt + EXTEND_CAP_MS, payWindowMs: AUCTION_PAY_WINDOW_MS,
    minNext: minNextBid(lot),
    bids: bids.map((b) => ({ seq: b.seq, ...shown(b.userId), amount: b.amount, auto: b.auto, mine: b.userId === userId, at: b.createdAt })),
    mine, boxVersion: lot.boxVersion, serverNow: now,
  };
}

const REFUSALS = {
  notStarted: () => new AppError(CODES.orderStatusNotAllowed, M.notStarted),
  closed: () => new AppError(CODES.orderStatusNotAllowed, M.closed),
  tooHigh: () => badInput(M.tooHigh),
} as const;

/**
 * A bid, in the call's transaction: the lot row is locked, so bids on one lot are applied one after another in the
 * order the host receives them; the price moves with a guarded update that also names the price it replaced. The
 * first bid of a user on a lot holds its deposit from the balance, with the user's pay password. Every accepted bid is published to `lot:<id>`.
 */
export async function placeBid(db: Db, userId: string, input: { lotId: string; amount: number; proxy: boolean; payPassword?: string }, now: number) {
  const [lot] = await db.select().from(auctionLots).where(eq(auctionLots.id, input.lotId)).for('update');
  if (!lot) throw notFound('拍品');
  if (lot.shopId && await ownsShop(db, userId, lot.shopId)) throw forbidden(M.ownShop);
  // A blind-box lot is drawn when the winner pays: the under-8 rule of blind boxes refuses the bid, not the payment.
  if (lot.boxId) await assertOldEnough(db, userId, now);
  const effect = applyBid({ ...lot, status: lot.status as LotStatus }, { userId, amount: input.amount, proxy: input.proxy }, now);
  if ('refused' in effect) {
    if (effect.refused === 'tooLow') {
      throw badInput(lot.leaderId === userId ? M.maxNotHigher : M.tooLow(formatFen(minNextBid(lot))));
    }
    throw REFUSALS[effect.refused]();
  }
  const [g] = await db.select({ name: goods.name, img: goods.img }).from(goods).where(eq(goods.id, lot.goodsId));
  const [deposit] = await db.select().from(auctionDeposits).where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, userId)));
  if (!deposit) {
    // Freezing the deposit is the user's money (issue 34.8): the pay password, checked and counted as the pay counter's.
    if (input.payPassword === undefined) throw new AppError(CODES.payPasswordRequired, M.depositNeedsPassword);
    await checkPayPassword(db, userId, input.payPassword, now);
    const [address] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt))).limit(1);
    if (!address) throw badInput(M.addressRequired);
    let holdId: string;
    try {
      holdId = await placeHold(db, { account: userAccount(userId), amount: lot.deposit, kind: 'AUCTION_DEPOSIT', refId: `${lot.id}:${userId}`, memo: `拍品「${g!.name}」保证金` }, now);
    } catch (error) {
      if (error instanceof AppError && error.code === CODES.balanceNotEnough) throw new AppError(CODES.balanceNotEnough, M.depositShort(formatFen(lot.deposit)));
      throw error;
    }
    await db.insert(auctionDeposits).values({ lotId: lot.id, userId, holdId, amount: lot.deposit, maxBid: input.amount, status: 'HELD', createdAt: now });
  } else {
    await db.update(auctionDeposits).set({ maxBid: sql`greatest(${auctionDeposits.maxBid}, ${input.amount})` })
      .where(and(eq(auctionDeposits.lotId, lot.id), eq(auctionDeposits.userId, userId)));
  }
  const bidCount = lot.bidCount + effect.rows.length;
  const [moved] = await db.update(auctionLots).set({
    currentPrice: effect.price, bidCount, leaderId: effect.leaderId, leaderMax: effect.leaderMax, endsAt: effect.endsAt, updatedAt: now,
  }).where(and(
    eq(auctionLots.id, lot.id), eq(auctionLots.status, 'OPEN'), eq(auctionLots.currentPrice, lot.currentPrice),
    eq(auctionLots.bidCount, lot.bidCount), gt(auctionLots.endsAt, now),
  )).returning();
  if (!moved) throw new AppError(CODES.conflict, '出价已变化，请刷新后重试');
  if (effect.rows.length > 0) {
    const rows = effect.rows.map((r, i) => ({ lotId: lot.id, seq: lot.bidCount + i + 1, userId: r.userId, amount: r.amount, auto: r.auto, createdAt: now }));
    await db.insert(auctionBids).values(rows);
    const shown = await shownBidders(db, rows.map((r) => r.userId));
    const body: LotLiveBody = {
      lotId: lot.id, currentPrice: moved.currentPrice, bidCount: moved.bidCount, endsAt: moved.endsAt, status: 'OPEN',
      bids: rows.map((r) => ({ seq: r.seq, ...shown(r.userId), amount: r.amount, auto: r.auto, at: now })),
    };
    await mirrorToGoods(db, moved, now);
    await publishToRoom(db, { room: lotRoomOf(lot.id), clientId: `bid:${lot.id}:${bidCount}`, senderId: userId, kind: 'auction.bid', body: body as unknown as Record<string, unknown> }, now);
  }
  // A lot without bids needs no close work: its first bid queues the close at its end, and a late bid the new end.
  if (lot.bidCount === 0 || effect.extended) await enqueueClose(db, lot.id, effect.endsAt, now);
  const outcome = effect.raisedOnly ? 'raised' as const : effect.leaderId === userId ? 'leading' as const : 'outbid' as const;
  return { outcome, lot: toCard(moved, g!), myMax: Math.max(deposit?.maxBid ?? 0, input.amount) };
}

/** goods.extra (AuctionInfoSchema: the home's auction list and the kind detail read it) follows the lot's price, end and latest bids. */
async function mirrorToGoods(db: Db, lot: LotRow, _now: number): Promise<void> {
  await db.execute(sql`update goods set sale_price = ${lot.currentPrice}, extra = extra || jsonb_build_object(
    'currentBid', ${lot.currentPrice}::bigint, 'endsAt', ${lot.endsAt}::bigint,
    'bids', (select coalesce(jsonb_agg(jsonb_build_object('bidder', coalesce(nullif(u.name, ''), '星Q用户' || right(b.user_id, 4)), 'amount', b.amount, 'at', b.created_at) order by b.seq desc), '[]'::jsonb)
             from (select * from auction_bids where lot_id = ${lot.id} order by seq desc limit 20) b left join users u on u.id = b.user_id))
    where id = ${lot.goodsId}`);
}

async function ownsShop(db: Db, userId: string, shopId: string): Promise<boolean> {
  const [shop] = await db.select({ owner: shops.ownerUserId }).from(shops).where(eq(shops.id, shopId));
  return shop?.owner === userId;
}

/** A shop's new 专场 of its own auction goods, none of them in an open lot. Each lot's close is queued with it, so a lot
 * that ends without a bid is closed 流拍 (UNSOLD) too, not left OPEN (issue 34.11). */
export async function addSession(db: Db, shopId: string, input: {
  title: string; startInSec: number; durationSec: number; extendSec: number;
  lots: { goodsId: string; startPrice: number; bidStep: number; deposit?: number }[];
}, now: number): Promise<AuctionSession> {
  const ids = [...new Set(input.lots.map((l) => l.goodsId))];
  if (ids.length !== input.lots.length) throw badInput('拍品不能重复');
  const rows = await db.select().from(goods).where(inArray(goods.id, ids)).for('update');
  const boxes = await boxesOnSale(db, ids);
  for (const id of ids) {
    const g = rows.find((r) => r.id === id);
    if (!g || g.shopId !== shopId) throw forbidden(M.notYours);
    if (g.kind !== 'auction' && !(g.kind === 'blindbox' && boxes.has(id))) throw badInput(M.notAuctionGoods);
    if (g.stock < 1 || !g.onShelf) throw badInput(M.noStock);
  }
  const busy = await db.select({ id: auctionLots.id }).from(auctionLots).where(and(inArray(auctionLots.goodsId, ids), lotTakesGoods(now))).limit(1);
  if (busy.length > 0) throw new AppError(CODES.conflict, M.lotBusy);
  const startsAt = now + input.startInSec * 1000;
  const endsAt = startsAt + input.durationSec * 1000;
  const sessionId = newId('AS', now);
  const first = rows.find((r) => r.id === ids[0])!;
  await db.insert(auctionSessions).values({ id: sessionId, shopId, title: input.title, img: first.img, startsAt, endsAt, createdAt: now });
  const lots = input.lots.map((l, i) => ({
    id: `${sessionId}L${i + 1}`, sessionId, goodsId: l.goodsId, shopId, startPrice: l.startPrice, bidStep: l.bidStep,
    deposit: l.deposit ?? defaultDeposit(l.startPrice), currentPrice: l.startPrice, startsAt, endsAt, originalEndsAt: endsAt,
    extendMs: input.extendSec * 1000, status: 'OPEN', updatedAt: now,
    boxId: boxes.get(l.goodsId)?.boxId ?? null, boxVersion: boxes.get(l.goodsId)?.version ?? null,
  }));
  const inserted = await db.insert(auctionLots).values(lots).returning();
  for (const lot of inserted) await enqueueClose(db, lot.id, lot.endsAt, now);
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  return {
    sessionId, title: input.title, img: first.img, shopId, shopName: shop?.name ?? '', startsAt, endsAt,
    lots: inserted.map((lot) => toCard(lot, rows.find((r) => r.id === lot.goodsId)!)),
  };
}

/** searchauction: lots whose goods name holds the keyword; open lots ending soonest first, then the closed ones. */
export async function searchLots(db: Db, input: { keyword: string; pageNum: number; pageSize: number }, now: number) {
  const pattern = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`${goods.name} ilike ${pattern}`;
  const rows = await db.select({ lot: auctionLots, name: goods.name, img: goods.img }).from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId)).where(where)
    .orderBy(sql`(${auctionLots.status} = 'OPEN' and ${auctionLots.endsAt} > ${now}) desc`, asc(auctionLots.endsAt), asc(auctionLots.id))
    .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auctionLots).innerJoin(goods, eq(goods.id, auctionLots.goodsId)).where(where);
  return { list: rows.map((r) => toCard(r.lot, r)), total: count?.n ?? 0, serverNow: now };
}
