import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, SearchBar, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { countShopOrders, matchesShopOrder, orderHeldByAfterSales, SHOP_ORDER_TABS, shopOrderTabOf, type ShopOrderTab } from '../../../../domain/shop-orders';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { SHOP_ORDER_TEXTS } from '../../../../ui/shop-order-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { ShopOrderCard } from '../../../shop-orders/shop-order-card';
import { useShopOrders } from '../../../shop-orders/use-shop-orders';
import '../../../shop-orders/shop-orders.css';
import { goBack } from '../../../go-back';

const T = SHOP_ORDER_TEXTS.list;

/** spec §2 shop_order_form: the shop's orders by status with counts, searched by order number, buyer or goods, from the device. */
function ShopOrderFormScreen() {
  const navigate = useNavigate();
  const { tab: initialTab } = Route.useSearch();
  const { orders, loading, failed, pulledAt } = useShopOrders();
  const [tab, setTab] = useState<ShopOrderTab>(() => ((SHOP_ORDER_TABS as readonly string[]).includes(initialTab ?? '') ? initialTab as ShopOrderTab : ''));
  const [keyword, setKeyword] = useState('');
  const counts = useMemo(() => countShopOrders(orders), [orders]);
  const shown = useMemo(() => orders.filter((o) => (tab === '' || shopOrderTabOf(o.status) === tab) && matchesShopOrder(o, keyword)), [orders, tab, keyword]);
  const open = (orderId: string) => void navigate({ to: PATHS.shopOrderDetails, search: { orderId } });
  return (
    <div className="page shop-orders">
      <NavBar onBack={() => goBack()} right={<a onClick={() => void navigate({ to: PATHS.shopAfterSales })}>{SHOP_ORDER_TEXTS.afterSales.title}</a>}>{T.title}</NavBar>
      <DataAge savedAt={pulledAt} failed={failed} neverSaved={T.neverSaved} />
      <SearchBar placeholder={T.search} value={keyword} onChange={setKeyword} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as ShopOrderTab)} className="shop-orders__tabs">
        {SHOP_ORDER_TABS.map((key) => <Tabs.Tab key={key} title={`${T.tabs[key]}${counts[key] ? ` ${counts[key]}` : ''}`} />)}
      </Tabs>
      {loading && shown.length === 0 ? <LoadingState /> : shown.length === 0 ? <EmptyState title={keyword ? T.emptySearch : T.empty} /> : (
        <div className="shop-orders__list">
          {shown.map((order) => (
            <ShopOrderCard key={order.orderId} order={order} onOpen={() => open(order.orderId)}>
              {order.status === 'UNDELIVERED' && !orderHeldByAfterSales(order) && (
                <Button size="small" color="primary" onClick={() => void navigate({ to: PATHS.shopOrderDelivery, search: { orderId: order.orderId } })}>{T.ship}</Button>
              )}
              <Button size="small" onClick={() => open(order.orderId)}>{T.detail}</Button>
            </ShopOrderCard>
          ))}
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopOrderForm}` as const)({ component: ShopOrderFormScreen });
