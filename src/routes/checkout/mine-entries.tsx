import { useNavigate } from '@tanstack/react-router';
import { Badge, List } from 'antd-mobile';
import { ShopbagOutline, EditSOutline, PayCircleOutline, TruckOutline } from 'antd-mobile-icons';
import { orderList } from '../../contract/orders/order';
import { countOrdersByStatus } from '../../domain/order-actions';
import { orderStatusLabel } from '../../domain/order-status';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { TEXTS } from '../../ui/texts';
import { CHECKOUT_TEXTS } from '../../ui/checkout-texts';
import { COUPON_TEXTS } from '../../ui/coupon-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

const T = CHECKOUT_TEXTS.mine;

/** The same call and parameters as the order list's 全部 tab, so both share one cached answer. */
export const ALL_ORDERS = { status: '', pageNum: 1, pageSize: 50 } as const;

const SHORTCUTS = [
  { tab: 'UNPAID', label: orderStatusLabel('UNPAID'), Icon: PayCircleOutline },
  { tab: 'UNDELIVERED', label: orderStatusLabel('UNDELIVERED'), Icon: ShopbagOutline },
  { tab: 'DELIVERED', label: orderStatusLabel('DELIVERED'), Icon: TruckOutline },
  { tab: 'COMPLETED', label: TEXTS.mine.toEvaluate, Icon: EditSOutline },
] as const;

/** The Mine screen's orders block (icons, counts from the device's last order list) and the address, invoice, wallet and pay-password rows. */
export function MineCheckoutEntries() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const orders = useCachedCall(sync, orderList, ALL_ORDERS).data?.list ?? [];
  const counts = countOrdersByStatus(orders);
  const rows = [
    [TEXTS.mine.evaluations, PATHS.evaluateList, { orderId: '' }],
    [T.addresses, PATHS.receiptAddr, undefined],
    [T.invoices, PATHS.invoice, undefined],
    [T.wallet, PATHS.wallet, undefined],
    [COUPON_TEXTS.mine, PATHS.myCoupons, { tab: 'UNUSED' }],
    [COUPON_TEXTS.center, PATHS.couponCenter, undefined],
    [T.payPassword, PATHS.payPassword, undefined],
  ] as const;
  return (
    <>
      <List.Item extra={T.allOrders} onClick={() => void navigate({ to: PATHS.orderForm, search: { status: '' } })}>{T.orders}</List.Item>
      <List.Item>
        <div className="mine-orders">
          {SHORTCUTS.map(({ tab, label, Icon }) => (
            <button key={tab} type="button" className="mine-orders__item" data-testid={`mine-orders-${tab}`}
              onClick={() => void navigate({ to: PATHS.orderForm, search: { status: tab } })}>
              <Badge content={counts[tab] ? String(counts[tab]) : null} className="mine-orders__badge">
                <Icon fontSize={26} />
              </Badge>
              <span>{label}</span>
            </button>
          ))}
        </div>
      </List.Item>
      {rows.map(([label, to, search]) => (
        <List.Item key={to} onClick={() => void navigate({ to, search: search as never })}>{label}</List.Item>
      ))}
    </>
  );
}
