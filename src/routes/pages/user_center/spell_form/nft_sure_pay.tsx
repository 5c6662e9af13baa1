import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { spellOrderDetail } from '../../../../contract/kinds/spell';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SPELL_TEXTS as T } from '../../../../ui/spell-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { SpellOrderFacts, SpellStatusHead } from '../../../spell/spell-detail-view';
import { useAppContext } from '../../../use-app-context';
import '../../../spell/spell.css';
import { goBack } from '../../../go-back';

/** spec §2 user_center/spell_form/nft_sure_pay: the unpaid seat's summary, then the spell pay counter (needs the network). */
function SpellSurePayScreen() {
  const { entryId } = Route.useSearch();
  const { sync } = useAppContext();
  const online = useOnline();
  const navigate = useNavigate();
  const detail = useCachedCall(sync, spellOrderDetail, { entryId });
  const d = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.surePay.title}</NavBar>;
  if (!d) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.detail.notFound} />}</div>;
  return (
    <div className="page spell-sure-pay">
      {back}
      <DataAge savedAt={detail.savedAt} failed={detail.failure !== null} neverSaved={T.neverSaved} />
      <SpellStatusHead detail={d} />
      <SpellOrderFacts detail={d} />
      <p className="spell-bar__note">{T.pay.seatNote}</p>
      <div className="page-actions">
        {d.status === 'UNPAID' ? (
          <Button block color="primary" disabled={!online}
            onClick={() => void navigate({ to: PATHS.spellPayCounter, search: { orderId: d.orderId, entryId } })}>
            {online ? T.surePay.confirm : T.needNetwork}
          </Button>
        ) : <EmptyState title={T.surePay.paid} />}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.spellSurePay}` as const)({ component: SpellSurePayScreen });
