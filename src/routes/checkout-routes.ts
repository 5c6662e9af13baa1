import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import {
  addressIdSearch, afterSalesIdSearch, invoiceSearch, orderIdSearch, orderIdsSearch, payFinishSearch, validateOrderTabSearch,
  validatePlayOrderSearch, weixinPaySearch,
} from './search-params';

const playOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.playOrder, validateSearch: validatePlayOrderSearch })
  .lazy(lazyScreen(() => import('./pages/function/play_order/play_order').then((m) => m.Route)));
const commonPlayOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.commonPlayOrder, validateSearch: validatePlayOrderSearch })
  .lazy(lazyScreen(() => import('./pages/function/play_order/play_order').then((m) => m.CommonRoute)));
const payCounterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.payCounter, validateSearch: orderIdsSearch })
  .lazy(lazyScreen(() => import('./pages/main/pay-counter/pay-counter').then((m) => m.Route)));
const payFinishGlobalRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.payFinishGlobal, validateSearch: payFinishSearch })
  .lazy(lazyScreen(() => import('./pages/main/pay-finish-global/pay-finish-global').then((m) => m.Route)));
const payFinishOrderRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.payFinishOrder, validateSearch: payFinishSearch })
  .lazy(lazyScreen(() => import('./pages/main/pay-finish-order/pay-finish-order').then((m) => m.Route)));
const payWeixinTransitionRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.payWeixinTransition, validateSearch: weixinPaySearch })
  .lazy(lazyScreen(() => import('./pages/function/pay-weixin-transition/pay-weixin-transition').then((m) => m.Route)));
const receiptAddrRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.receiptAddr })
  .lazy(lazyScreen(() => import('./pages/user_center/receipt-addr/receipt-addr').then((m) => m.Route)));
const receiptAddrAddRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.receiptAddrAdd, validateSearch: addressIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/receipt-addr/receipt-addr-add').then((m) => m.Route)));
const invoiceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.invoice })
  .lazy(lazyScreen(() => import('./pages/function/invoice/invoice').then((m) => m.Route)));
const addInvoiceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addInvoice, validateSearch: invoiceSearch })
  .lazy(lazyScreen(() => import('./pages/function/invoice/add_invoice').then((m) => m.Route)));
const invoiceTypeListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.invoiceTypeList })
  .lazy(lazyScreen(() => import('./pages/function/invoice/invoice_type_list').then((m) => m.Route)));
const orderFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.orderForm, validateSearch: validateOrderTabSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/order_form').then((m) => m.Route)));
const orderDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.orderDetails, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/order_details').then((m) => m.Route)));
const orderLogisticsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.orderLogistics, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/order_logistics').then((m) => m.Route)));
const evaluateRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.evaluate, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/evaluate').then((m) => m.Route)));
const evaluateListRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.evaluateList, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/evaluate_list').then((m) => m.Route)));
const salesApplyRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.salesApply, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/salesReturn/applyFor').then((m) => m.Route)));
const salesDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.salesDetails, validateSearch: afterSalesIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/sales_details').then((m) => m.Route)));
const negotiateRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.negotiate, validateSearch: afterSalesIdSearch })
  .lazy(lazyScreen(() => import('./pages/user_center/order_form/negotiate').then((m) => m.Route)));
const payPasswordRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.payPassword })
  .lazy(lazyScreen(() => import('./pages/user_center/settings/pay_password').then((m) => m.Route)));

/** Issue 5 screens; all need a login (registered under the auth layout). */
export const CHECKOUT_AUTH_ROUTES = [
  playOrderRoute, commonPlayOrderRoute, payCounterRoute, payFinishOrderRoute, payFinishGlobalRoute, payWeixinTransitionRoute,
  receiptAddrRoute, receiptAddrAddRoute, invoiceRoute, addInvoiceRoute, invoiceTypeListRoute, orderFormRoute,
  orderDetailsRoute, orderLogisticsRoute, evaluateRoute, evaluateListRoute, salesApplyRoute,
  salesDetailsRoute, negotiateRoute, payPasswordRoute,
] as const;
