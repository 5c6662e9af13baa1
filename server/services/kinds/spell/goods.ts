import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { SpellInfoSchema } from '../../../../src/contract/entities/goods-kinds';
import type { SpellGoodsCard } from '../../../../src/contract/kinds/spell';
import { maskName } from '../../../../src/domain/format';
import { spellRewardOf } from '../../../../src/domain/spell';
import type { Db } from '../../../db/open';
import { goods, shops, spellEntries, spellRounds, users } from '../../../db/schema';
import { spellGoodsOf } from './orders';

/** spellauctiongoods: on-shelf spell goods of unbanned shops, best sellers first, with their open round's seats. */
export async function spellGoodsPage(db: Db, input: { pageNum: number; pageSize: number }) {
  const where = and(eq(goods.kind, 'spell'), eq(goods.onShelf, true), eq(shops.banned, false));
  const rows = await db.select({
    goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, salePrice: goods.salePrice, extra: goods.extra, shopId: goods.shopId, shopName: shops.name,
  }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
    .orderBy(desc(goods.sales), asc(goods.id)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where);
  const open = rows.length === 0 ? [] : await db.select({ goodsId: spellRounds.goodsId, seatsPaid: spellRounds.seatsPaid, endsAt: spellRounds.endsAt })
    .from(spellRounds).where(and(inArray(spellRounds.goodsId, rows.map((r) => r.goodsId)), eq(spellRounds.status, 'OPEN')));
  const list: SpellGoodsCard[] = [];
  for (const { extra, ...row } of rows) {
    const info = SpellInfoSchema.safeParse(extra);
    if (!info.success) continue;
    const round = open.find((o) => o.goodsId === row.goodsId);
    list.push({ ...row, spellPrice: info.data.spellPrice, spellSize: info.data.spellSize, seatsPaid: round?.seatsPaid ?? 0, endsAt: round?.endsAt ?? 0 });
  }
  return { list, total: total?.n ?? 0 };
}

/** The spell facts of one goods: its open round's seats (names masked) and its last draws. */
export async function spellGoodsInfoOf(db: Db, goodsId: string) {
  const { item, info } = await spellGoodsOf(db, goodsId);
  const [open] = await db.select().from(spellRounds).where(and(eq(spellRounds.goodsId, goodsId), eq(spellRounds.status, 'OPEN')));
  const seats = open
    ? await db.select({ seatNo: spellEntries.seatNo, name: users.name, paidAt: spellEntries.paidAt }).from(spellEntries)
      .innerJoin(users, eq(users.id, spellEntries.userId)).where(eq(spellEntries.roundId, open.id)).orderBy(asc(spellEntries.seatNo))
    : [];
  const draws = await db.select({ roundId: spellRounds.id, size: spellRounds.size, drawnAt: spellRounds.drawnAt, winnerSeat: spellEntries.seatNo, name: users.name })
    .from(spellRounds).innerJoin(spellEntries, eq(spellEntries.id, spellRounds.winnerEntryId)).innerJoin(users, eq(users.id, spellEntries.userId))
    .where(and(eq(spellRounds.goodsId, goodsId), eq(spellRounds.status, 'DRAWN'))).orderBy(desc(spellRounds.drawnAt)).limit(5);
  return {
    goodsId, spellPrice: info.spellPrice, spellSize: info.spellSize, reward: spellRewardOf(info.spellPrice), stock: item.stock, onShelf: item.onShelf,
    round: open ? {
      roundId: open.id, size: open.size, seatsPaid: open.seatsPaid, endsAt: open.endsAt,
      seats: seats.map((s) => ({ seatNo: s.seatNo ?? 0, userName: maskName(s.name), paidAt: s.paidAt ?? 0 })),
    } : null,
    lastDraws: draws.map((d) => ({ roundId: d.roundId, size: d.size, drawnAt: d.drawnAt ?? 0, winnerName: maskName(d.name), winnerSeat: d.winnerSeat ?? 0 })),
  };
}
