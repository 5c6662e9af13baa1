import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useRefresh } from '../../ui/hooks/use-refresh';
import { useSession } from '../../ui/hooks/use-session';
import { SHOP_ORDER_TEXTS as T } from '../../ui/shop-order-texts';
import { useAppContext } from '../use-app-context';

/**
 * The shop's orders and after-sales requests from the local store, with their queued decisions; opening a screen
 * pulls what changed since (shop token only), so the lists open offline with their age.
 */
export function useShopOrders() {
  const { sync, session } = useAppContext();
  const current = useSession(session);
  const userId = current.userId ?? '';
  const refresh = useRefresh(sync, { kind: 'shopOrders' }, `${userId}:${current.shopToken ? 'shop' : ''}`);
  const orders = useLiveQuery(sync, 'shopOrdersView', { userId });
  const requests = useLiveQuery(sync, 'shopAfterSalesView', { userId });
  const pulledAt = useLiveQuery(sync, 'shopOrdersPulledAt', { userId });
  return {
    sync, userId,
    orders: orders.data ?? [],
    requests: requests.data ?? [],
    loading: orders.loading || requests.loading || (refresh.pending && !orders.data?.length),
    failed: refresh.failure !== null,
    pulledAt: pulledAt.data ?? null,
    reload: refresh.reload,
  };
}

/** What a delivery and a decision say when they end (ui/hooks/run-outbox-step). */
export const DELIVERY_TEXTS = { done: T.delivery.done, queued: T.delivery.queued };
export const DECISION_TEXTS = { done: T.afterSales.done, queued: T.afterSales.queued };
