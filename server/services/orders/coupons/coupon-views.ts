import { eq, inArray } from 'drizzle-orm';
import type { CouponRuleView, ManagedCoupon, MyCoupon } from '../../../../src/contract/orders/coupons';
import type { HeldCoupon } from '../../../../src/domain/coupons';
import type { Db } from '../../../db/open';
import { coupons, couponTemplates, shops } from '../../../db/schema';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** Shop names of these templates' shops ('' for the platform's). */
export async function shopNamesOf(db: Db, rows: readonly { shopId: string }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.shopId).filter(Boolean))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, ids));
  return new Map(found.map((s) => [s.id, s.name]));
}

export function toRuleView(t: TemplateRow, shopName: string): CouponRuleView {
  return {
    templateId: t.id, name: t.name, kind: t.kind as CouponRuleView['kind'], scope: t.scope as CouponRuleView['scope'],
    shopId: t.shopId, shopName, goodsIds: t.goodsIds, threshold: t.threshold, amount: t.amount, rate: t.rate, cap: t.cap,
    validFrom: t.validFrom, validTo: t.validTo, validDays: t.validDays, newUser: t.newUser,
  };
}

export function toManaged(t: TemplateRow, shopName: string): ManagedCoupon {
  return {
    ...toRuleView(t, shopName), status: t.status as ManagedCoupon['status'], total: t.total, perUser: t.perUser,
    claimed: t.claimed, used: t.used, discountGiven: t.discountGiven, createdAt: t.createdAt, updatedAt: t.updatedAt,
  };
}

export function toMyCoupon(c: CouponRow, t: TemplateRow, shopName: string): MyCoupon {
  return {
    ...toRuleView(t, shopName), couponId: c.id, status: c.status as MyCoupon['status'],
    couponValidFrom: c.validFrom, couponValidTo: c.validTo, checkoutId: c.checkoutId ?? '', discount: c.discount,
    usedAt: c.usedAt, claimedAt: c.claimedAt,
  };
}

/** The claimed coupon as the domain weighs it at checkout. */
export const toHeld = (c: Pick<MyCoupon, 'couponId' | 'couponValidFrom' | 'couponValidTo'> & CouponRuleView): HeldCoupon => ({
  couponId: c.couponId, kind: c.kind, scope: c.scope, shopId: c.shopId, goodsIds: c.goodsIds, threshold: c.threshold,
  amount: c.amount, rate: c.rate, cap: c.cap, validFrom: c.couponValidFrom, validTo: c.couponValidTo,
});

/** Claimed coupons with their templates and shop names, in the order of the rows given. */
export async function withTemplates(db: Db, rows: CouponRow[]): Promise<MyCoupon[]> {
  if (rows.length === 0) return [];
  const templates = await db.select().from(couponTemplates).where(inArray(couponTemplates.id, [...new Set(rows.map((r) => r.templateId))]));
  const names = await shopNamesOf(db, templates);
  return rows.map((c) => {
    const t = templates.find((x) => x.id === c.templateId)!;
    return toMyCoupon(c, t, names.get(t.shopId) ?? '');
  });
}

export async function readMyCoupon(db: Db, couponId: string): Promise<MyCoupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  return (await withTemplates(db, [row!]))[0]!;
}
