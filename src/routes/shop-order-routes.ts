import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { afterSalesIdSearch, orderIdSearch, shopOrderTabSearch } from './search-params';

const shopOrderFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopOrderForm, validateSearch: shopOrderTabSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_order/shop_order_form').then((m) => m.Route)));
const shopOrderDetailsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopOrderDetails, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_order/order_details').then((m) => m.Route)));
const shopOrderLogisticsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopOrderLogistics, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_order/order_logistics').then((m) => m.Route)));
const shopOrderDeliveryRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopOrderDelivery, validateSearch: orderIdSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_order/order_delivery_goods').then((m) => m.Route)));
const shopAfterSalesRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopAfterSales })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_order/after_sales').then((m) => m.Route)));
const shopAfterSalesDetailRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopAfterSalesDetail, validateSearch: afterSalesIdSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_order/after_sales_detail').then((m) => m.Route)));

/** Issue 13: a shop's orders and after-sales requests, read from the device (records shop.order, shop.afterSales). */
export const SHOP_ORDER_AUTH_ROUTES = [
  shopOrderFormRoute, shopOrderDetailsRoute, shopOrderLogisticsRoute, shopOrderDeliveryRoute, shopAfterSalesRoute, shopAfterSalesDetailRoute,
] as const;
