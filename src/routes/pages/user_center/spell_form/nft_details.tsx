import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { spellOrderDetail, spellRoomOf } from '../../../../contract/kinds/spell';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SPELL_TEXTS as T } from '../../../../ui/spell-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { SpellDrawRecord, SpellOrderFacts, SpellStatusHead } from '../../../spell/spell-detail-view';
import { useAppContext } from '../../../use-app-context';
import { useRoomReload } from '../../../use-room-reload';
import '../../../spell/spell.css';
import { goBack } from '../../../go-back';

/** spec §2 user_center/spell_form/nft_details: one spell order, its seat, money and the recorded draw. */
function SpellDetailsScreen() {
  const { entryId } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const detail = useCachedCall(sync, spellOrderDetail, { entryId });
  const d = detail.data;
  // A seat paid, the draw or the expiry is published on the goods' room: the order is read again then (issue 34.4).
  useRoomReload(d ? spellRoomOf(d.goodsId) : null, detail.reload);
  const back = <NavBar onBack={() => goBack()}>{T.detail.title}</NavBar>;
  if (!d) {
    return <div className="page">{back}<DataAge savedAt={null} failed={detail.failure !== null} neverSaved={T.neverSaved} />
      {detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.detail.notFound} />}</div>;
  }
  return (
    <div className="page spell-details">
      {back}
      <DataAge savedAt={detail.savedAt} failed={detail.failure !== null} neverSaved={T.neverSaved} />
      <SpellStatusHead detail={d} />
      <SpellOrderFacts detail={d} />
      <SpellDrawRecord detail={d} />
      <div className="page-actions">
        {d.status === 'UNPAID' && (
          <Button block color="primary" onClick={() => void navigate({ to: PATHS.spellSurePay, search: { entryId } })}>{T.list.pay}</Button>
        )}
        {d.status === 'WON' && d.orderStatus === 'DELIVERED' && (
          <Button block color="primary" onClick={() => void navigate({ to: PATHS.spellSureGetPay, search: { entryId } })}>{T.list.confirmReceipt}</Button>
        )}
        <Button block onClick={() => void navigate({ to: PATHS.spellForm, search: { tab: '' } })}>{T.myOrders}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.spellDetails}` as const)({ component: SpellDetailsScreen });
