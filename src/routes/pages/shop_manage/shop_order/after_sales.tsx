import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { isAfterSalesFinal } from '../../../../domain/after-sales';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { SHOP_ORDER_TEXTS } from '../../../../ui/shop-order-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { AfterSalesCard } from '../../../shop-orders/after-sales-card';
import { useShopOrders } from '../../../shop-orders/use-shop-orders';
import '../../../shop-orders/shop-orders.css';
import { goBack } from '../../../go-back';

const T = SHOP_ORDER_TEXTS.afterSales;
type Tab = 'open' | 'all';

/** Ours (spec §7 "return applications"): the shop's after-sales requests, those waiting for it first, from the device. */
function ShopAfterSalesScreen() {
  const navigate = useNavigate();
  const { requests, loading, failed, pulledAt } = useShopOrders();
  const [tab, setTab] = useState<Tab>('open');
  const open = requests.filter((r) => !isAfterSalesFinal(r.status));
  const shown = tab === 'open' ? open : requests;
  return (
    <div className="page shop-orders">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <DataAge savedAt={pulledAt} failed={failed} neverSaved={SHOP_ORDER_TEXTS.list.neverSaved} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.Tab key="open" title={`${T.tabs.open}${open.length ? ` ${open.length}` : ''}`} />
        <Tabs.Tab key="all" title={T.tabs.all} />
      </Tabs>
      {loading && shown.length === 0 ? <LoadingState /> : shown.length === 0 ? <EmptyState title={T.empty} /> : (
        <div className="shop-orders__list">
          {shown.map((request) => (
            <AfterSalesCard key={request.afterSalesId} request={request}
              onOpen={() => void navigate({ to: PATHS.shopAfterSalesDetail, search: { afterSalesId: request.afterSalesId } })} />
          ))}
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopAfterSales}` as const)({ component: ShopAfterSalesScreen });
