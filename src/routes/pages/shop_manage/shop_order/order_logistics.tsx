import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, Steps } from 'antd-mobile';
import { logisticsTraces } from '../../../../domain/logistics';
import { formatDateTime } from '../../../../domain/relative-time';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { SHOP_ORDER_TEXTS } from '../../../../ui/shop-order-texts';
import { PATHS } from '../../../paths';
import { useShopOrders } from '../../../shop-orders/use-shop-orders';
import { goBack } from '../../../go-back';

const T = SHOP_ORDER_TEXTS.logistics;

/** spec §2 shop_order order_logistics: the order's route, drawn from the device's copy by the rule the buyer's call uses. */
function ShopOrderLogisticsScreen() {
  const { orderId } = Route.useSearch();
  const { orders, loading } = useShopOrders();
  const order = orders.find((o) => o.orderId === orderId);
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!order) return <div className="page">{back}{loading ? <LoadingState /> : <EmptyState title={SHOP_ORDER_TEXTS.detail.notFound} />}</div>;
  return (
    <div className="page shop-order-logistics">
      {back}
      <List>
        <List.Item extra={order.expressNo || T.none}>{order.expressCompany || SHOP_ORDER_TEXTS.delivery.company}</List.Item>
      </List>
      <Steps direction="vertical" current={0}>
        {logisticsTraces(order).map((trace, i) => (
          <Steps.Step key={i} status={i === 0 ? 'process' : 'finish'} title={trace.text} description={formatDateTime(trace.time)} />
        ))}
      </Steps>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopOrderLogistics}` as const)({ component: ShopOrderLogisticsScreen });
