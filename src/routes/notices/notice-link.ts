import type { NoticeBody } from '../../contract/platform/live-channel';
import { PATHS } from '../paths';

/** The screen a notice opens (the host names a screen and an id, never a path). */
export function noticeLink(target: NonNullable<NoticeBody['target']>): { to: string; search: Record<string, string> } {
  switch (target.screen) {
    case 'order':
      return { to: PATHS.orderDetails, search: { orderId: target.id } };
    case 'afterSales':
      return { to: PATHS.salesDetails, search: { afterSalesId: target.id } };
    case 'chat':
      return { to: PATHS.questionInfo, search: { conversationId: target.id } };
  }
}
