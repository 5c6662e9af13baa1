import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { runOutboxStep } from '../../../../ui/hooks/run-outbox-step';
import { SHOP_ORDER_TEXTS } from '../../../../ui/shop-order-texts';
import { PATHS } from '../../../paths';
import { ExpressForm, type ExpressInput } from '../../../shop-orders/express-form';
import { ShopOrderCard } from '../../../shop-orders/shop-order-card';
import { DELIVERY_TEXTS, useShopOrders } from '../../../shop-orders/use-shop-orders';
import '../../../shop-orders/shop-orders.css';
import { goBack } from '../../../go-back';

const T = SHOP_ORDER_TEXTS.delivery;

/** spec §2 order_delivery_goods: carrier and waybill; offline the delivery is queued and the order shows it pending. */
function OrderDeliveryScreen() {
  const { orderId } = Route.useSearch();
  const { sync, userId, orders, loading } = useShopOrders();
  const [busy, setBusy] = useState(false);
  const order = orders.find((o) => o.orderId === orderId);
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!order) return <div className="page">{back}{loading ? <LoadingState /> : <EmptyState title={SHOP_ORDER_TEXTS.detail.notFound} />}</div>;

  async function deliver(input: ExpressInput) {
    setBusy(true);
    const outcome = await runOutboxStep(sync, userId, 'shopOrder.deliver', { orderId, ...input } as never, DELIVERY_TEXTS);
    setBusy(false);
    if (outcome === 'accepted' || outcome === 'pending') goBack();
  }
  return (
    <div className="page shop-order-delivery">
      {back}
      <ShopOrderCard order={order} onOpen={() => undefined} />
      <ExpressForm submitText={T.submit} busy={busy} onSubmit={(input) => void deliver(input)} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopOrderDelivery}` as const)({ component: OrderDeliveryScreen });
