import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CouponFormValues, ManagedCoupon } from '../../../../src/contract/orders/coupons';
import type { Db } from '../../../db/open';
import { couponTemplates, goods } from '../../../db/schema';
import { badInput, notFound } from '../../../http/app-error';
import { couponRefused } from './claim';
import { shopNamesOf, toManaged, type TemplateRow } from './coupon-views';

type SavedForm = CouponFormValues;

/** Who a coupon belongs to: a shop (its owner), or the platform ('' : the administrator). */
export interface CouponOwner {
  shopId: string;
  actorId: string;
}

async function present(db: Db, rows: TemplateRow[]): Promise<ManagedCoupon[]> {
  const names = await shopNamesOf(db, rows);
  return rows.map((r) => toManaged(r, names.get(r.shopId) ?? ''));
}

export async function listOwnCoupons(db: Db, filter: { shopId?: string; shopsOnly?: boolean }): Promise<ManagedCoupon[]> {
  const where = filter.shopsOnly ? ne(couponTemplates.shopId, '') : filter.shopId !== undefined ? eq(couponTemplates.shopId, filter.shopId) : undefined;
  const rows = await db.select().from(couponTemplates).where(where).orderBy(desc(couponTemplates.createdAt), desc(couponTemplates.id)).limit(200);
  return present(db, rows);
}

export async function readManaged(db: Db, templateId: string): Promise<ManagedCoupon> {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
  if (!row) throw notFound('优惠券');
  return (await present(db, [row]))[0]!;
}

/** A shop's goods coupon names goods of that shop only; the platform's may name any goods. */
async function checkGoods(db: Db, owner: CouponOwner, form: SavedForm): Promise<string[]> {
  if (form.scope !== 'GOODS') return [];
  const ids = [...new Set(form.goodsIds)];
  const found = await db.select({ id: goods.id }).from(goods)
    .where(and(inArray(goods.id, ids), owner.shopId ? eq(goods.shopId, owner.shopId) : undefined));
  if (found.length !== ids.length) throw badInput('适用商品不存在或不属于本店');
  return ids;
}

/**
 * Creates the coupon under the form's id, or edits it while nobody has claimed one (a guarded UPDATE on
 * claimed = 0 and the same owner): what was claimed keeps the rule it was claimed under.
 */
export async function saveCoupon(db: Db, owner: CouponOwner, form: SavedForm, now: number): Promise<ManagedCoupon> {
  if (owner.shopId === '' && form.scope === 'SHOP') throw badInput('平台券请选择全平台或指定商品');
  if (owner.shopId !== '' && form.scope === 'PLATFORM') throw badInput('店铺券请选择本店或指定商品');
  const goodsIds = await checkGoods(db, owner, form);
  const fixed = form.validKind === 'FIXED';
  const rule = {
    scope: form.scope, goodsIds, kind: form.kind, name: form.name,
    threshold: form.kind === 'DIRECT' ? 0 : form.threshold, amount: form.kind === 'DISCOUNT' ? 0 : form.amount,
    rate: form.kind === 'DISCOUNT' ? form.rate : 0, cap: form.kind === 'DISCOUNT' ? form.cap : 0,
    validFrom: fixed ? form.validFrom : null, validTo: fixed ? form.validTo : null, validDays: fixed ? 0 : form.validDays,
    total: form.total, perUser: form.perUser, newUser: form.newUser, updatedAt: now,
  };
  const [existing] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, form.templateId)).for('update');
  if (!existing) {
    await db.insert(couponTemplates).values({ id: form.templateId, shopId: owner.shopId, ...rule, createdBy: owner.actorId, createdAt: now });
    return readManaged(db, form.templateId);
  }
  if (existing.shopId !== owner.shopId) throw notFound('优惠券');
  const edited = await db.update(couponTemplates).set(rule)
    .where(and(eq(couponTemplates.id, form.templateId), eq(couponTemplates.claimed, 0), eq(couponTemplates.status, 'ISSUING')))
    .returning({ id: couponTemplates.id });
  if (edited.length === 0) throw couponRefused(existing.status === 'STOPPED' ? '优惠券已停止发放，不能修改' : '优惠券已有人领取，不能修改');
  return readManaged(db, form.templateId);
}

/** Stops issuing (claimed coupons stay usable); a shop stops its own, the administrator any. */
export async function stopCoupon(db: Db, templateId: string, shopId: string | null, now: number): Promise<ManagedCoupon> {
  const stopped = await db.update(couponTemplates).set({ status: 'STOPPED', updatedAt: sql`greatest(${couponTemplates.updatedAt}, ${now})` })
    .where(and(eq(couponTemplates.id, templateId), shopId === null ? undefined : eq(couponTemplates.shopId, shopId)))
    .returning({ id: couponTemplates.id });
  if (stopped.length === 0) throw notFound('优惠券');
  return readManaged(db, templateId);
}
