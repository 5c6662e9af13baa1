import { useEffect } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { payInfo } from '../../../../contract/orders/pay';
import { PayFinishView } from '../../../checkout/pay-finish-view';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** spec §2 main/pay-finish-order; a payment of global-purchase goods goes on to pay-finish-global. */
function PayFinishScreen() {
  const { api } = useAppContext();
  const { payNo, orderIds } = Route.useSearch();
  const navigate = useNavigate();
  useEffect(() => {
    let left = false;
    // Every pay counter and the WeChat hand-off come here; the orders say whether they crossed a border.
    api.call(payInfo, { orderIds }).then((info) => {
      if (!left && info.orders.some((order) => order.crossBorder)) void navigate({ to: PATHS.payFinishGlobal, search: { payNo, orderIds }, replace: true });
    }, () => undefined);
    return () => { left = true; };
  }, [api, navigate, payNo, orderIds]);
  return <PayFinishView payNo={payNo} crossBorder={false} />;
}

export const Route = createLazyRoute(`/auth${PATHS.payFinishOrder}` as const)({ component: PayFinishScreen });
