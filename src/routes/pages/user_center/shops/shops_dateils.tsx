import { createRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { rootRoute } from '../../../root';
import { ShopHomeScreen, validateShopSearch } from '../../star_q/good_shop';

function ShopsDetailsRoute() {
  const { shopsId } = shopsDetailsRoute.useSearch();
  return <ShopHomeScreen shopsId={shopsId} />;
}

/** spec §2 user_center/shops/shops_dateils: the same shop home as star_q/good_shop/index. */
export const shopsDetailsRoute = createRoute({
  getParentRoute: () => rootRoute, path: PATHS.shopsDetails, validateSearch: validateShopSearch, component: ShopsDetailsRoute,
});
