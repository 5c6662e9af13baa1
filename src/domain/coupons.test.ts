import { describe, expect, it } from 'vitest';
import {
  applyCoupons, bestCoupons, claimedValidity, couponDiscount, couponLabel, couponRuleProblem, splitDiscount, type HeldCoupon, type PricedLine,
} from './coupons';

const base = { scope: 'PLATFORM', shopId: '', goodsIds: [], threshold: 0, amount: 0, rate: 0, cap: 0, validFrom: 0, validTo: 1000 } as const;
const coupon = (couponId: string, over: Partial<HeldCoupon>): HeldCoupon => ({ ...base, kind: 'FULL_REDUCTION', couponId, ...over });
const lines: PricedLine[] = [
  { key: 'a', shopId: 'S1', goodsId: 'G1', amount: 5000 },
  { key: 'b', shopId: 'S1', goodsId: 'G2', amount: 3000 },
  { key: 'c', shopId: 'S2', goodsId: 'G3', amount: 2000 },
];

describe('couponDiscount', () => {
  it('满减 takes its amount only from its threshold, 直减 at once, 折扣 its rate up to the cap', () => {
    const full = coupon('x', { threshold: 9900, amount: 500 });
    expect(couponDiscount(full, 9899)).toBe(0);
    expect(couponDiscount(full, 9900)).toBe(500);
    expect(couponDiscount(coupon('d', { kind: 'DIRECT', amount: 1000 }), 600)).toBe(600);
    const rate = coupon('r', { kind: 'DISCOUNT', rate: 85, cap: 2000 });
    expect(couponDiscount(rate, 10_001)).toBe(1500);
    expect(couponDiscount(rate, 100_000)).toBe(2000);
    expect(couponLabel(full)).toBe('满99减5');
    expect(couponLabel(rate)).toBe('8.5折，最多减20元');
    expect(couponLabel(coupon('y', { threshold: 10_050, amount: 3333 }))).toBe('满100.50减33.33');
  });
});

describe('splitDiscount', () => {
  it('splits in whole fen by amount, the remainder to the last line, each share within its line', () => {
    expect(splitDiscount(100, [1000, 1000, 1000])).toEqual([33, 33, 34]);
    expect(splitDiscount(1000, [1, 1, 10_000])).toEqual([0, 0, 1000]);
    expect(splitDiscount(500, [100, 300])).toEqual([100, 300]);
    const shares = splitDiscount(997, [333, 1, 667]);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(997);
    shares.forEach((s, i) => expect(s).toBeLessThanOrEqual([333, 1, 667][i]!));
  });
});

describe('applyCoupons', () => {
  it('splits a shop coupon over its shop lines and the platform coupon over what is left', () => {
    const result = applyCoupons([coupon('p', { threshold: 9900, amount: 1000 }), coupon('s', { scope: 'SHOP', shopId: 'S1', amount: 800 })], lines, 1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied.total).toBe(1800);
    expect(result.applied.platformTotal).toBe(1000);
    expect(result.applied.perLine.a!.discount + result.applied.perLine.b!.discount + result.applied.perLine.c!.discount).toBe(1800);
    expect(result.applied.perLine.c!.discount).toBe(result.applied.perLine.c!.platformDiscount);
  });

  it('refuses two platform coupons, two for one shop, one below its threshold and one out of its dates', () => {
    const p = coupon('p', { amount: 100 });
    expect(applyCoupons([p, coupon('q', { amount: 100 })], lines, 1)).toMatchObject({ ok: false, reason: 'twoPlatform' });
    const s = (id: string) => coupon(id, { scope: 'SHOP', shopId: 'S2', amount: 100 });
    expect(applyCoupons([s('s1'), s('s2')], lines, 1)).toMatchObject({ ok: false, reason: 'twoForShop' });
    expect(applyCoupons([coupon('t', { threshold: 20_000, amount: 100 })], lines, 1)).toMatchObject({ ok: false, reason: 'notApplicable' });
    expect(applyCoupons([p], lines, 1000)).toMatchObject({ ok: false, reason: 'notValid' });
  });
});

describe('bestCoupons', () => {
  it('chooses per shop the largest shop coupon and then the platform coupon taking most off what is left', () => {
    const held = [
      coupon('s1-small', { scope: 'SHOP', shopId: 'S1', amount: 300 }),
      coupon('s1-big', { scope: 'SHOP', shopId: 'S1', threshold: 8000, amount: 1000 }),
      coupon('s2-goods', { scope: 'GOODS', shopId: 'S2', goodsIds: ['G3'], kind: 'DISCOUNT', rate: 90, cap: 500 }),
      coupon('p-small', { threshold: 9900, amount: 500 }),
      coupon('p-big', { threshold: 9900, amount: 1500 }),
      coupon('p-far', { threshold: 20_000, amount: 5000 }),
      coupon('expired', { amount: 9000, validTo: 1 }),
    ];
    expect(bestCoupons(held, lines, 5).sort()).toEqual(['p-big', 's1-big', 's2-goods']);
  });
});

describe('couponRuleProblem and claimedValidity', () => {
  const form = { ...base, kind: 'FULL_REDUCTION' as const, threshold: 9900, amount: 500, validKind: 'FIXED' as const, validFrom: 0, validTo: 10, validDays: 0 };
  it('says what an owner filled in wrong, and nothing for a sound coupon', () => {
    expect(couponRuleProblem(form)).toBeNull();
    expect(couponRuleProblem({ ...form, amount: 9900 })).toBe('减免金额须小于使用门槛');
    expect(couponRuleProblem({ ...form, kind: 'DISCOUNT', rate: 100, cap: 100 })).toBe('折扣须在1折到9.9折之间');
    expect(couponRuleProblem({ ...form, scope: 'GOODS' })).toBe('请选择适用商品');
    expect(couponRuleProblem({ ...form, validTo: 0 })).toBe('结束时间须晚于开始时间');
    expect(couponRuleProblem({ ...form, validKind: 'DAYS', validDays: 0 })).toBe('有效天数须在1到365天之间');
  });
  it('dates a claimed coupon by the template: fixed dates, or N days from the claim', () => {
    expect(claimedValidity({ validFrom: 5, validTo: 9, validDays: 0 }, 7)).toEqual({ validFrom: 5, validTo: 9 });
    expect(claimedValidity({ validFrom: null, validTo: null, validDays: 2 }, 7)).toEqual({ validFrom: 7, validTo: 7 + 2 * 86_400_000 });
  });
});
