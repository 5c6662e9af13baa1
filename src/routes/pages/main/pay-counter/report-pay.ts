import type { ApiClient } from '../../../../api/client';
import { ANALYTICS_EVENTS, ANALYTICS_PLATFORM, reportEvent } from '../../../../contract/upload';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** spec §3/§7: the pay event carries payStatus; sent fire-and-forget as a GET with an encoded payload. */
export function reportPay(api: ApiClient, userId: string, payStatus: string, method: string): void {
  const payload = {
    platform: ANALYTICS_PLATFORM,
    system: { ua: navigator.userAgent.slice(0, 200), lang: navigator.language },
    user: { usersId: userId },
    event: { code: ANALYTICS_EVENTS.pay, payStatus, method, at: Date.now() },
  };
  api.call(reportEvent, { data: base64url(JSON.stringify(payload)) }).catch(() => undefined);
}
