import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { ORDER_TABS } from '../../../../domain/checkout';
import { orderStateLabel } from '../../../../domain/order-actions';
import { orderStatusLabel } from '../../../../domain/order-status';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { useOrderList } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import type { OrderTab } from '../../../search-params';
import { useAppContext } from '../../../use-app-context';
import { OrderActions } from './order-actions';
import { OrderCard } from './order-card';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.orders;

/** spec §4 status labels as tabs; orders composed offline head the list as 待提交 until the host accepts them. */
function OrderFormScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { status } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const list = useOrderList(sync, userId, status);
  const pending = useLiveQuery(sync, 'pendingOrders', { userId }).data ?? [];
  const shown = status === '' ? pending : [];
  const orders = list.data?.list ?? [];

  return (
    <div className="page order-form">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {(!online || list.failure) && <OfflineNotice />}
      <Tabs activeKey={status} onChange={(key) => void navigate({ to: PATHS.orderForm, search: { status: key as OrderTab }, replace: true })}>
        {ORDER_TABS.map((tab) => <Tabs.Tab key={tab} title={tab === '' ? T.all : orderStatusLabel(tab)} />)}
      </Tabs>
      {shown.map((p) => {
        const preview = p.preview as { total?: number; shops?: { shopName: string; lines: { goodsName: string; goodsImg: string; specText?: string; price: number; num: number }[] }[] };
        return (
          <OrderCard key={p.entryId} shopName={(preview.shops ?? []).map((s) => s.shopName).join('、')}
            statusText={p.status === 'pending' ? T.pendingSubmit : T.submitFailed} statusColor={p.status === 'pending' ? 'warning' : 'danger'}
            lines={(preview.shops ?? []).flatMap((s) => s.lines)} total={preview.total ?? 0} paid={false}
            note={p.status === 'rejected' ? p.errorMsg : undefined} />
        );
      })}
      {list.loading && orders.length === 0 && <LoadingState />}
      {!list.loading && orders.length === 0 && shown.length === 0 && <EmptyState title={list.failure && !list.data ? list.failure.msg : T.empty} />}
      {orders.map((order) => (
        <OrderCard key={order.orderId} shopName={order.shopName} statusText={orderStateLabel(order)} lines={order.lines}
          total={order.total} points={order.points} buyMode={order.buyMode} paid={order.status !== 'UNPAID' && order.status !== 'CANCELLED'} afterSalesStatus={order.afterSalesStatus}
          onOpen={() => void navigate({ to: PATHS.orderDetails, search: { orderId: order.orderId } })}>
          <OrderActions order={order} onChanged={() => void list.reload()} />
        </OrderCard>
      ))}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.orderForm}` as const)({ component: OrderFormScreen });
