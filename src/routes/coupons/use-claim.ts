import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { COUPON_TEXTS as T } from '../../ui/coupon-texts';
import { alertDialog, toast } from '../../ui/feedback';
import { awaitEntry } from '../../ui/hooks/use-entry-outcome';
import { useLoginFirst } from '../../ui/hooks/use-login-first';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

/**
 * 领取 through the outbox (`coupon.claim`): online the host answers at once and the coupon is in 我的优惠券; offline the
 * claim waits and is sent once when the network returns. A visitor logs in first.
 */
export function useClaim() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const [busy, setBusy] = useState('');

  async function claim(templateId: string): Promise<void> {
    if (!(await loginFirst())) return;
    setBusy(templateId);
    try {
      const result = await sync.mutate('coupon.claim', { templateId }, { templateId });
      if (!result.ok) return toast(result.msg);
      const outcome = await awaitEntry(sync, userId, result.id, navigator.onLine ? 15_000 : 300);
      if (outcome.state === 'rejected') return void alertDialog(T.claimRefused, outcome.msg);
      toast(outcome.state === 'pending' ? T.claimQueued : T.claimedDone);
    } finally {
      setBusy('');
    }
  }
  return { claim, busy, navigate };
}
