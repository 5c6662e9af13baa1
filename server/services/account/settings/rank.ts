import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ResponseOf } from '../../../../src/contract/define-call';
import type { memberRank } from '../../../../src/contract/account/settings';
import { growthOfFen, nextRankOf, rankOf } from '../../../../src/domain/member-ranks';
import type { Db } from '../../../db/open';
import { memberRanks, orders } from '../../../db/schema';

/** How growth moves (spec silent: docs/decisions/006, issue 15). */
const WAYS = [
  { title: '完成订单', detail: '订单确认收货后，实付金额每1元累计1点成长值' },
  { title: '退款扣减', detail: '售后退款的金额不计入成长值' },
  { title: '等级保持', detail: '成长值长期有效，等级只升不降' },
];

/** Growth value: paid less refunded over the user's completed orders, one point per whole yuan. */
export async function growthOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ fen: sql<string | null>`sum(${orders.total} - ${orders.refunded})` }).from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.completedAt)));
  return growthOfFen(Number(row?.fen ?? 0));
}

export async function memberRankOf(db: Db, userId: string): Promise<ResponseOf<typeof memberRank>> {
  const ladder = await db.select({
    id: memberRanks.id, name: memberRanks.name, logo: memberRanks.logo, rankType: memberRanks.rankType,
    minGrowth: memberRanks.minGrowth, perks: memberRanks.perks,
  }).from(memberRanks).orderBy(asc(memberRanks.minGrowth));
  const growth = await growthOf(db, userId);
  return { growth, rank: rankOf(ladder, growth), next: nextRankOf(ladder, growth), ladder, ways: WAYS };
}
