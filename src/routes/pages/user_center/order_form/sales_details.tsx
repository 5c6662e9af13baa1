import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Form, Image, Input, List, NavBar } from 'antd-mobile';
import { refundUsersFindInfo, returnInfo } from '../../../../contract/orders/after-sales';
import { afterSalesStatusLabel, listAfterSalesActions } from '../../../../domain/after-sales';
import { formatFen } from '../../../../domain/format';
import { AFTER_SALES_KIND_LABELS } from '../../../../domain/messages';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { confirmDialog } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { runStep } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.afterSales;

function SalesDetailsScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { afterSalesId } = Route.useSearch();
  const navigate = useNavigate();
  const detail = useCachedCall(sync, refundUsersFindInfo, { afterSalesId });
  const shipping = useCachedCall(sync, returnInfo, { afterSalesId });
  const [express, setExpress] = useState({ expressCompany: '', expressNo: '' });
  const request = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.detailTitle}</NavBar>;
  if (!request) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.none} />}</div>;
  const actions = listAfterSalesActions(request.status, 'buyer', request.kind);
  const reload = () => { void detail.reload(); void shipping.reload(); };

  async function cancel() {
    if (!request || !(await confirmDialog(T.cancelConfirm))) return;
    const name = request.status === 'PASS' && request.kind !== 'REFUND_ONLY' ? 'afterSales.cancelReturn' : 'afterSales.cancel';
    if (await runStep(sync, userId, name, { afterSalesId })) reload();
  }

  async function confirmExchange() {
    if (!(await confirmDialog(T.confirmExchangeAsk))) return;
    if (await runStep(sync, userId, 'afterSales.confirmExchange', { afterSalesId })) reload();
  }

  async function sendBack() {
    if (await runStep(sync, userId, 'afterSales.returnGoods', { afterSalesId, ...express })) reload();
  }

  return (
    <div className="page sales-details">
      {back}
      {detail.failure && <OfflineNotice />}
      <section className="order-details__status" data-testid="after-sales-status">{afterSalesStatusLabel(request.status)}</section>
      <List>
        <List.Item extra={AFTER_SALES_KIND_LABELS[request.kind]}>{T.kind}</List.Item>
        <List.Item extra={request.reason}>{T.reason}</List.Item>
        <List.Item extra={`¥${formatFen(request.amount)}`}>{T.amount}</List.Item>
        {request.description && <List.Item description={request.description}>{T.description}</List.Item>}
        {request.returnExpressNo && <List.Item extra={`${request.returnExpressCompany} ${request.returnExpressNo}`}>{T.returnExpress}</List.Item>}
        {request.redeliveryExpressNo && (
          <List.Item extra={<span data-testid="redelivery-express">{request.redeliveryExpressCompany} {request.redeliveryExpressNo}</span>}>{T.redeliveryExpress}</List.Item>
        )}
        <List.Item arrow onClick={() => void navigate({ to: PATHS.negotiate, search: { afterSalesId } })}>{T.history}</List.Item>
        <List.Item arrow onClick={() => void navigate({ to: PATHS.orderDetails, search: { orderId: request.orderId } })}>{CHECKOUT_TEXTS.orders.detailTitle}</List.Item>
      </List>
      {request.images.length > 0 && <div className="evaluate__images">{request.images.map((src) => <Image key={src} src={src} width={72} height={72} fit="cover" />)}</div>}
      {actions.includes('ship') && (
        <section className="sales-details__return">
          <h3>{T.returnTitle}</h3>
          {shipping.data && <p className="page-hint">{T.returnAddress}：{shipping.data.shopName} {shipping.data.shopPhone} {shipping.data.shopAddress}</p>}
          <Form layout="horizontal">
            <Form.Item label={T.expressCompany}><Input className="waybill-input" placeholder={T.expressCompanyPlaceholder} value={express.expressCompany} onChange={(v) => setExpress((e) => ({ ...e, expressCompany: v }))} aria-label={T.expressCompany} /></Form.Item>
            <Form.Item label={T.expressNo}><Input className="waybill-input" placeholder={T.expressNoPlaceholder} value={express.expressNo} onChange={(v) => setExpress((e) => ({ ...e, expressNo: v }))} aria-label={T.expressNo} /></Form.Item>
          </Form>
          <Button block color="primary" onClick={() => void sendBack()}>{T.sendBack}</Button>
        </section>
      )}
      {actions.includes('confirmReceipt') && <div className="page-actions"><Button block color="primary" onClick={() => void confirmExchange()}>{T.confirmExchange}</Button></div>}
      {actions.includes('cancel') && <div className="page-actions"><Button block onClick={() => void cancel()}>{T.cancel}</Button></div>}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.salesDetails}` as const)({ component: SalesDetailsScreen });
