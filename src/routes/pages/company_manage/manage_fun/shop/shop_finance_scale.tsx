import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { COMPANY_FINANCE_TEXTS } from '../../../../../ui/company-finance-texts';
import { ScaleEditor } from '../../../../company-finance/scale-editor';
import { ShopScaleList } from '../../../../company-finance/shop-scale-list';
import { PATHS } from '../../../../paths';
import { goBack } from '../../../../go-back';

/** spec §2 shop/shop_finance_scale: one shop's own share (?shopId=); without a shop, the shops to pick from. */
function ShopFinanceScaleScreen() {
  const { shopId } = Route.useSearch();
  return (
    <div className="page company-scale">
      <NavBar onBack={() => goBack()}>{COMPANY_FINANCE_TEXTS.scale.shopTitle}</NavBar>
      {shopId ? <ScaleEditor key={shopId} shopId={shopId} /> : <ShopScaleList />}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopFinanceScale}` as const)({ component: ShopFinanceScaleScreen });
