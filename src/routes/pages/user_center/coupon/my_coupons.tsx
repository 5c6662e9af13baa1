// 我的优惠券 (issue 32; ours, docs/decisions/034): the claimed coupons by tab, from the device's records (readable offline).
import { useEffect } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Tabs } from 'antd-mobile';
import { MY_COUPON_TABS, type MyCouponTab } from '../../../../domain/coupons';
import { formatFen } from '../../../../domain/format';
import type { MyCoupon } from '../../../../contract/orders/coupons';
import { COUPON_TEXTS as T } from '../../../../ui/coupon-texts';
import { CouponCard, validityText } from '../../../../ui/coupons/coupon-card';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { goBack } from '../../../go-back';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../../ui/coupons/coupons.css';

function MyCouponsScreen() {
  const { tab } = Route.useSearch();
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const online = useOnline();
  const navigate = useNavigate();
  const rows = useLiveQuery(sync, 'recordsOfKind', { kind: 'coupon', userId, sortText: tab });
  useEffect(() => {
    if (userId) void sync.refresh({ kind: 'records', records: 'coupon' });
  }, [sync, userId]);
  const list = (rows.data ?? []).map((r) => r.data as MyCoupon);
  const setTab = (next: string) => void navigate({ to: PATHS.myCoupons, search: { tab: next as MyCouponTab }, replace: true });
  return (
    <div className="page my-coupons">
      <NavBar onBack={() => goBack()} right={<a onClick={() => void navigate({ to: PATHS.couponCenter })}>{T.center}</a>}>{T.mine}</NavBar>
      {!online && <OfflineNotice />}
      <Tabs activeKey={tab} onChange={setTab}>
        {MY_COUPON_TABS.map((t) => <Tabs.Tab key={t} title={T.tabs[t]} />)}
      </Tabs>
      {rows.loading ? <LoadingState /> : list.length === 0 ? <EmptyState title={online ? T.mineEmpty(tab) : T.notCached} /> : list.map((c) => (
        <CouponCard key={c.couponId} rule={c} validity={validityText(c, { from: c.couponValidFrom, to: c.couponValidTo })} testId="my-coupon"
          muted={tab !== 'UNUSED'}
          extra={tab === 'USED' && c.discount > 0 ? <div className="coupon-card__extra">{T.usedOn(formatFen(c.discount))}</div> : undefined}
          action={tab === 'UNUSED' ? <Button size="small" color="primary" fill="outline" onClick={() => void navigate({ to: PATHS.home })}>{T.goUse}</Button> : undefined} />
      ))}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.myCoupons}` as const)({ component: MyCouponsScreen });
