import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CouponOffer, MyCoupon } from '../../../../src/contract/orders/coupons';
import type { PullCheckpoint } from '../../../../src/contract/platform/pull';
import type { Db } from '../../../db/open';
import { couponClaims, coupons, couponTemplates, goods } from '../../../db/schema';
import { listTotal } from '../../catalogue/goods/list-total';
import { afterCheckpoint } from '../../platform/sync/pull-page';
import { shopNamesOf, toRuleView, withTemplates } from './coupon-views';

/** 领券中心: coupons still issuing (not the new-user ones, given at registration); a shop's or a goods' when asked. */
export async function couponCenter(db: Db, userId: string | null, input: { shopId: string; goodsId: string }, now: number): Promise<CouponOffer[]> {
  let shopId = input.shopId;
  if (input.goodsId) {
    const [item] = await db.select({ shopId: goods.shopId }).from(goods).where(eq(goods.id, input.goodsId));
    if (!item) return [];
    shopId = item.shopId;
  }
  const forShop = shopId
    ? or(eq(couponTemplates.shopId, ''), eq(couponTemplates.shopId, shopId))
    : undefined;
  const rows = await db.select().from(couponTemplates).where(and(
    eq(couponTemplates.status, 'ISSUING'), eq(couponTemplates.newUser, false), forShop,
    sql`(${couponTemplates.validDays} > 0 or ${couponTemplates.validTo} > ${now})`,
  )).orderBy(desc(couponTemplates.createdAt), desc(couponTemplates.id)).limit(100);
  const offered = rows.filter((t) => t.scope !== 'GOODS' || !input.goodsId || t.goodsIds.includes(input.goodsId))
    .filter((t) => t.scope !== 'GOODS' || t.shopId === '' || !shopId || t.shopId === shopId);
  const mine = userId && offered.length
    ? await db.select().from(couponClaims).where(and(eq(couponClaims.userId, userId), inArray(couponClaims.templateId, offered.map((t) => t.id))))
    : [];
  const names = await shopNamesOf(db, offered);
  return offered.map((t) => ({
    ...toRuleView(t, names.get(t.shopId) ?? ''), left: t.total - t.claimed, perUser: t.perUser,
    claimedByMe: mine.find((m) => m.templateId === t.id)?.count ?? 0,
  }));
}

export async function listMyCoupons(db: Db, userId: string, tab: MyCoupon['status'], pageNum: number, pageSize: number) {
  const where = and(eq(coupons.userId, userId), eq(coupons.status, tab));
  const [rows, total] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(desc(coupons.claimedAt), desc(coupons.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
    listTotal(db, () => db.select({ id: coupons.id }).from(coupons).where(where).$dynamic()),
  ]);
  return { list: await withTemplates(db, rows), total };
}

/** The buyer's coupons changed after the checkpoint (a coupon is never deleted: no tombstones). */
export async function pullMyCoupons(db: Db, userId: string, checkpoint: PullCheckpoint, limit: number) {
  const rows = await db.select().from(coupons).where(and(eq(coupons.userId, userId), afterCheckpoint(coupons.updatedAt, coupons.id, checkpoint)))
    .orderBy(asc(coupons.updatedAt), asc(coupons.id)).limit(limit);
  const held = await withTemplates(db, rows);
  return held.map((c, i) => ({ ...c, updatedAt: rows[i]!.updatedAt, deleted: false }));
}

/** Every coupon the buyer may still use (the fill-in order weighs them). */
export async function unusedCoupons(db: Db, userId: string): Promise<MyCoupon[]> {
  const rows = await db.select().from(coupons).where(and(eq(coupons.userId, userId), eq(coupons.status, 'UNUSED')))
    .orderBy(asc(coupons.validTo)).limit(200);
  return withTemplates(db, rows);
}
