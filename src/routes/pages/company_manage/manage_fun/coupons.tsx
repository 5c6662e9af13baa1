import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd-mobile';
import { companyCouponList } from '../../../../contract/company/coupons';
import { COUPON_MANAGE_TEXTS as T } from '../../../../ui/coupon-manage-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { CouponListScreen } from '../../../coupon-manage/coupon-list-screen';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** Ours (issue 32, docs/decisions/034): the platform's coupons (created, edited, stopped here) and every shop's (stopped here). */
function CompanyCouponsScreen() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  const { sync } = useAppContext();
  const coupons = useCachedCall(sync, companyCouponList, { owner: tab });
  const tabs = (
    <Tabs activeKey={tab} onChange={(key) => void navigate({ to: PATHS.companyCoupons, search: { tab: key as typeof tab }, replace: true })}>
      <Tabs.Tab title={T.tabs.platform} key="platform" />
      <Tabs.Tab title={T.tabs.shops} key="shops" />
    </Tabs>
  );
  return <CouponListScreen owner="company" title={T.companyTitle} coupons={coupons} formPath={PATHS.companyAddCoupon} ownList={tab === 'platform'} tabs={tabs} />;
}

export const Route = createLazyRoute(`/auth${PATHS.companyCoupons}` as const)({ component: CompanyCouponsScreen });
