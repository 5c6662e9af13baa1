import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Image, List, NavBar, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { listAfterSalesActions, type AfterSalesKind } from '../../../../domain/after-sales';
import { formatFen } from '../../../../domain/format';
import type { MutationName } from '../../../../sync/mutations';
import type { ShopDecision } from '../../../../sync/shop-order-views';
import { NegotiationSteps } from '../../../../ui/components/negotiation-steps';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { shopRefund } from '../../../../contract/orders/after-sales';
import { confirmDialog, showError, toast } from '../../../../ui/feedback';
import { useAttemptKeys } from '../../../../ui/hooks/use-attempt-keys';
import { useOnline } from '../../../../ui/hooks/use-online';
import { runOutboxStep } from '../../../../ui/hooks/run-outbox-step';
import { SHOP_ORDER_TEXTS } from '../../../../ui/shop-order-texts';
import { PATHS } from '../../../paths';
import { AfterSalesCard } from '../../../shop-orders/after-sales-card';
import { ExpressForm, type ExpressInput } from '../../../shop-orders/express-form';
import { DECISION_TEXTS, useShopOrders } from '../../../shop-orders/use-shop-orders';
import { useAppContext } from '../../../use-app-context';
import '../../../shop-orders/shop-orders.css';
import { goBack } from '../../../go-back';

const T = SHOP_ORDER_TEXTS.afterSales;

/** The buttons the state machine offers the seller, in the order a shop reads them. */
const DECISIONS: { action: string; name: ShopDecision; label: string; primary: boolean }[] = [
  { action: 'approve', name: 'shopAfterSales.approve', label: T.approve, primary: true },
  { action: 'confirmReceipt', name: 'shopAfterSales.confirmReturn', label: T.confirmReturn, primary: true },
  { action: 'refuse', name: 'shopAfterSales.refuse', label: T.refuse, primary: false },
  { action: 'terminate', name: 'shopAfterSales.terminate', label: T.terminate, primary: false },
];

/** Ours: one request with its history and the shop's decisions (approve, refuse, goods back, refund, re-ship, terminate). */
function ShopAfterSalesDetailScreen() {
  const navigate = useNavigate();
  const { afterSalesId } = Route.useSearch();
  const { api } = useAppContext();
  const online = useOnline();
  const keys = useAttemptKeys('rf');
  const { sync, userId, requests, loading, reload } = useShopOrders();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const request = requests.find((r) => r.afterSalesId === afterSalesId);
  const back = <NavBar onBack={() => goBack()}>{T.detailTitle}</NavBar>;
  if (!request) return <div className="page">{back}{loading ? <LoadingState /> : <EmptyState title={T.notFound} />}</div>;
  const actions = request.pending ? [] : listAfterSalesActions(request.status, 'seller', request.kind as AfterSalesKind);

  async function decide(name: MutationName, args: Record<string, unknown>) {
    setBusy(true);
    const outcome = await runOutboxStep(sync, userId, name, { afterSalesId, ...args } as never, DECISION_TEXTS);
    setBusy(false);
    if (outcome === 'accepted' || outcome === 'pending') setNote('');
  }
  const take = (decision: (typeof DECISIONS)[number]) => void decide(decision.name, { note });
  /** Money moves: sent at once with its attempt's key, never queued (docs/decisions/009); the pull then brings the new state. */
  async function refund() {
    if (!(await confirmDialog(T.refundConfirm(formatFen(request!.amount))))) return;
    setBusy(true);
    try {
      await api.call(shopRefund, { afterSalesId, note }, { idempotencyKey: keys.keyFor(`${afterSalesId}:${note}`) });
      keys.settle();
      setNote('');
      toast(T.refunded);
      await reload();
    } catch (error) {
      keys.settle(error);
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  const redeliver = (input: ExpressInput) => void decide('shopAfterSales.redeliver', { ...input, note });

  return (
    <div className="page shop-after-sales-detail">
      {back}
      <AfterSalesCard request={request} />
      <List>
        {request.description && <List.Item description={request.description}>{T.description}</List.Item>}
        <List.Item arrow extra={request.orderId} onClick={() => void navigate({ to: PATHS.shopOrderDetails, search: { orderId: request.orderId } })}>{T.order}</List.Item>
        {request.returnExpressNo && <List.Item extra={`${request.returnExpressCompany} ${request.returnExpressNo}`}>{T.returnExpress}</List.Item>}
        {request.redeliveryExpressNo && <List.Item extra={`${request.redeliveryExpressCompany} ${request.redeliveryExpressNo}`}>{T.redeliveryExpress}</List.Item>}
      </List>
      {request.images.length > 0 && <div className="evaluate__images">{request.images.map((src) => <Image key={src} src={src} width={72} height={72} fit="cover" />)}</div>}
      {actions.length > 0 && (
        <section className="shop-after-sales-detail__decide">
          <TextArea placeholder={actions.some((a) => a === 'refuse' || a === 'terminate') ? T.reasonPlaceholder : T.notePlaceholder}
            value={note} onChange={setNote} maxLength={200} rows={2} showCount />
          {actions.includes('redeliver') && <ExpressForm submitText={T.redeliver} busy={busy} onSubmit={redeliver} />}
          <div className="shop-after-sales-detail__buttons">
            {actions.includes('refund') && (
              <Button color="primary" loading={busy} disabled={!online} onClick={() => void refund()}>{online ? T.refund : T.refundOffline}</Button>
            )}
            {DECISIONS.filter((d) => actions.includes(d.action as never)).map((d) => (
              <Button key={d.name} color={d.primary ? 'primary' : 'default'} loading={busy} onClick={() => take(d)}>{d.label}</Button>
            ))}
          </div>
        </section>
      )}
      <List header={T.history} />
      <NegotiationSteps logs={request.logs} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopAfterSalesDetail}` as const)({ component: ShopAfterSalesDetailScreen });
