/**
 * Every route (decision 008): loaded as a chunk of its own, fetched at start (all-routes.ts), so that the route tables
 * of the other screens are not in the first chunk the home paints with. Importing this module adds the routes to the
 * root route; the home's two routes are the same objects as in router.tsx's first tree.
 */
import { authLayout } from './auth-layout';
import { rootRoute } from './root';
import { homeRoute, indexRoute } from './pages/menu-page/star_q/star-index';
import { MAIN_AUTH_ROUTES, MAIN_ROUTES } from './main-routes';
import { DISCOVERY_ROUTES } from './discovery-routes';
import { MARKS_AUTH_ROUTES, MARKS_ROUTES } from './my-lists-routes';
import { CHECKOUT_AUTH_ROUTES } from './checkout-routes';
import { MINE_AUTH_ROUTES, MINE_ROUTES } from './mine-routes';
import { WALLET_AUTH_ROUTES } from './wallet-routes';
import { WITHDRAW_AUTH_ROUTES } from './withdraw-routes';
import { SHOP_APPLY_AUTH_ROUTES } from './shop-apply-routes';
import { SHOP_GOODS_AUTH_ROUTES } from './shop-goods-routes';
import { SHOP_ORDER_AUTH_ROUTES } from './shop-order-routes';
import { SHOP_BUSINESS_AUTH_ROUTES } from './shop-business-routes';
import { EVIDENCE_AUTH_ROUTES, EVIDENCE_ROUTES } from './evidence-routes';
import { COMPANY_FINANCE_AUTH_ROUTES } from './company-finance-routes';
import { COMPANY_AUTH_ROUTES } from './company-routes';
import { SHOP_THEMES_AUTH_ROUTES } from './shop-themes-routes';
import { HELP_AUTH_ROUTES, HELP_ROUTES } from './help-routes';
import { ACCOUNT_AUTH_ROUTES, ACCOUNT_ROUTES } from './account-routes';
import { PROFILE_AUTH_ROUTES, PROFILE_ROUTES } from './profile-routes';
import { SETTINGS_AUTH_ROUTES, SETTINGS_ROUTES } from './settings-routes';
import { CHAT_AUTH_ROUTES } from './chat-routes';
import { NOTICE_AUTH_ROUTES } from './notice-routes';
import { IP_GOODS_AUTH_ROUTES, IP_GOODS_ROUTES } from './ip-goods-routes';
import { GROUP_BUY_AUTH_ROUTES, GROUP_BUY_ROUTES } from './group-buy-routes';
import { SPELL_AUTH_ROUTES } from './spell-routes';
import { BLINDBOX_AUTH_ROUTES, BLINDBOX_ROUTES } from './blindbox-routes';
import { LIVE_ROOM_AUTH_ROUTES, LIVE_ROOM_ROUTES } from './live-room-routes';
import { COLLECTIBLE_AUTH_ROUTES, THEME_INFO_ROUTES } from './collectibles-routes';
import { AGENT_AUTH_ROUTES } from './agent-routes';
import { AUCTION_AUTH_ROUTES, AUCTION_ROUTES } from './auction-routes';
import { KIND_BUY_AUTH_ROUTES } from './kind-buy-routes';
import { SOCIAL_AUTH_ROUTES, SOCIAL_ROUTES } from './social-routes';
import { SHORT_VIDEO_AUTH_ROUTES } from './short-video-routes';
import { SPEC_PATH_ROUTES } from './spec-path-routes';
import { COUPON_AUTH_ROUTES, COUPON_ROUTES } from './coupon-routes';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  ...MAIN_ROUTES,
  ...DISCOVERY_ROUTES,
  ...MARKS_ROUTES,
  ...MINE_ROUTES,
  ...EVIDENCE_ROUTES,
  ...HELP_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PROFILE_ROUTES,
  ...SETTINGS_ROUTES,
  ...IP_GOODS_ROUTES,
  ...GROUP_BUY_ROUTES,
  ...AUCTION_ROUTES,
  ...BLINDBOX_ROUTES,
  ...LIVE_ROOM_ROUTES,
  ...THEME_INFO_ROUTES,
  ...SOCIAL_ROUTES,
  ...SPEC_PATH_ROUTES,
  ...COUPON_ROUTES,
  authLayout.addChildren([...MAIN_AUTH_ROUTES, ...MARKS_AUTH_ROUTES, ...CHECKOUT_AUTH_ROUTES, ...MINE_AUTH_ROUTES, ...WITHDRAW_AUTH_ROUTES, ...WALLET_AUTH_ROUTES, ...SHOP_APPLY_AUTH_ROUTES, ...SHOP_GOODS_AUTH_ROUTES, ...SHOP_ORDER_AUTH_ROUTES, ...EVIDENCE_AUTH_ROUTES, ...SHOP_BUSINESS_AUTH_ROUTES, ...COMPANY_FINANCE_AUTH_ROUTES, ...COMPANY_AUTH_ROUTES, ...SHOP_THEMES_AUTH_ROUTES, ...HELP_AUTH_ROUTES, ...ACCOUNT_AUTH_ROUTES, ...PROFILE_AUTH_ROUTES, ...SETTINGS_AUTH_ROUTES, ...CHAT_AUTH_ROUTES, ...NOTICE_AUTH_ROUTES, ...IP_GOODS_AUTH_ROUTES, ...GROUP_BUY_AUTH_ROUTES, ...SPELL_AUTH_ROUTES, ...AUCTION_AUTH_ROUTES, ...KIND_BUY_AUTH_ROUTES, ...BLINDBOX_AUTH_ROUTES, ...COLLECTIBLE_AUTH_ROUTES, ...AGENT_AUTH_ROUTES, ...LIVE_ROOM_AUTH_ROUTES, ...SOCIAL_AUTH_ROUTES, ...SHORT_VIDEO_AUTH_ROUTES, ...COUPON_AUTH_ROUTES]),
]);

export type FullRouteTree = typeof routeTree;
