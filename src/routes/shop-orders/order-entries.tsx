import { useNavigate } from '@tanstack/react-router';
import { Badge, List } from 'antd-mobile';
import { isAfterSalesFinal } from '../../domain/after-sales';
import { orderHeldByAfterSales } from '../../domain/shop-orders';
import { SHOP_ORDER_TEXTS } from '../../ui/shop-order-texts';
import { PATHS } from '../paths';
import { useShopOrders } from './use-shop-orders';

const T = SHOP_ORDER_TEXTS.workspace;

/** The workspace's way into orders and after-sales, with what waits for the shop: orders to ship, requests to decide. */
export function ShopOrderEntries() {
  const navigate = useNavigate();
  const { orders, requests } = useShopOrders();
  const toShip = orders.filter((o) => o.status === 'UNDELIVERED' && !o.pending && !orderHeldByAfterSales(o)).length;
  const toDecide = requests.filter((r) => !isAfterSalesFinal(r.status)).length;
  return (
    <List>
      <List.Item data-testid="entry-shop-orders" extra={toShip ? <Badge content={T.toShip(toShip)} /> : null}
        onClick={() => void navigate({ to: PATHS.shopOrderForm, search: { tab: toShip ? 'UNDELIVERED' : '' } })}>{T.orders}</List.Item>
      <List.Item data-testid="entry-shop-after-sales" extra={toDecide ? <Badge content={T.toDecide(toDecide)} /> : null}
        onClick={() => void navigate({ to: PATHS.shopAfterSales })}>{T.afterSales}</List.Item>
    </List>
  );
}
