import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { companyShops, SHOP_STATES } from '../../../../../contract/company/users';
import { COMPANY_TEXTS } from '../../../../../ui/company-texts';
import { CompanyListScreen } from '../../../../company/company-list-screen';
import { asState } from '../../../../company/list-bits';
import { ShopRow } from '../../../../company/shop-row';
import { PATHS } from '../../../../paths';
import { usePagedCall } from '../../../../../ui/hooks/use-paged-call';

const T = COMPANY_TEXTS.shops;

/** Every shop by name or number and by state; pull down to refresh, tap one to see, edit or ban it. */
function ShopsScreen() {
  const navigate = useNavigate();
  const search = Route.useSearch();
  const state = asState(search.state, SHOP_STATES);
  const keyword = search.keyword;
  const list = usePagedCall(companyShops, { state, keyword }, (row) => row.shopId);
  const go = (next: { state?: string; keyword?: string }) =>
    void navigate({ to: PATHS.companyShops, search: { state, keyword, ...next }, replace: true });
  return (
    <CompanyListScreen texts={T} stateLabels={COMPANY_TEXTS.shopState} state={state} keyword={keyword} onQuery={go} list={list}
      row={(shop) => <ShopRow key={shop.shopId} shop={shop} onOpen={() => void navigate({ to: PATHS.companyShopsEdit, search: { shopId: shop.shopId } })} />} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyShops}` as const)({ component: ShopsScreen });
