// 领券中心 (issue 32; ours, docs/decisions/034): every coupon still issuing, with the caller's claimed state.
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { couponCenter } from '../../../../contract/orders/coupons';
import { COUPON_TEXTS as T } from '../../../../ui/coupon-texts';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { CouponOffers } from '../../../coupons/coupon-offers';
import { goBack } from '../../../go-back';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../../ui/coupons/coupons.css';

function CouponCenterScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const navigate = useNavigate();
  const center = useCachedCall(sync, couponCenter, { shopId: '', goodsId: '' });
  const offers = center.data?.list ?? [];
  return (
    <div className="page coupon-center">
      <NavBar onBack={() => goBack()} right={<a onClick={() => void navigate({ to: PATHS.myCoupons, search: { tab: 'UNUSED' } })}>{T.mine}</a>}>{T.center}</NavBar>
      {!online && <OfflineNotice />}
      {center.loading ? <LoadingState /> : offers.length === 0 ? <EmptyState title={T.empty} /> : <CouponOffers offers={offers} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.couponCenter)({ component: CouponCenterScreen });
