import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { formatFen, formatRegionText } from '../../../../domain/format';
import { formatDateTime } from '../../../../domain/relative-time';
import { afterSalesStatusLabel } from '../../../../domain/after-sales';
import { orderHeldByAfterSales } from '../../../../domain/shop-orders';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { SHOP_ORDER_TEXTS } from '../../../../ui/shop-order-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { ShopOrderCard } from '../../../shop-orders/shop-order-card';
import { useShopOrders } from '../../../shop-orders/use-shop-orders';
import '../../../shop-orders/shop-orders.css';
import { goBack } from '../../../go-back';

const T = SHOP_ORDER_TEXTS.detail;

/** spec §2 shop_order order_details: the buyer's address while the shop must ship, lines, amounts, remark, times. */
function ShopOrderDetailsScreen() {
  const navigate = useNavigate();
  const { orderId } = Route.useSearch();
  const { orders, loading, failed, pulledAt } = useShopOrders();
  const order = orders.find((o) => o.orderId === orderId);
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!order) return <div className="page">{back}{loading ? <LoadingState /> : <EmptyState title={T.notFound} />}</div>;
  const held = orderHeldByAfterSales(order);
  return (
    <div className="page shop-order-details">
      {back}
      <DataAge savedAt={pulledAt} failed={failed} neverSaved={SHOP_ORDER_TEXTS.list.neverSaved} />
      {/* Virtual goods (a collectible, a metaverse parcel) were issued when paid: nothing to send, no address. */}
      {!order.virtual && (
        <List header={T.address}>
          <List.Item data-testid="shop-order-address"
            description={order.addressVisible ? `${formatRegionText(order.address.regionName)} ${order.address.detail}` : T.addressHidden}>
            {order.address.name} {order.address.phone}
          </List.Item>
        </List>
      )}
      <ShopOrderCard order={order} onOpen={() => undefined} />
      <List>
        <List.Item extra={`${order.buyerName} ${order.buyerPhone}`}>{T.buyer}</List.Item>
        <List.Item extra={<PriceText fen={order.goodsTotal} />}>{T.goodsTotal}</List.Item>
        <List.Item extra={<PriceText fen={order.expressFee} />}>{T.expressFee}</List.Item>
        <List.Item extra={<PriceText fen={order.total} />}>{T.total}</List.Item>
        {order.refunded > 0 && <List.Item extra={`¥${formatFen(order.refunded)}`}>{T.refunded}</List.Item>}
        {order.remark && <List.Item description={order.remark}>{T.remark}</List.Item>}
        {order.afterSalesId && (
          <List.Item arrow extra={afterSalesStatusLabel(order.afterSalesStatus ?? '')}
            onClick={() => void navigate({ to: PATHS.shopAfterSalesDetail, search: { afterSalesId: order.afterSalesId! } })}>{T.afterSales}</List.Item>
        )}
        {order.expressNo && (
          <List.Item arrow extra={`${order.expressCompany} ${order.expressNo}`} onClick={() => void navigate({ to: PATHS.shopOrderLogistics, search: { orderId } })}>{T.express}</List.Item>
        )}
        {order.cancelReason && <List.Item extra={order.cancelReason}>{T.cancelReason}</List.Item>}
        <List.Item extra={order.orderId}>{T.orderNo}</List.Item>
        <List.Item extra={formatDateTime(order.createdAt)}>{T.createdAt}</List.Item>
        {order.paidAt && <List.Item extra={formatDateTime(order.paidAt)}>{T.paidAt}</List.Item>}
        {order.deliveredAt && <List.Item extra={formatDateTime(order.deliveredAt)}>{T.deliveredAt}</List.Item>}
        {order.completedAt && <List.Item extra={formatDateTime(order.completedAt)}>{T.completedAt}</List.Item>}
      </List>
      {order.status === 'UNDELIVERED' && (
        <div className="page-actions">
          {held ? <p className="page-hint">{T.heldByAfterSales}</p> : (
            <Button block color="primary" onClick={() => void navigate({ to: PATHS.shopOrderDelivery, search: { orderId } })}>{T.ship}</Button>
          )}
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopOrderDetails}` as const)({ component: ShopOrderDetailsScreen });
