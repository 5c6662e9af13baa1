import { useNavigate } from '@tanstack/react-router';
import { Grid, List } from 'antd-mobile';
import { ORDER_TABS } from '../../domain/checkout';
import { orderStatusLabel } from '../../domain/order-status';
import { TEXTS } from '../../ui/texts';
import { PATHS } from '../paths';

const T = TEXTS.checkout.mine;

/** The Mine screen's orders block (with status shortcuts) and the address, invoice, wallet and pay-password rows. */
export function MineCheckoutEntries() {
  const navigate = useNavigate();
  const shortcuts = ORDER_TABS.filter((tab) => tab !== '' && tab !== 'CANCELLED');
  const rows = [
    [T.addresses, PATHS.receiptAddr],
    [T.invoices, PATHS.invoice],
    [T.wallet, PATHS.wallet],
    [T.payPassword, PATHS.payPassword],
  ] as const;
  return (
    <>
      <List.Item extra={T.allOrders} onClick={() => void navigate({ to: PATHS.orderForm, search: { status: '' } })}>{T.orders}</List.Item>
      <List.Item>
        <Grid columns={shortcuts.length} className="mine-orders">
          {shortcuts.map((tab) => (
            <Grid.Item key={tab} onClick={() => void navigate({ to: PATHS.orderForm, search: { status: tab } })}>
              <span className="mine-orders__item">{orderStatusLabel(tab)}</span>
            </Grid.Item>
          ))}
        </Grid>
      </List.Item>
      {rows.map(([label, to]) => <List.Item key={to} onClick={() => void navigate({ to })}>{label}</List.Item>)}
    </>
  );
}
