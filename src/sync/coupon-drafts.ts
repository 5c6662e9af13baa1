import { CouponFormSchema, type CouponForm, type ManagedCoupon } from '../contract/orders/coupons';
import { draftKey, type DraftCouponFields, type FormDraftDoc } from '../db/collections/drafts';
import type { StarqDatabase } from '../db/database';
import { COUPON_LIMITS } from '../domain/coupons';
import { fenToYuanText, yuanTextToFen } from '../domain/goods-draft';
import { CHINA_TZ_OFFSET_MINUTES, DAY_MS } from '../domain/constants';
import { formatDate } from '../domain/relative-time';

export type CouponOwnerKind = DraftCouponFields['owner'];
export type CouponField = keyof DraftCouponFields;

/** What 新建优惠券 shows: a shop's 满减 for the whole shop, the platform's for the whole platform, 7 days from claiming. */
export function emptyCouponFields(owner: CouponOwnerKind): DraftCouponFields {
  return {
    owner, name: '', kind: 'FULL_REDUCTION', scope: owner === 'shop' ? 'SHOP' : 'PLATFORM', goodsIds: [], threshold: '', amount: '',
    discount: '', cap: '', validKind: 'DAYS', validFrom: '', validTo: '', validDays: '7', total: '', perUser: '1', newUser: false,
  };
}

/** getTimezoneOffset's sign: China's -480 minutes, so a China midnight is the UTC midnight of that date plus this. */
const CHINA_OFFSET_MS = CHINA_TZ_OFFSET_MINUTES * 60_000;

/** The first instant of a China day written YYYY-MM-DD, or null. */
export function chinaDayStart(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + CHINA_OFFSET_MS;
  return formatDate(ms) === text.trim() ? ms : null;
}

const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const positiveYuan = (text: string) => (yuanTextToFen(text) ?? 0) > 0;
/** 折 as typed, 1 to 9.9 with at most one decimal, as the percent still paid (8.5 → 85); null when it is not. */
export function discountRate(text: string): number | null {
  if (!/^\d(\.\d)?$/.test(text.trim())) return null;
  const rate = Math.round(Number(text) * 10);
  return rate >= 10 && rate <= 99 ? rate : null;
}

/**
 * What is wrong with each field as typed (docs/decisions/034, 表单校验): the form shows these beside the fields and
 * 发布 refuses while any is left. The host checks the same rules again (CouponFormSchema, couponRuleProblem).
 */
export function couponFieldProblems(f: DraftCouponFields): Partial<Record<CouponField, string>> {
  const p: Partial<Record<CouponField, string>> = {};
  if (!f.name.trim()) p.name = '请填写优惠券名称';
  else if (f.name.trim().length > 20) p.name = '优惠券名称不能超过20个字';
  const maxYuan = fenToYuanText(COUPON_LIMITS.maxAmountFen);
  const over = (text: string) => (yuanTextToFen(text) ?? 0) > COUPON_LIMITS.maxAmountFen;
  if (f.kind === 'FULL_REDUCTION') {
    if (!positiveYuan(f.threshold)) p.threshold = '使用门槛需大于0元，最多两位小数';
    else if (over(f.threshold)) p.threshold = `使用门槛不能超过${maxYuan}元`;
  } else if (f.kind === 'DISCOUNT' && f.threshold.trim() && yuanTextToFen(f.threshold) === null) p.threshold = '使用门槛格式不正确，最多两位小数';
  if (f.kind !== 'DISCOUNT') {
    if (!positiveYuan(f.amount)) p.amount = '减免金额需大于0元，最多两位小数';
    else if (over(f.amount)) p.amount = `减免金额不能超过${maxYuan}元`;
    else if (f.kind === 'FULL_REDUCTION' && !p.threshold && yuanTextToFen(f.amount)! >= yuanTextToFen(f.threshold)!) p.amount = '减免金额需小于使用门槛';
  } else {
    if (discountRate(f.discount) === null) p.discount = '折扣需在1-9.9折之间，最多一位小数';
    if (!positiveYuan(f.cap)) p.cap = '最多减免金额需大于0元';
    else if (over(f.cap)) p.cap = `最多减免不能超过${maxYuan}元`;
  }
  if (f.scope === 'GOODS' && f.goodsIds.length === 0) p.goodsIds = '请选择适用商品';
  if (f.scope === 'GOODS' && f.goodsIds.length > COUPON_LIMITS.maxGoods) p.goodsIds = `适用商品不能超过${COUPON_LIMITS.maxGoods}个`;
  if (f.validKind === 'FIXED') {
    const from = chinaDayStart(f.validFrom);
    const to = chinaDayStart(f.validTo);
    if (from === null) p.validFrom = '请选择开始日期';
    if (to === null) p.validTo = '请选择结束日期';
    else if (from !== null && to < from) p.validTo = '结束日期不能早于开始日期';
  } else if (!wholeIn(f.validDays, 1, COUPON_LIMITS.maxDays)) p.validDays = `有效天数需为1-${COUPON_LIMITS.maxDays}的整数`;
  if (!wholeIn(f.total, 1, COUPON_LIMITS.maxTotal)) p.total = `发放总量需为1-${COUPON_LIMITS.maxTotal}的整数`;
  if (!wholeIn(f.perUser, 1, COUPON_LIMITS.maxPerUser)) p.perUser = `每人限领需为1-${COUPON_LIMITS.maxPerUser}的整数`;
  return p;
}

/** The save call's arguments for the draft: the fields this kind and validity use, the others as the host keeps them (0). */
export function couponFormOf(templateId: string, f: DraftCouponFields): CouponForm {
  const fixed = f.validKind === 'FIXED';
  const yuan = (text: string) => text.trim() || '0';
  return {
    templateId, name: f.name.trim(), kind: f.kind, scope: f.scope, goodsIds: f.scope === 'GOODS' ? f.goodsIds : [],
    threshold: f.kind === 'DIRECT' ? '0' : yuan(f.threshold), amount: f.kind === 'DISCOUNT' ? '0' : yuan(f.amount),
    rate: f.kind === 'DISCOUNT' ? discountRate(f.discount) ?? 0 : 0, cap: f.kind === 'DISCOUNT' ? yuan(f.cap) : '0',
    validKind: f.validKind, validFrom: fixed ? chinaDayStart(f.validFrom) ?? 0 : 0,
    // A fixed coupon is good through its last day (China time).
    validTo: fixed ? (chinaDayStart(f.validTo) ?? 0) + DAY_MS : 0, validDays: fixed ? 0 : Number(f.validDays),
    total: Number(f.total), perUser: Number(f.perUser), newUser: f.owner === 'company' && f.newUser,
  };
}

export type CouponSendPlan =
  | { ok: true; name: 'shopCoupon.save' | 'companyCoupon.save'; args: Record<string, unknown>; preview: Record<string, unknown> }
  | { ok: false; msg: string };

/** The draft's save (created once under its id, or its edit before the first claim), or the first thing wrong with it. */
export function couponPublish(draft: FormDraftDoc<'coupon'>): CouponSendPlan {
  const first = Object.values(couponFieldProblems(draft.fields))[0];
  if (first) return { ok: false, msg: first };
  const args = couponFormOf(draft.draftId, draft.fields);
  const checked = CouponFormSchema.safeParse(args);
  if (!checked.success) return { ok: false, msg: checked.error.issues[0]?.message ?? '优惠券内容不正确' };
  return { ok: true, name: draft.fields.owner === 'shop' ? 'shopCoupon.save' : 'companyCoupon.save', args, preview: { name: args.name } };
}

/** A coupon as its form shows it: the host's copy turned back into what the owner typed. */
export function couponFieldsOf(c: ManagedCoupon, owner: CouponOwnerKind): DraftCouponFields {
  const yuan = (fen: number) => (fen > 0 ? fenToYuanText(fen) : '');
  const fixed = c.validDays === 0;
  return {
    owner, name: c.name, kind: c.kind, scope: c.scope, goodsIds: c.goodsIds, threshold: yuan(c.threshold), amount: yuan(c.amount),
    discount: c.rate > 0 ? String(c.rate / 10) : '', cap: yuan(c.cap), validKind: fixed ? 'FIXED' : 'DAYS',
    validFrom: fixed && c.validFrom !== null ? formatDate(c.validFrom) : '', validTo: fixed && c.validTo !== null ? formatDate(c.validTo - 1) : '',
    validDays: fixed ? '' : String(c.validDays), total: String(c.total), perUser: String(c.perUser), newUser: c.newUser,
  };
}

/**
 * 编辑 a coupon nobody has claimed: its draft starts from the host's copy the device last read (a draft already open
 * for it is kept, it may hold unsent work). The host refuses the save once someone has claimed one (4207, shown on the draft).
 */
export async function startCouponEdit(db: StarqDatabase, userId: string, coupon: ManagedCoupon, owner: CouponOwnerKind, now: number) {
  const draftId = coupon.templateId;
  if (!(await db.drafts.findOne(draftKey(userId, draftId)).exec())) {
    await db.drafts.insert({
      id: draftKey(userId, draftId), draftId, userId, form: 'coupon', mode: 'edit', fields: couponFieldsOf(coupon, owner),
      base: { updatedAt: coupon.updatedAt, claimed: coupon.claimed }, media: [], outboxId: '', updatedAt: now,
    });
  }
  return { ok: true as const, draftId };
}
