import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { auctionBid, auctionGoodsLot } from '../../../../../contract/kinds/auction';
import { payPasswordState } from '../../../../../contract/orders/pay';
import { AUCTION_TEXTS as T } from '../../../../../ui/auction-texts';
import { confirmDialog, showError, toast } from '../../../../../ui/feedback';
import { newClientId } from '../../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../../ui/hooks/use-online';
import { PayPasswordPopup } from '../../../../checkout/pay-password-popup';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';

/**
 * A user's first bid on a lot freezes its deposit from the balance (issue 34.8): it asks for the pay password and goes
 * straight to the host, never through the outbox (a password is not kept on the device). Later bids are queued as before.
 */
export function useFirstBid(lotId: string, goodsId: string) {
  const { api, sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const [bid, setBid] = useState<{ amount: number; proxy: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(amount: number, proxy: boolean) {
    if (!online) return toast(T.depositNeedsNetwork);
    try {
      const state = await api.call(payPasswordState, {});
      if (state.hasPayPassword) return setBid({ amount, proxy });
      if (await confirmDialog(T.depositNoPassword, { confirmText: T.setPassword })) void navigate({ to: PATHS.payPassword });
    } catch (error) { showError(error); }
  }

  async function submit(payPassword: string) {
    if (!bid) return;
    setBusy(true);
    try {
      await api.call(auctionBid, { lotId, ...bid, payPassword }, { idempotencyKey: newClientId('bid') });
      setBid(null);
      toast(T.depositBidDone);
      void sync.refresh({ kind: 'call', name: auctionGoodsLot.name, params: { goodsId } });
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  const popup = (
    <PayPasswordPopup visible={bid !== null && online} busy={busy} onClose={() => setBid(null)} onSubmit={(p) => void submit(p)} confirmText={T.depositConfirm} />
  );
  return { start, popup };
}
