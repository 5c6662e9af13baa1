import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GroupGoodsCard } from '../../../../src/contract/kinds/group-buy';
import type { Db } from '../../../db/open';
import { goods, goodsClasses, shops } from '../../../db/schema';

interface ByParam { classId: string; keyword: string; sort: 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'newest'; pageNum: number; pageSize: number }

const groupPrice = sql<number>`coalesce((${goods.extra}->>'groupPrice')::bigint, ${goods.salePrice})`;
const groupSize = sql<number>`coalesce((${goods.extra}->>'groupSize')::int, 0)`;

/** Groups open at `now` (before their deadline, a seat free) of the row's goods. */
const openGroups = (now: number) => sql<number>`(select count(*) from group_buys g where g.goods_id = ${goods.id}
  and g.status = 'OPEN' and g.deadline > ${now} and g.seats_taken < g.size)::int`;

const ORDER: Record<ByParam['sort'], (now: number) => SQL[]> = {
  default: (now) => [desc(openGroups(now)), desc(goods.sales), asc(goods.id)],
  sales: () => [desc(goods.sales), asc(goods.id)],
  priceAsc: () => [asc(groupPrice), asc(goods.id)],
  priceDesc: () => [desc(groupPrice), asc(goods.id)],
  // Goods keep no creation time; their last change stands for it, as the shop lists use (docs/decisions/006, issue 12).
  newest: () => [desc(goods.updatedAt), asc(goods.id)],
};

/** home/selgoodslistbyparam: the group-buy tab's goods, filtered and sorted on the host, with their open groups now. */
export async function groupGoodsByParam(db: Db, input: ByParam, now: number): Promise<{ list: GroupGoodsCard[]; total: number; now: number }> {
  const filters: SQL[] = [eq(goods.kind, 'group'), eq(goods.onShelf, true), eq(shops.banned, false), sql`${goods.extra} ? 'groupPrice'`];
  if (input.keyword) filters.push(ilike(goods.name, `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (input.classId) {
    const children = db.select({ id: goodsClasses.id }).from(goodsClasses).where(eq(goodsClasses.pid, input.classId));
    filters.push(or(eq(goods.classId, input.classId), inArray(goods.classId, children))!);
  }
  const where = and(...filters);
  const rows = await db.select({
    goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, shopId: goods.shopId, shopName: shops.name, salePrice: goods.salePrice,
    groupPrice, groupSize, sales: goods.sales, stock: goods.stock, openGroups: openGroups(now),
  }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where)
    .orderBy(...ORDER[input.sort](now)).limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).where(where);
  return { list: rows.map((r) => ({ ...r, groupPrice: Number(r.groupPrice), groupSize: Number(r.groupSize), openGroups: Number(r.openGroups) })), total: total?.n ?? 0, now };
}
