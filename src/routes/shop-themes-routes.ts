import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import { shopGoodsSearch } from './search-params';

const themeFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.themeForm })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_themes/theme_form').then((m) => m.Route)));
const addThemeRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addTheme, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_themes/add_theme').then((m) => m.Route)));
const themeDetailImgsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.themeDetailImgs, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_themes/theme_detail_imgs').then((m) => m.Route)));
const blindboxFormRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.blindboxForm })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_blindboxs/blindbox_form').then((m) => m.Route)));
const addBlindboxRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.addBlindbox, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_blindboxs/add_blindbox').then((m) => m.Route)));
const blindboxDetailImgsRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.blindboxDetailImgs, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_blindboxs/blindbox_detail_imgs').then((m) => m.Route)));
const blindboxPriceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.blindboxPrice, validateSearch: shopGoodsSearch })
  .lazy(lazyScreen(() => import('./pages/shop_manage/shop_blindboxs/blindbox_price').then((m) => m.Route)));

/** Issue 13: a shop's themes and blind boxes, drafted offline in the one `drafts` collection (decision 003). */
export const SHOP_THEMES_AUTH_ROUTES = [
  themeFormRoute, addThemeRoute, themeDetailImgsRoute, blindboxFormRoute, addBlindboxRoute, blindboxDetailImgsRoute, blindboxPriceRoute,
] as const;
