import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import type { OrderSummary } from '../../../../contract/entities/order';
import { canOrderAction } from '../../../../domain/checkout';
import { confirmDialog } from '../../../../ui/feedback';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { runStep } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = TEXTS.checkout.orders;

/** The buttons a status allows (domain/checkout ORDER_ACTIONS, the same rule the host enforces). */
export function OrderActions({ order, onChanged }: { order: OrderSummary; onChanged(): void }) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const orderId = order.orderId;

  async function step(name: 'order.cancel' | 'order.confirmReceipt' | 'order.delete', ask: string) {
    if (!(await confirmDialog(ask))) return;
    const args = name === 'order.cancel' ? { orderId, reason: '' } : { orderId };
    if (await runStep(sync, userId, name, args as never)) onChanged();
  }

  const afterSalesOpen = order.afterSalesId !== null;
  return (
    <div className="order-actions" onClick={(e) => e.stopPropagation()}>
      {canOrderAction(order.status, 'cancel') && <Button size="small" onClick={() => void step('order.cancel', T.cancelConfirm)}>{T.cancel}</Button>}
      {canOrderAction(order.status, 'pay') && (
        <Button size="small" color="primary" onClick={() => void navigate({ to: PATHS.payCounter, search: { orderIds: orderId } })}>{T.pay}</Button>
      )}
      {canOrderAction(order.status, 'logistics') && (
        <Button size="small" onClick={() => void navigate({ to: PATHS.orderLogistics, search: { orderId } })}>{T.logistics}</Button>
      )}
      {afterSalesOpen && (
        <Button size="small" onClick={() => void navigate({ to: PATHS.salesDetails, search: { afterSalesId: order.afterSalesId! } })}>{T.afterSalesView}</Button>
      )}
      {canOrderAction(order.status, 'afterSales') && order.total > order.refunded && (
        <Button size="small" onClick={() => void navigate({ to: PATHS.salesApply, search: { orderId } })}>
          {order.status === 'UNDELIVERED' ? T.refund : T.afterSales}
        </Button>
      )}
      {canOrderAction(order.status, 'confirmReceipt') && (
        <Button size="small" color="primary" onClick={() => void step('order.confirmReceipt', T.confirmReceiptAsk)}>{T.confirmReceipt}</Button>
      )}
      {canOrderAction(order.status, 'evaluate') && (
        order.evaluated
          ? <Button size="small" onClick={() => void navigate({ to: PATHS.evaluateList, search: { orderId } })}>{T.evaluated}</Button>
          : <Button size="small" color="primary" onClick={() => void navigate({ to: PATHS.evaluate, search: { orderId } })}>{T.evaluate}</Button>
      )}
      {canOrderAction(order.status, 'delete') && <Button size="small" onClick={() => void step('order.delete', T.deleteConfirm)}>{T.delete}</Button>}
    </div>
  );
}
