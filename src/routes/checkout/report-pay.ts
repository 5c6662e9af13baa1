import type { ApiClient } from '../../api/client';
import { EVENT_CODES, PAGE_CODES } from '../../domain/analytics-events';
import { track } from '../../ui/analytics/track';

/**
 * spec §3/§7: the pay event carries payStatus. Raised into the analytics queue (docs/decisions/012): kept on the
 * device and sent in a batch, so a payment made with a weak network still reports it, and the UI never waits.
 */
export function reportPay(_api: ApiClient, userId: string, payStatus: string, method: string): void {
  track(EVENT_CODES.pay, PAGE_CODES.payCounter, { payStatus, method, usersId: userId });
}
