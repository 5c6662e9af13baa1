import { createLazyRoute } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { ShopHomeScreen } from '../../star_q/good_shop';

function ShopsDetailsRoute() {
  const { shopsId } = Route.useSearch();
  return <ShopHomeScreen shopsId={shopsId} />;
}

/** spec §2 user_center/shops/shops_dateils: the same shop home as star_q/good_shop/index. */
export const Route = createLazyRoute(PATHS.shopsDetails)({ component: ShopsDetailsRoute });
