import { formatFen } from './format';

/** Ours (issue 32): 满减 a threshold and an amount off, 直减 an amount off with no threshold, 折扣 a rate with a cap. */
export const COUPON_KINDS = ['FULL_REDUCTION', 'DIRECT', 'DISCOUNT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, string> = { FULL_REDUCTION: '满减券', DIRECT: '直减券', DISCOUNT: '折扣券' };

/** The whole platform, one shop, or chosen goods. Who pays is `shopId`: '' the platform, else that shop. */
export const COUPON_SCOPES = ['PLATFORM', 'SHOP', 'GOODS'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** A claimed coupon's state on the 我的优惠券 tabs. */
export const MY_COUPON_TABS = ['UNUSED', 'USED', 'EXPIRED'] as const;
export type MyCouponTab = (typeof MY_COUPON_TABS)[number];
export const MY_COUPON_TAB_LABELS: Record<MyCouponTab, string> = { UNUSED: '可使用', USED: '已使用', EXPIRED: '已过期' };

export interface CouponRule {
  kind: CouponKind;
  scope: CouponScope;
  /** '' for a platform-funded coupon. */
  shopId: string;
  /** Only for scope GOODS. */
  goodsIds: readonly string[];
  /** Fen the eligible goods must reach (0: none; 直减 always 0). */
  threshold: number;
  /** Fen off (满减, 直减). */
  amount: number;
  /** 折扣: the percent still paid, 1–99 (85 is 8.5折). */
  rate: number;
  /** 折扣: the most it takes off, fen. */
  cap: number;
}

/** A claimed coupon the buyer holds, as the fill-in order weighs it. */
export interface HeldCoupon extends CouponRule {
  couponId: string;
  validFrom: number;
  validTo: number;
}

/** A line of the order being filled in: its key, shop, goods and amount (price × number), fen. */
export interface PricedLine {
  key: string;
  shopId: string;
  goodsId: string;
  amount: number;
}

export const isPlatformFunded = (rule: Pick<CouponRule, 'shopId'>) => rule.shopId === '';

/** Yuan as a coupon says it: 99, 5, 33.33 (no trailing .00). */
const yuan = (fen: number) => formatFen(fen).replace(/\.00$/, '');

export function couponLabel(rule: CouponRule): string {
  if (rule.kind === 'DISCOUNT') {
    const off = `${rule.rate / 10}折，最多减${yuan(rule.cap)}元`;
    return rule.threshold > 0 ? `满${yuan(rule.threshold)}元${off}` : off;
  }
  if (rule.kind === 'DIRECT' || rule.threshold === 0) return `立减${yuan(rule.amount)}元`;
  return `满${yuan(rule.threshold)}减${yuan(rule.amount)}`;
}

export function scopeLabel(rule: CouponRule, shopName = ''): string {
  if (rule.scope === 'PLATFORM') return '全平台通用';
  if (rule.scope === 'SHOP') return shopName ? `限${shopName}使用` : '限本店使用';
  return '限指定商品使用';
}

/** The lines a coupon may apply to. */
export function eligibleLines<L extends PricedLine>(rule: CouponRule, lines: readonly L[]): L[] {
  if (rule.scope === 'PLATFORM') return [...lines];
  if (rule.scope === 'SHOP') return lines.filter((l) => l.shopId === rule.shopId);
  return lines.filter((l) => rule.goodsIds.includes(l.goodsId) && (rule.shopId === '' || l.shopId === rule.shopId));
}

/** What a coupon takes off eligible goods worth `eligible` fen: 0 below its threshold, never more than `eligible`. */
export function couponDiscount(rule: CouponRule, eligible: number): number {
  if (eligible <= 0 || eligible < rule.threshold) return 0;
  const off = rule.kind === 'DISCOUNT' ? Math.min(Math.floor((eligible * (100 - rule.rate)) / 100), rule.cap) : rule.amount;
  return Math.max(0, Math.min(off, eligible));
}

export const isCouponValidAt = (coupon: Pick<HeldCoupon, 'validFrom' | 'validTo'>, now: number) => coupon.validFrom <= now && now < coupon.validTo;

/**
 * Splits `amount` fen over lines in proportion to what is left of each (`room`), rounding down, the remainder to the
 * last line; no share passes its line's room (what cannot fit moves to the lines before). Never more than the rooms.
 */
export function splitDiscount(amount: number, room: readonly number[]): number[] {
  const total = room.reduce((s, r) => s + r, 0);
  const want = Math.min(amount, total);
  if (want <= 0) return room.map(() => 0);
  const shares = room.map((r) => Math.min(r, Math.floor((want * r) / total)));
  let left = want - shares.reduce((s, x) => s + x, 0);
  for (let i = shares.length - 1; i >= 0 && left > 0; i -= 1) {
    const add = Math.min(left, room[i]! - shares[i]!);
    shares[i]! += add;
    left -= add;
  }
  return shares;
}

export type ApplyRefusal = 'twoPlatform' | 'twoForShop' | 'notApplicable' | 'notValid';

export interface AppliedCoupons {
  /** Each chosen coupon's discount, in the order given, and its share of each line (by key). */
  perCoupon: { couponId: string; discount: number; platform: boolean; byLine: Record<string, number> }[];
  /** Per line key: the whole discount on it and the platform-funded part of that. */
  perLine: Record<string, { discount: number; platformDiscount: number }>;
  total: number;
  platformTotal: number;
}

export type ApplyResult = { ok: true; applied: AppliedCoupons } | { ok: false; reason: ApplyRefusal; couponId: string };

/**
 * Applies chosen coupons: at most one platform-funded coupon and one coupon per shop. Shop coupons go first, each
 * weighed on its own lines' amounts; the platform coupon's threshold is weighed on the goods amount too, its discount
 * split over what the shop coupons left. Every coupon must take something off.
 */
export function applyCoupons(chosen: readonly HeldCoupon[], lines: readonly PricedLine[], now: number): ApplyResult {
  const room = new Map(lines.map((l) => [l.key, l.amount]));
  const perLine: AppliedCoupons['perLine'] = Object.fromEntries(lines.map((l) => [l.key, { discount: 0, platformDiscount: 0 }]));
  const shopsUsed = new Set<string>();
  let platformSeen = false;
  for (const c of chosen) {
    if (isPlatformFunded(c)) {
      if (platformSeen) return { ok: false, reason: 'twoPlatform', couponId: c.couponId };
      platformSeen = true;
    } else {
      if (shopsUsed.has(c.shopId)) return { ok: false, reason: 'twoForShop', couponId: c.couponId };
      shopsUsed.add(c.shopId);
    }
  }
  const ordered = [...chosen.filter((c) => !isPlatformFunded(c)), ...chosen.filter(isPlatformFunded)];
  const perCoupon = new Map<string, { discount: number; byLine: Record<string, number> }>();
  for (const c of ordered) {
    if (!isCouponValidAt(c, now)) return { ok: false, reason: 'notValid', couponId: c.couponId };
    const mine = eligibleLines(c, lines);
    const rooms = mine.map((l) => room.get(l.key)!);
    const discount = Math.min(couponDiscount(c, mine.reduce((s, l) => s + l.amount, 0)), rooms.reduce((s, r) => s + r, 0));
    if (discount <= 0) return { ok: false, reason: 'notApplicable', couponId: c.couponId };
    const byLine: Record<string, number> = {};
    splitDiscount(discount, rooms).forEach((share, i) => {
      const key = mine[i]!.key;
      byLine[key] = share;
      room.set(key, room.get(key)! - share);
      perLine[key]!.discount += share;
      if (isPlatformFunded(c)) perLine[key]!.platformDiscount += share;
    });
    perCoupon.set(c.couponId, { discount, byLine });
  }
  const list = chosen.map((c) => ({ couponId: c.couponId, ...perCoupon.get(c.couponId)!, platform: isPlatformFunded(c) }));
  return {
    ok: true,
    applied: {
      perCoupon: list, perLine,
      total: list.reduce((s, c) => s + c.discount, 0),
      platformTotal: list.filter((c) => c.platform).reduce((s, c) => s + c.discount, 0),
    },
  };
}

/** The coupons that could take something off these lines now, each weighed alone. */
export function usableCoupons(held: readonly HeldCoupon[], lines: readonly PricedLine[], now: number): HeldCoupon[] {
  return held.filter((c) => isCouponValidAt(c, now) && couponDiscount(c, eligibleLines(c, lines).reduce((s, l) => s + l.amount, 0)) > 0);
}

const byBetter = (a: { discount: number; c: HeldCoupon }, b: { discount: number; c: HeldCoupon }) =>
  b.discount - a.discount || a.c.validTo - b.c.validTo || a.c.couponId.localeCompare(b.c.couponId);

/**
 * The best choice for the buyer: per shop the shop coupon taking most off, then the platform coupon taking most off
 * what is left (a larger shop discount never loses more than it gains on the platform coupon). Ties: the one that
 * expires first.
 */
export function bestCoupons(held: readonly HeldCoupon[], lines: readonly PricedLine[], now: number): string[] {
  const usable = usableCoupons(held, lines, now);
  const weigh = (c: HeldCoupon) => ({ c, discount: couponDiscount(c, eligibleLines(c, lines).reduce((s, l) => s + l.amount, 0)) });
  const picked: HeldCoupon[] = [];
  for (const shopId of new Set(usable.filter((c) => !isPlatformFunded(c)).map((c) => c.shopId))) {
    picked.push(usable.filter((c) => c.shopId === shopId).map(weigh).sort(byBetter)[0]!.c);
  }
  const platform = usable.filter(isPlatformFunded).map((c) => {
    const result = applyCoupons([...picked, c], lines, now);
    return { c, discount: result.ok ? result.applied.perCoupon.at(-1)!.discount : 0 };
  }).filter((x) => x.discount > 0).sort(byBetter)[0];
  return [...picked, ...(platform ? [platform.c] : [])].map((c) => c.couponId);
}

/** Ours: limits of a coupon's form. */
export const COUPON_LIMITS = { maxTotal: 1_000_000, maxPerUser: 10, maxDays: 365, maxAmountFen: 100_000, maxGoods: 50 } as const;

export interface CouponFormRule extends CouponRule {
  validKind: 'FIXED' | 'DAYS';
  validFrom: number;
  validTo: number;
  validDays: number;
}

/** What is wrong with a coupon as its owner filled it in (null: nothing); the form and the host both ask. */
export function couponRuleProblem(rule: CouponFormRule): string | null {
  if (rule.kind === 'FULL_REDUCTION' && rule.threshold <= 0) return '满减券请填写使用门槛';
  if (rule.kind === 'FULL_REDUCTION' && rule.amount >= rule.threshold) return '减免金额须小于使用门槛';
  if (rule.kind !== 'DISCOUNT' && rule.amount <= 0) return '请填写减免金额';
  if (rule.kind === 'DISCOUNT' && (rule.rate < 10 || rule.rate > 99)) return '折扣须在1折到9.9折之间';
  if (rule.kind === 'DISCOUNT' && rule.cap <= 0) return '请填写折扣券最多减免金额';
  if (rule.scope === 'GOODS' && rule.goodsIds.length === 0) return '请选择适用商品';
  if (rule.validKind === 'FIXED' && rule.validTo <= rule.validFrom) return '结束时间须晚于开始时间';
  if (rule.validKind === 'DAYS' && (rule.validDays < 1 || rule.validDays > COUPON_LIMITS.maxDays)) return `有效天数须在1到${COUPON_LIMITS.maxDays}天之间`;
  return null;
}

/** A claimed coupon's dates: the template's fixed dates, or `validDays` from the moment of claiming. */
export function claimedValidity(t: { validFrom: number | null; validTo: number | null; validDays: number }, now: number) {
  if (t.validDays > 0) return { validFrom: now, validTo: now + t.validDays * 86_400_000 };
  return { validFrom: t.validFrom ?? now, validTo: t.validTo ?? now };
}
