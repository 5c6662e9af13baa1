import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import type { OrderSummary } from '../../../../contract/entities/order';
import { allowedOrderActions } from '../../../../domain/order-actions';
import { confirmDialog } from '../../../../ui/feedback';
import { useSession } from '../../../../ui/hooks/use-session';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { runStep } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = CHECKOUT_TEXTS.orders;

/** The buttons the order's status and after-sales state allow (domain/order-actions, the rule the host enforces too). */
export function OrderActions({ order, onChanged }: { order: OrderSummary; onChanged(): void }) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const orderId = order.orderId;
  const allowed = new Set(allowedOrderActions(order));

  async function step(name: 'order.cancel' | 'order.confirmReceipt' | 'order.delete', ask: string) {
    if (!(await confirmDialog(ask))) return;
    const args = name === 'order.cancel' ? { orderId, reason: '' } : { orderId };
    if (await runStep(sync, userId, name, args as never)) onChanged();
  }

  return (
    <div className="order-actions" data-testid="order-actions" onClick={(e) => e.stopPropagation()}>
      {allowed.has('cancel') && <Button size="small" onClick={() => void step('order.cancel', T.cancelConfirm)}>{T.cancel}</Button>}
      {allowed.has('pay') && (
        <Button size="small" color="primary" onClick={() => void (order.total === 0
          // an order paid with points alone (issue 17) pays at the integral pay counter
          ? navigate({ to: PATHS.integralPayCounter, search: { orderId } })
          : navigate({ to: PATHS.payCounter, search: { orderIds: orderId } }))}>{T.pay}</Button>
      )}
      {allowed.has('logistics') && (
        <Button size="small" onClick={() => void navigate({ to: PATHS.orderLogistics, search: { orderId } })}>{T.logistics}</Button>
      )}
      {allowed.has('afterSalesView') && (
        <Button size="small" onClick={() => void navigate({ to: PATHS.salesDetails, search: { afterSalesId: order.afterSalesId! } })}>{T.afterSalesView}</Button>
      )}
      {allowed.has('afterSales') && (
        <Button size="small" onClick={() => void navigate({ to: PATHS.salesApply, search: { orderId } })}>
          {order.status === 'UNDELIVERED' ? T.refund : T.afterSales}
        </Button>
      )}
      {allowed.has('confirmReceipt') && (
        <Button size="small" color="primary" onClick={() => void step('order.confirmReceipt', T.confirmReceiptAsk)}>{T.confirmReceipt}</Button>
      )}
      {allowed.has('viewEvaluation') && (
        <Button size="small" onClick={() => void navigate({ to: PATHS.evaluateList, search: { orderId } })}>{T.evaluated}</Button>
      )}
      {allowed.has('evaluate') && (
        <Button size="small" color="primary" onClick={() => void navigate({ to: PATHS.evaluate, search: { orderId } })}>{T.evaluate}</Button>
      )}
      {allowed.has('delete') && <Button size="small" onClick={() => void step('order.delete', T.deleteConfirm)}>{T.delete}</Button>}
    </div>
  );
}
