import { useState } from 'react';
import { Button, Checkbox, List, Popup } from 'antd-mobile';
import { formatFen } from '../../domain/format';
import { COUPON_TEXTS as T } from '../../ui/coupon-texts';
import { CouponCard, validityText } from '../../ui/coupons/coupon-card';
import type { CouponChoice } from './use-coupon-choice';
import '../../ui/coupons/coupons.css';

/** The 优惠券 row of a fill-in order (drawn once by FillInOrder, decision 025) and its popup to change the choice. */
export function CouponRow({ choice }: { choice: CouponChoice }) {
  const [open, setOpen] = useState(false);
  const value = choice.discount > 0
    ? <span className="play-order__discount" data-testid="coupon-discount">-¥{formatFen(choice.discount)}</span>
    : choice.usable.length > 0 ? T.rowUnused : T.rowNone;
  return (
    <>
      <List.Item arrow={choice.usable.length > 0} extra={value} onClick={choice.usable.length > 0 ? () => setOpen(true) : undefined}
        description={choice.discount > 0 && choice.isBest ? T.rowBest : undefined} data-testid="coupon-row">
        {T.row}
      </List.Item>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className="coupon-popup">
          <h2>{T.rowPick}</h2>
          <p className="coupon-popup__hint">{T.rowHint}</p>
          {choice.usable.map((c) => (
            <div key={c.couponId} onClick={() => choice.toggle(c.couponId)} role="checkbox" aria-checked={choice.chosenIds.includes(c.couponId)}>
              <CouponCard rule={c} validity={validityText(c, { from: c.couponValidFrom, to: c.couponValidTo })} testId="coupon-choice"
                extra={<div className="coupon-card__extra">{T.takes(formatFen(c.wouldTake))}</div>}
                action={<Checkbox checked={choice.chosenIds.includes(c.couponId)} />} />
            </div>
          ))}
          <div style={{ padding: '8px 12px' }}><Button block color="primary" onClick={() => setOpen(false)}>{T.rowDone}</Button></div>
        </div>
      </Popup>
    </>
  );
}
