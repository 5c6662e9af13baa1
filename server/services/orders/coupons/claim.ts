import { and, eq, gt, or, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { claimedValidity } from '../../../../src/domain/coupons';
import type { Db } from '../../../db/open';
import { couponClaims, coupons, couponTemplates } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { enqueueJob } from '../../../jobs/queue';
import { newId } from '../order/ids';
import type { TemplateRow } from './coupon-views';

export const COUPON_EXPIRE_JOB = 'coupon.expire';
export const couponRefused = (msg: string) => new AppError(CODES.couponRefused, msg);

/** Still claimable: issuing, and (fixed dates) not past its end. Evaluated in the guarded UPDATE itself. */
const claimable = (now: number) => and(
  eq(couponTemplates.status, 'ISSUING'),
  or(gt(couponTemplates.validDays, 0), gt(couponTemplates.validTo, now)),
);

/** One more of the template is taken, or none is left: `claimed < total` in the UPDATE, never read-then-write. */
async function takeOne(db: Db, templateId: string, now: number): Promise<TemplateRow | undefined> {
  const [taken] = await db.update(couponTemplates).set({ claimed: sql`${couponTemplates.claimed} + 1`, updatedAt: now })
    .where(and(eq(couponTemplates.id, templateId), sql`${couponTemplates.claimed} < ${couponTemplates.total}`, claimable(now)))
    .returning();
  return taken;
}

/** The claimed coupon, with the job that expires it at the end of its dates (server/jobs). */
async function issue(db: Db, template: TemplateRow, userId: string, now: number): Promise<string> {
  const id = newId('CP', now);
  const { validFrom, validTo } = claimedValidity(template, now);
  await db.insert(coupons).values({ id, templateId: template.id, userId, validFrom, validTo, claimedAt: now, updatedAt: now });
  await enqueueJob(db, { kind: COUPON_EXPIRE_JOB, key: id, runAt: validTo, payload: { couponId: id } }, now);
  return id;
}

/**
 * A buyer claims one: the per-user counter and the template's count both move by guarded statements in the call's
 * transaction, so 500 claims at once for 100 give exactly 100, and a refusal rolls both back.
 */
export async function claimCoupon(db: Db, userId: string, templateId: string, now: number): Promise<string> {
  const [template] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
  if (!template) throw notFound('优惠券');
  if (template.newUser) throw couponRefused('新人专享券在注册时发放');
  if (template.status !== 'ISSUING') throw couponRefused('该优惠券已停止发放');
  const counted = await db.insert(couponClaims).values({ templateId, userId, count: 1 })
    .onConflictDoUpdate({
      target: [couponClaims.templateId, couponClaims.userId],
      set: { count: sql`${couponClaims.count} + 1` },
      where: sql`${couponClaims.count} < (select ${couponTemplates.perUser} from ${couponTemplates} where ${couponTemplates.id} = ${templateId})`,
    }).returning({ count: couponClaims.count });
  if (counted.length === 0) throw couponRefused(`每人限领${template.perUser}张，您已领过`);
  const taken = await takeOne(db, templateId, now);
  if (!taken) {
    const [current] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
    if (current!.status !== 'ISSUING') throw couponRefused('该优惠券已停止发放');
    if (current!.claimed >= current!.total) throw couponRefused('优惠券已被领完');
    throw couponRefused('优惠券已过期');
  }
  return issue(db, taken, userId, now);
}

/** At registration (the one registration path): one of each new-user coupon still issuing, while any is left. */
export async function grantNewUserCoupons(db: Db, userId: string, now: number): Promise<void> {
  const offers = await db.select({ id: couponTemplates.id }).from(couponTemplates)
    .where(and(eq(couponTemplates.newUser, true), claimable(now)));
  for (const offer of offers) {
    const taken = await takeOne(db, offer.id, now);
    if (!taken) continue;
    await db.insert(couponClaims).values({ templateId: offer.id, userId, count: 1 }).onConflictDoNothing();
    await issue(db, taken, userId, now);
  }
}

/** Job `coupon.expire`: an unused coupon past its dates becomes 已过期 (one used meanwhile is left alone). */
export async function expireCoupon(db: Db, payload: Record<string, unknown>, now: number): Promise<void> {
  if (typeof payload.couponId !== 'string') return;
  await db.update(coupons).set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(coupons.id, payload.couponId), eq(coupons.status, 'UNUSED'), sql`${coupons.validTo} <= ${now}`));
}
