import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { rootRoute } from './root';

const lotIdSearch = (search: Record<string, unknown>) => ({ lotId: String(search.lotId ?? '') });

const auctionIndexRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.auctionIndex, validateSearch: (s: Record<string, unknown>): { tab?: 'offers' } => (s.tab === 'offers' ? { tab: 'offers' } : {}) })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_group/auction-index').then((m) => m.Route)));
const groupAuctionRoute = createRoute({ getParentRoute: () => rootRoute, path: PATHS.groupAuction })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_group/auction-index').then((m) => m.GroupAuctionRoute)));
const auctionPayCounterRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.auctionPayCounter, validateSearch: lotIdSearch })
  .lazy(lazyScreen(() => import('./pages/star_q/goods_group/auction-pay-counter').then((m) => m.Route)));
const shopAuctionRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopAuction })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_auction/shop_auction').then((m) => m.Route)));

/** Issue 16, auctions: the sessions (visitors too; the lot detail is in discovery-routes) and the winner's pay counter. */
export const AUCTION_ROUTES = [auctionIndexRoute, groupAuctionRoute] as const;
export const AUCTION_AUTH_ROUTES = [auctionPayCounterRoute, shopAuctionRoute] as const;
