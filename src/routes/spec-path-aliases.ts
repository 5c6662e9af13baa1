import { PATHS } from './paths';

/**
 * Issue 34, "the spec's own paths": spec §2 paths whose screen the app serves at another of the spec's paths (the same
 * screen under two names). Each answers by going there with the same search, replacing the history entry, so a link
 * or a bookmark with the spec's name opens the screen and 返回 does not land on the redirect.
 */
export const SPEC_PATH_ALIASES: readonly { from: string; to: string }[] = [
  { from: '/pages/web-view/web-view', to: PATHS.webView },
  { from: '/pages/star_q/group-goods-info', to: PATHS.groupGoodsInfo },
  { from: '/pages/star_q/goods_group/group-goods-info', to: PATHS.groupGoodsInfo },
  { from: '/pages/star_q/goods_group/group-pay-counter', to: PATHS.groupPayCounter },
  { from: '/pages/star_q/order/play_order', to: PATHS.playOrder },
  { from: '/pages/star_q/pay/pay-counter', to: PATHS.payCounter },
  { from: '/pages/star_q/pay/shelf-ticket-pay', to: PATHS.shelfUptoPay },
  { from: '/pages/global/global-search', to: PATHS.globalSearch },
];
