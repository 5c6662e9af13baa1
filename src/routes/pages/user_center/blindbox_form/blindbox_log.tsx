import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { blindboxLogInfo, blindboxOrderList } from '../../../../contract/kinds/blindbox';
import { BLINDBOX_TEXTS as T } from '../../../../ui/blindbox-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge, oldestSavedAt } from '../../../../ui/wallet/data-age';
import { DrawResult } from '../../../blindbox/draw-log';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../blindbox/blindbox.css';
import { goBack } from '../../../go-back';

/** The item a box gave and its draw log (spec §7 blindboxloginfo); offline from this order's cached log or 我的盲盒's list. */
function BlindboxLogScreen() {
  const { orderId } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const log = useCachedCall(sync, blindboxLogInfo, { orderId });
  const list = useCachedCall(sync, blindboxOrderList, {});
  const draw = orderId ? log.data?.list[0] ?? list.data?.list.find((o) => o.orderId === orderId)?.draw ?? null : null;
  return (
    <div className="page blindbox-log">
      <NavBar onBack={() => goBack()}>{T.logTitle}</NavBar>
      <DataAge savedAt={oldestSavedAt(log.savedAt ?? list.savedAt)} failed={log.failure !== null} neverSaved={T.neverSaved} />
      {draw ? <DrawResult draw={draw} /> : log.loading ? <LoadingState /> : <EmptyState title={T.notDrawn} />}
      <footer className="bb-bar">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.blindboxOrders })}>{T.myBoxes}</Button>
      </footer>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.blindboxLog}` as const)({ component: BlindboxLogScreen });
