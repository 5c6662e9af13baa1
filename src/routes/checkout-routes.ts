import { invoiceRoute } from './pages/function/invoice/invoice';
import { addInvoiceRoute } from './pages/function/invoice/add_invoice';
import { invoiceTypeListRoute } from './pages/function/invoice/invoice_type_list';
import { payWeixinTransitionRoute } from './pages/function/pay-weixin-transition/pay-weixin-transition';
import { commonPlayOrderRoute, playOrderRoute } from './pages/function/play_order/play_order';
import { payCounterRoute } from './pages/main/pay-counter/pay-counter';
import { payFinishOrderRoute } from './pages/main/pay-finish-order/pay-finish-order';
import { evaluateRoute } from './pages/user_center/order_form/evaluate';
import { evaluateListRoute } from './pages/user_center/order_form/evaluate_list';
import { negotiateRoute } from './pages/user_center/order_form/negotiate';
import { orderDetailsRoute } from './pages/user_center/order_form/order_details';
import { orderFormRoute } from './pages/user_center/order_form/order_form';
import { orderLogisticsRoute } from './pages/user_center/order_form/order_logistics';
import { salesDetailsRoute } from './pages/user_center/order_form/sales_details';
import { salesApplyRoute } from './pages/user_center/order_form/salesReturn/applyFor';
import { receiptAddrRoute } from './pages/user_center/receipt-addr/receipt-addr';
import { receiptAddrAddRoute } from './pages/user_center/receipt-addr/receipt-addr-add';
import { payPasswordRoute } from './pages/user_center/settings/pay_password';
import { walletRoute } from './pages/user_center/wallet/wallet';

/** Issue 5 screens; all need a login (registered under the auth layout). */
export const CHECKOUT_AUTH_ROUTES = [
  playOrderRoute, commonPlayOrderRoute, payCounterRoute, payFinishOrderRoute, payWeixinTransitionRoute,
  receiptAddrRoute, receiptAddrAddRoute, invoiceRoute, addInvoiceRoute, invoiceTypeListRoute,
  orderFormRoute, orderDetailsRoute, orderLogisticsRoute, evaluateRoute, evaluateListRoute,
  salesApplyRoute, salesDetailsRoute, negotiateRoute, payPasswordRoute, walletRoute,
] as const;
