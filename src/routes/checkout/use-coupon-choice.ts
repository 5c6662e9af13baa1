import { useEffect, useMemo, useState } from 'react';
import type { MyCoupon } from '../../contract/orders/coupons';
import {
  applyCoupons, bestCoupons, couponDiscount, eligibleLines, isPlatformFunded, usableCoupons, type HeldCoupon, type PricedLine,
} from '../../domain/coupons';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import type { SyncHandle } from '../../workers/sync-handle';

const toHeld = (c: MyCoupon): HeldCoupon => ({ ...c, validFrom: c.couponValidFrom, validTo: c.couponValidTo });
const slotOf = (c: MyCoupon) => (isPlatformFunded(c) ? '' : c.shopId);

/** The lines of a fill-in order by shop, as the coupon rule weighs them (the host keys them the same way). */
export function pricedLines(groups: readonly { shopId: string; lines: readonly { goodsId: string; price?: number; num?: number }[] }[]): PricedLine[] {
  return groups.flatMap((g, gi) => g.lines.map((l, li) => ({ key: `${gi}:${li}`, shopId: g.shopId, goodsId: l.goodsId, amount: (l.price ?? 0) * (l.num ?? 1) })));
}

/**
 * The fill-in order's coupons (docs/decisions/034): the buyer's unused coupons from the device (records kind `coupon`, so
 * it works offline), those these lines may use, the best choice made for the buyer (domain bestCoupons), changed by
 * `toggle` (one platform coupon, one per shop), and what the choice takes off (domain applyCoupons, as the host will).
 */
export function useCouponChoice(sync: SyncHandle, userId: string, lines: PricedLine[]) {
  const rows = useLiveQuery(sync, 'recordsOfKind', { kind: 'coupon', userId, sortText: 'UNUSED' });
  useEffect(() => {
    if (userId) void sync.refresh({ kind: 'records', records: 'coupon' });
  }, [sync, userId]);
  const [picked, setPicked] = useState<string[] | null>(null);
  const now = Date.now();
  const held = useMemo(() => (rows.data ?? []).map((r) => r.data as MyCoupon), [rows.data]);
  const usable = usableCoupons(held.map(toHeld), lines, now)
    .map((h) => ({ ...held.find((c) => c.couponId === h.couponId)!, wouldTake: couponDiscount(h, eligibleLines(h, lines).reduce((s, l) => s + l.amount, 0)) }));
  const best = bestCoupons(usable.map(toHeld), lines, now);
  const chosen = (picked ?? best).filter((id) => usable.some((c) => c.couponId === id));
  const applied = applyCoupons(usable.filter((c) => chosen.includes(c.couponId)).map(toHeld), lines, now);
  const ok = applied.ok;
  const chosenIds = ok ? chosen : best;
  const discount = ok ? applied.applied.total : 0;

  function toggle(couponId: string) {
    const coupon = usable.find((c) => c.couponId === couponId);
    if (!coupon) return;
    if (chosenIds.includes(couponId)) return setPicked(chosenIds.filter((id) => id !== couponId));
    const others = chosenIds.filter((id) => slotOf(usable.find((c) => c.couponId === id)!) !== slotOf(coupon));
    setPicked([...others, couponId]);
  }
  return { usable, chosenIds, discount, isBest: chosenIds.length === best.length && chosenIds.every((id) => best.includes(id)), toggle };
}

export type CouponChoice = ReturnType<typeof useCouponChoice>;
