import { describe, expect, it } from 'vitest';
import { CouponFormSchema, type ManagedCoupon } from '../contract/orders/coupons';
import type { DraftCouponFields, FormDraftDoc } from '../db/collections/drafts';
import { chinaDayStart, couponFieldProblems, couponFieldsOf, couponFormOf, couponPublish, discountRate, emptyCouponFields } from './coupon-drafts';

const fields = (over: Partial<DraftCouponFields> = {}): DraftCouponFields => ({
  ...emptyCouponFields('shop'), name: '满200减20', threshold: '200', amount: '20', total: '100', ...over,
});
const draft = (f: DraftCouponFields, mode: 'new' | 'edit' = 'new'): FormDraftDoc<'coupon'> => ({
  id: 'U1:T1', draftId: 'T1', userId: 'U1', form: 'coupon', mode, fields: f, base: {}, media: [], outboxId: '', updatedAt: 1,
});

describe('a coupon draft (issue 32)', () => {
  it('says what is wrong with each field in Chinese', () => {
    expect(couponFieldProblems(fields())).toEqual({});
    expect(couponFieldProblems(fields({ name: ' ', threshold: '0', amount: '-1', total: '0', perUser: '11' }))).toEqual({
      name: '请填写优惠券名称', threshold: '使用门槛需大于0元，最多两位小数', amount: '减免金额需大于0元，最多两位小数',
      total: '发放总量需为1-1000000的整数', perUser: '每人限领需为1-10的整数',
    });
    expect(couponFieldProblems(fields({ amount: '200' })).amount).toBe('减免金额需小于使用门槛');
    expect(couponFieldProblems(fields({ kind: 'DISCOUNT', discount: '10', cap: '' }))).toEqual({
      discount: '折扣需在1-9.9折之间，最多一位小数', cap: '最多减免金额需大于0元',
    });
    expect(couponFieldProblems(fields({ kind: 'DISCOUNT', threshold: '', discount: '8.5', cap: '50' }))).toEqual({});
    expect(couponFieldProblems(fields({ scope: 'GOODS' })).goodsIds).toBe('请选择适用商品');
    expect(couponFieldProblems(fields({ validKind: 'FIXED', validFrom: '2026-12-10', validTo: '2026-12-01' })).validTo).toBe('结束日期不能早于开始日期');
    expect(couponFieldProblems(fields({ validKind: 'FIXED', validFrom: '2026-02-30', validTo: '' }))).toMatchObject({ validFrom: '请选择开始日期', validTo: '请选择结束日期' });
    expect(couponFieldProblems(fields({ validDays: '0' })).validDays).toBe('有效天数需为1-365的整数');
  });

  it('reads 折 as the percent still paid and days as China days', () => {
    expect([discountRate('8.5'), discountRate('1'), discountRate('9.9'), discountRate('0.9'), discountRate('8.55')]).toEqual([85, 10, 99, null, null]);
    expect(chinaDayStart('2026-12-01')).toBe(Date.UTC(2026, 11, 1) - 8 * 3_600_000);
  });

  it('publishes the fields its kind uses through the call of its owner, which the contract takes', () => {
    const plan = couponPublish(draft(fields({ kind: 'DIRECT', threshold: '99', amount: '5' })));
    expect(plan).toMatchObject({ ok: true, name: 'shopCoupon.save', args: { templateId: 'T1', kind: 'DIRECT', threshold: '0', amount: '5', rate: 0, cap: '0', validDays: 7 } });
    const fixed = couponFormOf('T2', fields({ kind: 'DISCOUNT', discount: '8.5', cap: '50', validKind: 'FIXED', validFrom: '2026-12-01', validTo: '2026-12-31' }));
    expect(fixed).toMatchObject({ amount: '0', rate: 85, cap: '50', validFrom: chinaDayStart('2026-12-01'), validTo: chinaDayStart('2027-01-01'), validDays: 0 });
    expect(CouponFormSchema.safeParse(fixed).success).toBe(true);
    expect(couponPublish(draft({ ...fields(), owner: 'company', scope: 'PLATFORM' }))).toMatchObject({ ok: true, name: 'companyCoupon.save' });
    expect(couponPublish(draft(fields({ amount: '300' })))).toEqual({ ok: false, msg: '减免金额需小于使用门槛' });
  });

  it('turns the host copy back into the fields the owner typed', () => {
    const args = couponFormOf('T3', fields({ validKind: 'FIXED', validFrom: '2026-12-01', validTo: '2026-12-31' }));
    const host = {
      templateId: 'T3', name: args.name, kind: 'FULL_REDUCTION', scope: 'SHOP', shopId: 'S1', shopName: '', goodsIds: [], threshold: 20000, amount: 2000,
      rate: 0, cap: 0, validFrom: args.validFrom, validTo: args.validTo, validDays: 0, newUser: false, status: 'ISSUING', total: 100, perUser: 1,
      claimed: 0, used: 0, discountGiven: 0, createdAt: 1, updatedAt: 1,
    } as ManagedCoupon;
    expect(couponFieldsOf(host, 'shop')).toEqual(fields({ validKind: 'FIXED', validFrom: '2026-12-01', validTo: '2026-12-31', validDays: '' }));
  });
});
