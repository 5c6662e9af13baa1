import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { orderDetail } from '../../../../contract/orders/order';
import { formatDate } from '../../../../domain/relative-time';
import { formatFen, formatRegionText, maskMobile } from '../../../../domain/format';
import { INVOICE_TITLE_TYPE_LABELS, INVOICE_TYPE_LABELS } from '../../../../domain/messages';
import { orderStateLabel } from '../../../../domain/order-actions';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { CHAT_TEXTS } from '../../../../ui/chat-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { OrderActions } from './order-actions';
import { OrderCard } from './order-card';
import { COUPON_TEXTS } from '../../../../ui/coupon-texts';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.orders;

function time(ms: number | null): string {
  if (!ms) return '';
  const d = new Date(ms + 8 * 3_600_000);
  return `${formatDate(ms)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

function OrderDetailsScreen() {
  const { sync } = useAppContext();
  const { orderId } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const detail = useCachedCall(sync, orderDetail, { orderId });
  const order = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.detailTitle}</NavBar>;
  if (!order) {
    return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.empty} />}</div>;
  }
  return (
    <div className="page order-details">
      {back}
      {(!online || detail.failure) && <OfflineNotice />}
      <section className="order-details__status" data-testid="order-status">{orderStateLabel(order)}</section>
      {!order.virtual && (
        <List header={T.address} data-testid="order-address">
          <List.Item description={`${formatRegionText(order.address.regionName)} ${order.address.detail}`}>
            {order.address.name} <span data-testid="order-phone">{maskMobile(order.address.phone)}</span>
          </List.Item>
        </List>
      )}
      <OrderCard shopName={order.shopName} statusText={orderStateLabel(order)} lines={order.lines} total={order.total} points={order.points} buyMode={order.buyMode}
        paid={order.paidAt !== null} afterSalesStatus={order.afterSalesStatus}>
        <OrderActions order={order} onChanged={() => void detail.reload()} />
      </OrderCard>
      <List>
        <List.Item extra={order.points > 0 ? T.points(order.points) : <PriceText fen={order.goodsTotal} />}>{CHECKOUT_TEXTS.playOrder.goodsTotal}</List.Item>
        {!(order.virtual && order.expressFee === 0) && <List.Item extra={<PriceText fen={order.expressFee} />}>{CHECKOUT_TEXTS.playOrder.expressFee}</List.Item>}
        {order.taxFee > 0 && <List.Item extra={<span data-testid="order-tax"><PriceText fen={order.taxFee} /></span>}>{CHECKOUT_TEXTS.playOrder.taxFee}</List.Item>}
        {order.ordererMasked && <List.Item extra={<span data-testid="order-orderer">{order.ordererMasked}</span>}>{CHECKOUT_TEXTS.playOrder.orderer.title}</List.Item>}
        {order.couponDiscount > 0 && <List.Item extra={<span data-testid="order-coupon">-¥{formatFen(order.couponDiscount)}</span>}>{COUPON_TEXTS.rowAmount}</List.Item>}
        {order.refunded > 0 && <List.Item extra={`¥${formatFen(order.refunded)}`}>{T.refunded}</List.Item>}
        {order.invoice && (
          <List.Item extra={`${INVOICE_TYPE_LABELS[order.invoice.invoiceType as keyof typeof INVOICE_TYPE_LABELS] ?? ''} ${INVOICE_TITLE_TYPE_LABELS[order.invoice.titleType as keyof typeof INVOICE_TITLE_TYPE_LABELS] ?? ''}`}
            description={`${order.invoice.title}${order.invoice.taxNo ? ` ${order.invoice.taxNo}` : ''}`}>{T.invoice}</List.Item>
        )}
        {order.remark && <List.Item extra={order.remark}>{T.remark}</List.Item>}
        {order.expressNo && (
          <List.Item arrow extra={`${order.expressCompany} ${order.expressNo}`} onClick={() => void navigate({ to: PATHS.orderLogistics, search: { orderId } })}>{T.express}</List.Item>
        )}
        {order.cancelReason && <List.Item extra={order.cancelReason}>{T.cancelReason}</List.Item>}
        <List.Item extra={order.orderId}>{T.orderNo}</List.Item>
        <List.Item arrow data-testid="order-contact" onClick={() => void navigate({ to: PATHS.questionInfo, search: { orderId } })}>{CHAT_TEXTS.contact}</List.Item>
        <List.Item extra={time(order.createdAt)}>{T.createdAt}</List.Item>
        {order.paidAt && <List.Item extra={time(order.paidAt)}>{T.paidAt}</List.Item>}
        {order.deliveredAt && <List.Item extra={time(order.deliveredAt)}>{T.deliveredAt}</List.Item>}
        {order.completedAt && <List.Item extra={time(order.completedAt)}>{T.completedAt}</List.Item>}
        {order.cancelledAt && <List.Item extra={time(order.cancelledAt)}>{T.cancelledAt}</List.Item>}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.orderDetails}` as const)({ component: OrderDetailsScreen });
