import type { MyCouponTab } from '../domain/coupons';
import { MY_COUPON_TAB_LABELS } from '../domain/coupons';

/** Texts of the coupon screens (issue 32; docs/decisions/034). */
export const COUPON_TEXTS = {
  center: '领券中心',
  mine: '我的优惠券',
  claim: '领取',
  claimed: '已领取',
  soldOut: '已领完',
  claimedDone: '领取成功，已放入「我的优惠券」',
  claimQueued: '已记下，联网后自动领取',
  claimRefused: '领取失败',
  goUse: '去使用',
  left: (n: number) => `剩余${n}张`,
  limit: (n: number) => `每人限领${n}张`,
  validDays: (n: number) => `领取后${n}天内有效`,
  validRange: (from: string, to: string) => `${from} 至 ${to}`,
  newUser: '新人专享',
  empty: '暂无可领取的优惠券',
  mineEmpty: (tab: MyCouponTab) => `暂无${MY_COUPON_TAB_LABELS[tab]}的优惠券`,
  notCached: '本机还没有优惠券记录，联网后查看',
  tabs: MY_COUPON_TAB_LABELS,
  entry: '领券',
  entryHint: (n: number) => `${n}张可领`,
  /** The fill-in order's row and popup. */
  row: '优惠券',
  rowNone: '暂无可用',
  rowUnused: '不使用优惠券',
  rowAmount: '优惠券',
  rowPick: '选择优惠券',
  rowDone: '确定',
  rowBest: '已为您选择最优组合',
  rowHint: '每单可用一张平台券，每个店铺可用一张店铺券',
  platform: '平台券',
  shopCoupon: '店铺券',
  takes: (yuan: string) => `可减¥${yuan}`,
  usedOn: (yuan: string) => `已优惠¥${yuan}`,
};
