import type { ReactNode } from 'react';
import type { CouponRuleView } from '../../contract/orders/coupons';
import { couponLabel, isPlatformFunded, scopeLabel } from '../../domain/coupons';
import { formatFen } from '../../domain/format';
import { formatDate } from '../../domain/relative-time';
import { COUPON_TEXTS as T } from '../coupon-texts';
import './coupons.css';

/** The big figure on the left: ¥ off, or the 折 of a discount coupon. */
function Face({ rule }: { rule: CouponRuleView }) {
  if (rule.kind === 'DISCOUNT') return <span className="coupon-card__face"><b>{rule.rate / 10}</b>折</span>;
  return <span className="coupon-card__face">¥<b>{formatFen(rule.amount).replace(/\.00$/, '')}</b></span>;
}

export function validityText(rule: CouponRuleView, own?: { from: number; to: number }): string {
  if (own) return T.validRange(formatDate(own.from), formatDate(own.to - 1));
  if (rule.validDays > 0) return T.validDays(rule.validDays);
  return T.validRange(formatDate(rule.validFrom ?? 0), formatDate((rule.validTo ?? 1) - 1));
}

/** One coupon (领券中心, 我的优惠券, the fill-in order's choice): its face, rule, scope, dates and an action on the right. */
export function CouponCard({ rule, validity, action, extra, muted = false, testId = 'coupon-card' }: {
  rule: CouponRuleView; validity: string; action?: ReactNode; extra?: ReactNode; muted?: boolean; testId?: string;
}) {
  return (
    <article className={`coupon-card${muted ? ' coupon-card--muted' : ''}`} data-testid={testId}>
      <div className="coupon-card__left">
        <Face rule={rule} />
        <span className="coupon-card__label">{couponLabel(rule)}</span>
      </div>
      <div className="coupon-card__body">
        <div className="coupon-card__name">
          <span className="coupon-card__tag">{isPlatformFunded(rule) ? T.platform : T.shopCoupon}</span>{rule.name}
        </div>
        <div className="coupon-card__scope">{scopeLabel(rule, rule.shopName)}</div>
        <div className="coupon-card__dates">{validity}</div>
        {extra}
      </div>
      {action && <div className="coupon-card__action">{action}</div>}
    </article>
  );
}
