import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { blindboxOrderList, cancelBlindboxOrder } from '../../../../contract/kinds/blindbox';
import { BLINDBOX_TEXTS as T } from '../../../../ui/blindbox-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog, showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../../../ui/hooks/use-online';
import { DataAge } from '../../../../ui/wallet/data-age';
import { BoxOrderCard } from '../../../blindbox/box-order-card';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../blindbox/blindbox.css';
import { goBack } from '../../../go-back';

/** 我的盲盒 (ours; spec §7 blind-box order list): the last answer from the local cache, with its age offline. */
function BlindboxOrdersScreen() {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const list = useCachedCall(sync, blindboxOrderList, {});

  async function cancel(orderId: string) {
    if (!(await confirmDialog(T.cancelConfirm))) return;
    try {
      await api.call(cancelBlindboxOrder, { orderId }, { idempotencyKey: newClientId('bbcancel') });
      toast(T.cancelled);
      await list.reload();
    } catch (error) {
      showError(error);
    }
  }

  const orders = list.data?.list ?? [];
  return (
    <div className="page blindbox-orders">
      <NavBar onBack={() => goBack()}>{T.myBoxes}</NavBar>
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={T.neverSaved} />
      {list.loading && <LoadingState />}
      {!list.loading && orders.length === 0 && <EmptyState title={T.ordersEmpty} />}
      {orders.map((order) => <BoxOrderCard key={order.orderId} order={order} online={online} onCancel={(id) => void cancel(id)} />)}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.blindboxOrders}` as const)({ component: BlindboxOrdersScreen });
