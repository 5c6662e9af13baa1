import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { SpellInfoSchema } from '../../../../src/contract/entities/goods-kinds';
import { drawMessage, SPELL_ROUND_MS, spellRewardOf, winningSeat } from '../../../../src/domain/spell';
import type { Db } from '../../../db/open';
import { goods, ledgerAccounts, orders, spellEntries, spellRounds } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { sendNotice } from '../../../live/notices';
import { accountIdOf, platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { newId } from '../../orders/order/ids';
import { takeStock } from '../../orders/order/stock';
import { publishSpellChange } from './live';

export const SPELL_EXPIRE_JOB = 'spell.expire';
type Round = typeof spellRounds.$inferSelect;
type Entry = typeof spellEntries.$inferSelect;

/** How often a payment looks again for a seat when others took the one it saw (each miss means another seat was taken). */
const SEAT_ATTEMPTS = 60;

/** A notice opens the spell order's own order (the device knows the order screen). */
const target = (entry: Entry) => ({ screen: 'order', id: entry.orderId }) as const;

/**
 * Order paid hook (registered in server/services/index.ts): a paid spell order takes a seat in its goods' open round (a new round if none is open), in
 * the paying transaction. Its order waits as PAID (it cannot ship) until the draw. The seat is a guarded increment,
 * so a round is never over-full; the payment that fills it draws the winner.
 */
export async function seatPaidSpellOrders(db: Db, orderIds: string[], now: number): Promise<void> {
  const entries = await db.select().from(spellEntries)
    .where(and(inArray(spellEntries.orderId, orderIds), eq(spellEntries.status, 'UNPAID'))).orderBy(asc(spellEntries.id)).for('update');
  if (entries.length === 0) return;
  await lockEscrow(db, now);
  for (const entry of entries) await seatEntry(db, entry, now);
}

/**
 * Every spell step that may refund takes the escrow account's row before a round's row, as a balance payment does
 * (it posts to escrow before the paid hooks run): one lock order, so a payment and the expiry job never deadlock.
 */
async function lockEscrow(db: Db, now: number): Promise<void> {
  const id = await accountIdOf(db, platformAccount('ESCROW'), now);
  await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('update');
}

async function seatEntry(db: Db, entry: Entry, now: number): Promise<void> {
  await db.update(orders).set({ status: 'PAID', updatedAt: now }).where(and(eq(orders.id, entry.orderId), eq(orders.status, 'UNDELIVERED')));
  for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt += 1) {
    const [open] = await db.select().from(spellRounds).where(and(eq(spellRounds.goodsId, entry.goodsId), eq(spellRounds.status, 'OPEN')));
    if (!open) {
      await openRound(db, entry.goodsId, now);
      continue;
    }
    if (open.endsAt <= now) {
      await expireRound(db, open.id, now);
      continue;
    }
    const [seated] = await db.update(spellRounds).set({ seatsPaid: sql`${spellRounds.seatsPaid} + 1`, updatedAt: now })
      .where(and(eq(spellRounds.id, open.id), eq(spellRounds.status, 'OPEN'), lt(spellRounds.seatsPaid, spellRounds.size), gt(spellRounds.endsAt, now)))
      .returning();
    if (!seated) continue;
    await db.update(spellEntries).set({ status: 'WAITING', roundId: seated.id, seatNo: seated.seatsPaid, paidAt: now, updatedAt: now })
      .where(eq(spellEntries.id, entry.id));
    await sendNotice(db, entry.userId, {
      topic: 'order', ref: `spell-seat:${entry.id}`, title: '拼拍已入座',
      text: `您已占得第${seated.seatsPaid}个席位，共${seated.size}席，满员后开奖`, target: target(entry),
    }, now);
    await publishSpellChange(db, seated.goodsId, 'seat', entry.id, now);
    if (seated.seatsPaid === seated.size) await drawRound(db, seated, now);
    return;
  }
  throw new Error(`spell entry ${entry.id} found no seat`);
}

/** A new round for the goods at its current spell facts; two at once meet on the one-open-round index. */
async function openRound(db: Db, goodsId: string, now: number): Promise<void> {
  const [item] = await db.select({ shopId: goods.shopId, extra: goods.extra }).from(goods).where(eq(goods.id, goodsId));
  const info = SpellInfoSchema.parse(item?.extra);
  const id = newId('SR', now);
  const [created] = await db.insert(spellRounds).values({
    id, goodsId, shopId: item!.shopId, size: info.spellSize, price: info.spellPrice, endsAt: now + SPELL_ROUND_MS, createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning({ id: spellRounds.id, endsAt: spellRounds.endsAt });
  if (created) await enqueueJob(db, { kind: SPELL_EXPIRE_JOB, key: created.id, runAt: created.endsAt, payload: { roundId: created.id } }, now);
}

/**
 * The draw, in the transaction that paid the last seat: 32 bytes from the operating system's CSPRNG
 * (crypto.randomBytes) as the seed, SHA-256 over seed, round and seats in order as the digest, the winning seat from
 * the digest (src/domain/spell.ts). Seed and digest are stored with the round so anyone can recompute it.
 */
async function drawRound(db: Db, round: Round, now: number): Promise<void> {
  const seats = await db.select().from(spellEntries)
    .where(and(eq(spellEntries.roundId, round.id), eq(spellEntries.status, 'WAITING'))).orderBy(asc(spellEntries.seatNo)).for('update');
  const seed = randomBytes(32).toString('hex');
  const digest = createHash('sha256').update(drawMessage(seed, round.id, seats.map((s) => s.id))).digest('hex');
  const winner = seats[winningSeat(digest, seats.length) - 1]!;
  const sold = (await takeStock(db, [{ goodsId: round.goodsId, num: 1 }], now)) === null;
  const [drawn] = await db.update(spellRounds)
    .set({ status: sold ? 'DRAWN' : 'VOID', winnerEntryId: sold ? winner.id : null, drawSeed: seed, drawDigest: digest, drawnAt: now, updatedAt: now })
    .where(and(eq(spellRounds.id, round.id), eq(spellRounds.status, 'OPEN'))).returning({ id: spellRounds.id });
  if (!drawn) return;
  await publishSpellChange(db, round.goodsId, 'drawn', round.id, now);
  if (!sold) {
    for (const seat of seats) await refundEntry(db, seat, 'REFUNDED', now, '商品已售罄，本轮拼拍作废，已全额退款');
    return;
  }
  await db.update(spellEntries).set({ status: 'WON', settledAt: now, updatedAt: now }).where(and(eq(spellEntries.id, winner.id), eq(spellEntries.status, 'WAITING')));
  await db.update(orders).set({ status: 'UNDELIVERED', stockReleased: false, updatedAt: now }).where(and(eq(orders.id, winner.orderId), eq(orders.status, 'PAID')));
  await sendNotice(db, winner.userId, {
    topic: 'order', ref: `spell-won:${winner.id}`, title: '恭喜您拼中了', text: `第${winner.seatNo}席拼中，商家将尽快发货`, target: target(winner),
  }, now);
  for (const seat of seats) if (seat.id !== winner.id) await refundEntry(db, seat, 'LOST', now, `第${winner.seatNo}席拼中，您的款项已全额退回并获得拼拍补贴`);
}

/**
 * A seat that did not win (or a round that expired) gets its order's whole payment back from escrow, once (the
 * entry's guarded status move and the ledger's one SPELL_REFUND per entry), and a LOST seat its reward. The escrow
 * leg is forced: a provider payment that fills the last seat is posted to escrow just after the paid hooks run.
 */
async function refundEntry(db: Db, entry: Entry, status: 'LOST' | 'REFUNDED', now: number, text: string): Promise<void> {
  const [order] = await db.select({ id: orders.id, total: orders.total }).from(orders).where(eq(orders.id, entry.orderId));
  const reward = status === 'LOST' ? spellRewardOf(entry.price) : 0;
  const [moved] = await db.update(spellEntries).set({ status, refunded: order!.total, reward, settledAt: now, updatedAt: now })
    .where(and(eq(spellEntries.id, entry.id), eq(spellEntries.status, 'WAITING'))).returning({ id: spellEntries.id });
  if (!moved) return;
  await db.update(orders).set({
    status: 'CANCELLED', refunded: order!.total, cancelReason: status === 'LOST' ? '拼拍未拼中，已全额退款' : '拼拍未成，已全额退款',
    cancelledBy: 'spell', cancelledAt: now, updatedAt: now,
  }).where(and(eq(orders.id, entry.orderId), eq(orders.status, 'PAID')));
  await post(db, {
    kind: 'SPELL_REFUND', refId: entry.id, memo: `拼拍订单${entry.orderId}退款`,
    legs: [{ account: platformAccount('ESCROW'), amount: -order!.total, force: true }, { account: userAccount(entry.userId), amount: order!.total }],
  }, now);
  if (reward > 0) {
    await post(db, {
      kind: 'SPELL_REWARD', refId: entry.id, memo: `拼拍订单${entry.orderId}未拼中补贴`,
      legs: [{ account: platformAccount('PROMO'), amount: -reward }, { account: userAccount(entry.userId), amount: reward }],
    }, now);
  }
  await sendNotice(db, entry.userId, {
    topic: 'order', ref: `spell-refund:${entry.id}`, title: status === 'LOST' ? '拼拍未拼中，已退款' : '拼拍未成团，已退款', text, target: target(entry),
  }, now);
}

/** A round whose time ran out before it filled: closed once (a guarded move), every paid seat refunded once. */
export async function expireRound(db: Db, roundId: string, now: number): Promise<void> {
  await lockEscrow(db, now);
  const [expired] = await db.update(spellRounds).set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(spellRounds.id, roundId), eq(spellRounds.status, 'OPEN'), lt(spellRounds.seatsPaid, spellRounds.size), sql`${spellRounds.endsAt} <= ${now}`))
    .returning({ id: spellRounds.id, goodsId: spellRounds.goodsId });
  if (!expired) return;
  await publishSpellChange(db, expired.goodsId, 'expired', roundId, now);
  const seats = await db.select().from(spellEntries)
    .where(and(eq(spellEntries.roundId, roundId), eq(spellEntries.status, 'WAITING'))).orderBy(asc(spellEntries.seatNo)).for('update');
  for (const seat of seats) await refundEntry(db, seat, 'REFUNDED', now, '拼拍时间已到仍未满员，已全额退款');
}

export async function runSpellExpireJob(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  if (typeof payload.roundId === 'string') await expireRound(db, payload.roundId, now);
}
