import { Button } from 'antd-mobile';
import type { CouponOffer } from '../../contract/orders/coupons';
import { COUPON_TEXTS as T } from '../../ui/coupon-texts';
import { CouponCard, validityText } from '../../ui/coupons/coupon-card';
import { useClaim } from './use-claim';

function claimState(offer: CouponOffer): 'claim' | 'claimed' | 'soldOut' {
  if (offer.claimedByMe >= offer.perUser) return 'claimed';
  return offer.left <= 0 ? 'soldOut' : 'claim';
}

/** 领券中心's coupons (or a shop's, a goods'), each with 领取 / 已领取 / 已领完. */
export function CouponOffers({ offers }: { offers: CouponOffer[] }) {
  const { claim, busy } = useClaim();
  return offers.map((offer) => {
    const state = claimState(offer);
    return (
      <CouponCard key={offer.templateId} rule={offer} validity={validityText(offer)} testId="coupon-offer"
        extra={<div className="coupon-card__scope">{T.left(offer.left)} · {T.limit(offer.perUser)}</div>}
        action={(
          <Button size="small" color="primary" fill={state === 'claim' ? 'solid' : 'outline'} disabled={state !== 'claim' || busy !== ''}
            loading={busy === offer.templateId} onClick={() => void claim(offer.templateId)}>
            {state === 'claim' ? T.claim : state === 'claimed' ? T.claimed : T.soldOut}
          </Button>
        )} />
    );
  });
}
