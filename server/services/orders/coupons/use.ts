import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FillInGroup } from '../../../../src/contract/entities/order';
import type { MyCoupon } from '../../../../src/contract/orders/coupons';
import { applyCoupons, isCouponValidAt, type AppliedCoupons, type ApplyRefusal, type PricedLine } from '../../../../src/domain/coupons';
import { formatFen } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { coupons, couponTemplates, orderCoupons, orderLines, orders } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { couponRefused } from './claim';
import { toHeld, withTemplates } from './coupon-views';

const REFUSALS: Record<ApplyRefusal, string> = {
  twoPlatform: '每单只能使用一张平台券',
  twoForShop: '每个店铺只能使用一张店铺券',
  notApplicable: '优惠券不满足使用条件',
  notValid: '优惠券不在有效期内',
};

/** The lines of a fill-in order as the domain weighs them, keyed by group and line position. */
export function pricedLinesOf(groups: readonly FillInGroup[]): PricedLine[] {
  return groups.flatMap((g, gi) => g.orderGoodsVoList.map((l, li) => ({
    key: `${gi}:${li}`, shopId: g.shopId, goodsId: l.goodsId, amount: l.goodsSalePrice * l.num,
  })));
}

/** The buyer's claimed coupons among ids (another user's are simply not found). */
async function heldCoupons(db: Db, userId: string, couponIds: readonly string[]): Promise<MyCoupon[]> {
  if (new Set(couponIds).size !== couponIds.length) throw couponRefused('优惠券重复');
  const rows = await db.select().from(coupons).where(and(inArray(coupons.id, [...couponIds]), eq(coupons.userId, userId)));
  if (rows.length !== couponIds.length) throw notFound('优惠券');
  const held = await withTemplates(db, rows);
  return couponIds.map((id) => held.find((c) => c.couponId === id)!);
}

export interface CouponUse {
  discount: number;
  /** Writes one inserted order's share (its lines, its amounts, each coupon's part); answers what it took off the order. */
  lowerOrder(orderId: string, groupIndex: number): Promise<number>;
}

const NO_COUPONS: CouponUse = { discount: 0, lowerOrder: async () => 0 };

/**
 * The chosen coupons at createOrder: recomputed here with the domain's applyCoupons (the buyer's `discount`, when sent,
 * must be the same: a forged discount is refused), then taken by a guarded UPDATE (UNUSED, the buyer's, in its dates),
 * so a coupon sent with two orders at once lowers one.
 */
export async function takeChosenCoupons(
  db: Db, userId: string, input: { couponIds: readonly string[]; discount?: number | undefined },
  groups: readonly FillInGroup[], checkoutId: string, now: number,
): Promise<CouponUse> {
  if (input.couponIds.length === 0) {
    if (input.discount) throw couponRefused('优惠金额有误，请重新确认订单');
    return NO_COUPONS;
  }
  const held = await heldCoupons(db, userId, input.couponIds);
  const lines = pricedLinesOf(groups);
  const before = groups.reduce((s, g) => s + g.goodsTotal + g.expressFee, 0);
  const stale = held.find((c) => c.status === 'EXPIRED' || (c.status === 'UNUSED' && !isCouponValidAt(toHeld(c), now)));
  if (stale) {
    const rest = applyCoupons(held.filter((c) => c !== stale && c.status === 'UNUSED').map(toHeld), lines, now);
    const newTotal = before - (rest.ok ? rest.applied.total : 0);
    throw couponRefused(`优惠券「${stale.name}」已过期，订单金额变为¥${formatFen(newTotal)}，请重新确认`);
  }
  if (held.some((c) => c.status !== 'UNUSED')) throw couponRefused('优惠券已被使用');
  const result = applyCoupons(held.map(toHeld), lines, now);
  if (!result.ok) throw couponRefused(REFUSALS[result.reason]);
  const { applied } = result;
  if (input.discount !== undefined && input.discount !== applied.total) throw couponRefused('优惠金额有误，请重新确认订单');
  for (const c of applied.perCoupon) {
    const taken = await db.update(coupons).set({ status: 'USED', checkoutId, usedAt: now, discount: c.discount, updatedAt: now })
      .where(and(eq(coupons.id, c.couponId), eq(coupons.userId, userId), eq(coupons.status, 'UNUSED'), sql`${coupons.validTo} > ${now}`))
      .returning({ templateId: coupons.templateId });
    if (taken.length === 0) throw couponRefused('优惠券已被使用');
    await db.update(couponTemplates).set({
      used: sql`${couponTemplates.used} + 1`, discountGiven: sql`${couponTemplates.discountGiven} + ${c.discount}`, updatedAt: now,
    }).where(eq(couponTemplates.id, taken[0]!.templateId));
  }
  return { discount: applied.total, lowerOrder: (orderId, gi) => lowerOrder(db, applied, orderId, gi) };
}

async function lowerOrder(db: Db, applied: AppliedCoupons, orderId: string, gi: number): Promise<number> {
  const rows = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  let discount = 0;
  let platform = 0;
  for (const [li, row] of rows.entries()) {
    const share = applied.perLine[`${gi}:${li}`] ?? { discount: 0, platformDiscount: 0 };
    if (share.discount === 0) continue;
    discount += share.discount;
    platform += share.platformDiscount;
    await db.update(orderLines).set({ discount: share.discount, platformDiscount: share.platformDiscount }).where(eq(orderLines.id, row.id));
  }
  for (const c of applied.perCoupon) {
    const part = Object.entries(c.byLine).filter(([key]) => key.startsWith(`${gi}:`)).reduce((s, [, v]) => s + v, 0);
    if (part > 0) await db.insert(orderCoupons).values({ orderId, couponId: c.couponId, discount: part, platform: c.platform });
  }
  if (discount > 0) {
    await db.update(orders).set({ couponDiscount: discount, platformDiscount: platform, total: sql`${orders.total} - ${discount}` })
      .where(eq(orders.id, orderId));
  }
  return discount;
}
