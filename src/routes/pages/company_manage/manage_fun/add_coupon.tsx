import { createLazyRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { companyGoodsList } from '../../../../contract/company/goods';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { CouponFormScreen } from '../../../coupon-manage/coupon-form';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** Ours (issue 32): a platform coupon, drafted offline; 指定商品 picks from the goods on shelf the device last read. */
function CompanyAddCouponScreen() {
  const { draftId = '' } = Route.useSearch();
  const { sync } = useAppContext();
  const onShelf = useCachedCall(sync, companyGoodsList, { shelf: 'on', pageSize: 100 });
  const goods = useMemo(() => (onShelf.data?.list ?? []).map((g) => ({ goodsId: g.goodsId, name: `${g.name}（${g.shopName}）`, imgs: [g.img], salePrice: g.salePrice, stock: g.stock })),
    [onShelf.data]);
  return <CouponFormScreen owner="company" draftId={draftId} goods={goods} listPath={PATHS.companyCoupons} />;
}

export const Route = createLazyRoute(`/auth${PATHS.companyAddCoupon}` as const)({ component: CompanyAddCouponScreen });
