import { useState } from 'react';
import type { ManagedCoupon } from '../../contract/orders/coupons';
import type { CouponOwnerKind } from '../../sync/coupon-drafts';
import { COUPON_MANAGE_TEXTS as T } from '../../ui/coupon-manage-texts';
import { alertDialog, confirmDialog, toast } from '../../ui/feedback';
import { awaitEntry } from '../../ui/hooks/use-entry-outcome';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

/**
 * 停发, once the owner confirms, through the outbox (shopCoupon.stop / companyCoupon.stop): online the host answers at
 * once and the list shows 已停发; offline it waits and is sent once when the network returns.
 */
export function useCouponStop(owner: CouponOwnerKind) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const [busy, setBusy] = useState('');

  async function stop(coupon: ManagedCoupon): Promise<void> {
    if (!(await confirmDialog(T.stopConfirm(coupon.name), { confirmText: T.stop }))) return;
    setBusy(coupon.templateId);
    try {
      const name = owner === 'shop' ? 'shopCoupon.stop' : 'companyCoupon.stop';
      const result = await sync.mutate(name, { templateId: coupon.templateId }, { name: coupon.name });
      if (!result.ok) return toast(result.msg);
      const outcome = await awaitEntry(sync, userId, result.id, navigator.onLine ? 15_000 : 300);
      if (outcome.state === 'rejected') return void alertDialog(T.stopRefused, outcome.msg);
      toast(outcome.state === 'pending' ? T.stopQueued : T.stopped);
    } finally {
      setBusy('');
    }
  }
  return { stop, busy };
}
