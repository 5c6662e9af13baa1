import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { coupons, couponTemplates, orderCoupons, orders } from '../../../db/schema';

/** An order that no longer needs its coupons: cancelled unpaid, or paid and refunded in full. */
const voidOrder = sql`((${orders.payNo} is null and ${orders.status} = 'CANCELLED') or (${orders.payNo} is not null and ${orders.refunded} >= ${orders.total}))`;

/**
 * Gives back the coupons of an order once every order they lowered is void (a platform coupon may lower several
 * orders of one checkout): 可使用 again while in its dates, else 已过期. A partial refund gives nothing back. Guarded
 * (USED → back), so a second call does nothing; the template's figures move back with it.
 */
export async function giveBackCoupons(db: Db, orderId: string, now: number): Promise<void> {
  const mine = await db.select({ couponId: orderCoupons.couponId }).from(orderCoupons).where(eq(orderCoupons.orderId, orderId));
  if (mine.length === 0) return;
  const shares = await db.select({ couponId: orderCoupons.couponId, isVoid: sql<boolean>`${voidOrder}` }).from(orderCoupons)
    .innerJoin(orders, eq(orders.id, orderCoupons.orderId)).where(inArray(orderCoupons.couponId, mine.map((m) => m.couponId)));
  for (const { couponId } of mine) {
    if (shares.some((s) => s.couponId === couponId && !s.isVoid)) continue;
    const [back] = await db.update(coupons).set({
      status: sql`case when ${coupons.validTo} > ${now} then 'UNUSED' else 'EXPIRED' end`, checkoutId: null, usedAt: null, discount: 0, updatedAt: now,
    }).where(and(eq(coupons.id, couponId), eq(coupons.status, 'USED'))).returning({ templateId: coupons.templateId });
    if (!back) continue;
    const given = await db.select({ discount: orderCoupons.discount }).from(orderCoupons).where(eq(orderCoupons.couponId, couponId));
    await db.update(couponTemplates).set({
      used: sql`${couponTemplates.used} - 1`,
      discountGiven: sql`${couponTemplates.discountGiven} - ${given.reduce((s, g) => s + g.discount, 0)}`, updatedAt: now,
    }).where(eq(couponTemplates.id, back.templateId));
  }
}

/**
 * A late payment reviving an order the timeout cancelled takes its coupons again (they were given back at the cancel);
 * answers false when one was used or expired meanwhile, and the payment goes back to the buyer instead.
 */
export async function retakeCoupons(db: Db, orderId: string, now: number): Promise<boolean> {
  const [order] = await db.select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, orderId));
  const mine = await db.select().from(orderCoupons).where(eq(orderCoupons.orderId, orderId));
  for (const share of mine) {
    const [held] = await db.select({ id: coupons.id }).from(coupons)
      .where(and(eq(coupons.id, share.couponId), eq(coupons.status, 'USED'), eq(coupons.checkoutId, order!.checkoutId)));
    if (held) continue;
    const given = await db.select({ discount: orderCoupons.discount }).from(orderCoupons).where(eq(orderCoupons.couponId, share.couponId));
    const discount = given.reduce((s, g) => s + g.discount, 0);
    const [taken] = await db.update(coupons).set({ status: 'USED', checkoutId: order!.checkoutId, usedAt: now, discount, updatedAt: now })
      .where(and(eq(coupons.id, share.couponId), eq(coupons.status, 'UNUSED'), sql`${coupons.validTo} > ${now}`))
      .returning({ templateId: coupons.templateId });
    if (!taken) return false;
    await db.update(couponTemplates).set({
      used: sql`${couponTemplates.used} + 1`, discountGiven: sql`${couponTemplates.discountGiven} + ${discount}`, updatedAt: now,
    }).where(eq(couponTemplates.id, taken.templateId));
  }
  return true;
}
