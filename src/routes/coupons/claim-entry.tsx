import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { couponCenter } from '../../contract/orders/coupons';
import { couponLabel } from '../../domain/coupons';
import { COUPON_TEXTS as T } from '../../ui/coupon-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useAppContext } from '../use-app-context';
import { CouponOffers } from './coupon-offers';
import '../../ui/coupons/coupons.css';

/** 领券 on a goods page (the coupons that apply to it) or a shop page (the shop's and the platform's): a row and its popup. */
export function ClaimEntry({ goodsId = '', shopId = '' }: { goodsId?: string; shopId?: string }) {
  const { sync } = useAppContext();
  const [open, setOpen] = useState(false);
  const offers = useCachedCall(sync, couponCenter, { goodsId, shopId }).data?.list ?? [];
  if (offers.length === 0) return null;
  return (
    <>
      <button type="button" className="coupon-entry" data-testid="claim-entry" onClick={() => setOpen(true)}>
        <span>{T.entry}</span>
        <span className="coupon-entry__tags">{offers.slice(0, 3).map((o) => couponLabel(o)).join(' · ')}</span>
        <span>{T.entryHint(offers.length)} ›</span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className="coupon-popup"><h2>{T.entry}</h2><CouponOffers offers={offers} /></div>
      </Popup>
    </>
  );
}
