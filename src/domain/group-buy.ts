import { PAY_TIMEOUT_MS } from './checkout';
import { HOUR_MS } from './constants';

/** Ours (docs/decisions/006, group buy): a group stays open this long after it is opened, never past the goods' endsAt. */
export const GROUP_WINDOW_MS = 24 * HOUR_MS;

/** When a group opened at `now` closes. */
export function groupDeadline(now: number, endsAt: number, windowMs = GROUP_WINDOW_MS): number {
  return Math.min(now + windowMs, endsAt);
}

/** A member's order must be paid within the usual time, and never after the group's deadline. */
export function seatPayDeadline(now: number, groupDeadlineAt: number): number {
  return Math.min(now + PAY_TIMEOUT_MS, groupDeadlineAt);
}

/** What the host says when a seat cannot be had (shown to the buyer as is). */
export const GROUP_MESSAGES = {
  notGroupGoods: '该商品不是拼团商品',
  campaignEnded: '该商品的拼团活动已结束',
  groupEnded: '该团已结束，请参加其他团或自己开团',
  groupFull: '该团已满，请参加其他团或自己开团',
  alreadyMember: '您已在该团中，请勿重复参团',
  notPayable: '该团已结束，订单无法支付',
  formedTitle: '拼团成功',
  formedText: (goodsName: string) => `${goodsName} 已成团，商家将尽快发货`,
  refundTitle: '拼团未成功，已退款',
  refundText: (goodsName: string, yuan: string) => `${goodsName} 未在时限内成团，¥${yuan} 已原路退回余额`,
  refundReason: '拼团未成团，已全额退款',
  closedReason: '拼团未成团，订单关闭',
  seatReleasedReason: '拼团订单超时未支付，名额已释放',
} as const;

export type GroupStatus = 'OPEN' | 'FORMED' | 'FAILED';
export type SeatStatus = 'HELD' | 'PAID' | 'RELEASED' | 'REFUNDED';

/** How a member's seat reads on the device (待成团 is the paid member's waiting state, RELIABILITY 23). */
export function seatLabel(group: GroupStatus, seat: SeatStatus): string {
  if (seat === 'HELD') return '待付款';
  if (seat === 'RELEASED') return '已取消';
  if (seat === 'REFUNDED') return '拼团失败，已退款';
  return group === 'FORMED' ? '拼团成功' : '待成团';
}

export const GROUP_STATUS_LABELS: Record<GroupStatus, string> = { OPEN: '拼团中', FORMED: '拼团成功', FAILED: '拼团失败' };

/** Seats still free, as anyone may see them. */
export function seatsLeft(group: { size: number; seatsTaken: number }): number {
  return Math.max(0, group.size - group.seatsTaken);
}
