/** The spec's page paths (spec §2, all under pages/); the cart path is ours (not shown in the spec). */
export const PATHS = {
  home: '/pages/menu-page/star_q/star-index',
  search: '/pages/menu-page/star_q/star-search',
  groupBuy: '/pages/menu-page/star_q/group-buy',
  mine: '/pages/person/person_starq',
  login: '/pages/main/login/login',
  loginFocus: '/pages/main/login/login-focus',
  passportLogin: '/pages/passport/login',
  goodsInfo: '/pages/function/goods-info/goods-info',
  goodsType: '/pages/function/goods-type/goods-type',
  cart: '/pages/main/cart/cart',
} as const;
