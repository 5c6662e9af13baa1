import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { spellOrderDetail } from '../../../../contract/kinds/spell';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../ui/hooks/use-session';
import { SPELL_TEXTS as T } from '../../../../ui/spell-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { runStep } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { SpellOrderFacts, SpellStatusHead } from '../../../spell/spell-detail-view';
import { useAppContext } from '../../../use-app-context';
import '../../../spell/spell.css';
import { goBack } from '../../../go-back';

/**
 * spec §2 user_center/spell_form/sure_get_pay: the won goods arrived; confirming receipt is the ordinary order step
 * (order.confirmReceipt through the outbox, so it also works offline and replays once).
 */
function SpellSureGetPayScreen() {
  const { entryId } = Route.useSearch();
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const detail = useCachedCall(sync, spellOrderDetail, { entryId });
  const [busy, setBusy] = useState(false);
  const d = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.sureGetPay.title}</NavBar>;
  if (!d) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.detail.notFound} />}</div>;

  async function confirm() {
    if (!d || !(await confirmDialog(T.sureGetPay.ask))) return;
    setBusy(true);
    const ok = await runStep(sync, userId, 'order.confirmReceipt', { orderId: d.orderId }, T.sureGetPay.done);
    setBusy(false);
    if (ok) {
      void detail.reload();
      void navigate({ to: PATHS.spellDetails, search: { entryId }, replace: true });
    }
  }

  return (
    <div className="page spell-sure-get-pay">
      {back}
      <DataAge savedAt={detail.savedAt} failed={detail.failure !== null} neverSaved={T.neverSaved} />
      <SpellStatusHead detail={d} />
      <SpellOrderFacts detail={d} />
      <div className="page-actions">
        {d.status === 'WON' && d.orderStatus === 'DELIVERED'
          ? <Button block color="primary" loading={busy} onClick={() => void confirm()}>{T.sureGetPay.confirm}</Button>
          : <EmptyState title={T.sureGetPay.notShipped} />}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.spellSureGetPay}` as const)({ component: SpellSureGetPayScreen });
