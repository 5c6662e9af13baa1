import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { orderProfitInfo, orderProfitInfoByDay, orderProfitNumber, orderProfitType } from '../../../../contract/shop/business';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { formatFen } from '../../../../domain/format';
import { formatDateTime } from '../../../../domain/relative-time';
import { PROFIT_DAYS, PROFIT_KINDS, type ProfitKind } from '../../../../domain/shop-business';
import { EmptyState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SHOP_BUSINESS_TEXTS } from '../../../../ui/shop-business-texts';
import { oldestSavedAt } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { ProfitChart } from '../../../shop-business/profit-chart';
import { ProfitFigures } from '../../../shop-business/profit-figures';
import { ScreenState } from '../../../shop-business/screen-state';
import { useAppContext } from '../../../use-app-context';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = SHOP_BUSINESS_TEXTS.profit;

/** Ours (spec §7 Shop profit): today, this month, the last 30 days as a chart and every movement of the shop's income. */
function ShopProfitScreen() {
  const { sync } = useAppContext();
  const [kind, setKind] = useState<ProfitKind | ''>('');
  const numbers = useCachedCall(sync, orderProfitNumber, {});
  const byDay = useCachedCall(sync, orderProfitInfoByDay, { days: PROFIT_DAYS });
  const types = useCachedCall(sync, orderProfitType, {}).data ?? [];
  const entries = usePagedCall(orderProfitInfo, { kind }, (row) => row.id);
  const refresh = () => Promise.all([numbers.reload(), byDay.reload(), entries.refresh()]).then(() => undefined);
  return (
    <div className="page shop-business">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <ScreenState hasData={numbers.data !== null} loading={numbers.loading} failure={numbers.failure ?? byDay.failure}
        savedAt={oldestSavedAt(numbers.savedAt, byDay.savedAt)} />
      <PullRefresh onRefresh={refresh}>
        {numbers.data && <ProfitFigures numbers={numbers.data} />}
        {byDay.data && (
          <section className="wallet-card shop-business__chart">
            <h3>{T.chart}</h3>
            <ProfitChart days={byDay.data.days} />
          </section>
        )}
        <p className="page-hint">{T.hint}</p>
        <Tabs activeKey={kind} onChange={(key) => setKind(key as ProfitKind | '')}>
          <Tabs.Tab key="" title={T.all} />
          {types.map((t) => <Tabs.Tab key={t.kind} title={t.label} />)}
        </Tabs>
        {entries.data && entries.list.length === 0 && <EmptyState title={T.empty} />}
        {entries.list.length > 0 && (
          <List header={T.list}>
            {entries.list.map((row) => (
              <List.Item key={row.id} data-testid="profit-entry" description={`${row.memo} · ${formatDateTime(row.createdAt)}`}
                extra={<span className={row.amount >= 0 ? 'wallet__in' : 'wallet__out'}>{row.amount >= 0 ? '+' : ''}{formatFen(row.amount)}</span>}>
                {PROFIT_KINDS[row.kind]}
              </List.Item>
            ))}
          </List>
        )}
        {entries.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={entries.hasMore} loadMore={entries.loadMore} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopProfit}` as const)({ component: ShopProfitScreen });
