/** Account rules of issue 15 (docs/decisions/006, "Issue 15: account security"). */

/** Days between a deactivation request and the closing of the account; a login in between cancels it. */
export const DEACTIVATION_COOLING_DAYS = 7;
export const DEACTIVATION_COOLING_MS = DEACTIVATION_COOLING_DAYS * 86_400_000;

/** The proof of the old phone's code is good this long for the new phone's steps. */
export const PHONE_CHANGE_TICKET_MS = 10 * 60_000;

/** Invitation codes are the inviter's user number: letters and digits, as `usersNo` is made. */
export function isInviteCode(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9]{4,32}$/.test(value);
}

/** A short Chinese name for the device and browser a login came from, for the sessions list. */
export function describeUserAgent(ua: string): string {
  if (!ua) return '未知设备';
  const device = /iPhone/.test(ua) ? 'iPhone'
    : /iPad/.test(ua) ? 'iPad'
      : /Android/.test(ua) ? (/Mobile/.test(ua) ? '安卓手机' : '安卓平板')
        : /Windows/.test(ua) ? 'Windows 电脑'
          : /Macintosh|Mac OS X/.test(ua) ? 'Mac 电脑'
            : /Linux/.test(ua) ? 'Linux 电脑' : '未知设备';
  const browser = /MicroMessenger/.test(ua) ? '微信'
    : /Edg\//.test(ua) ? 'Edge'
      : /(Chrome|Chromium|CriOS)\//.test(ua) ? 'Chrome'
        : /Firefox\//.test(ua) ? 'Firefox'
          : /Safari\//.test(ua) ? 'Safari' : '';
  return browser ? `${device} · ${browser}` : device;
}

/**
 * A code asked for again too soon is refused with the seconds really left (issue 34.12); the screens read them back
 * from the message to count down from there, so the text is built and read here only.
 */
export const smsResendRefusal = (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`;
export function resendWaitIn(message: string): number | null {
  const found = /^验证码发送过于频繁，请(\d+)秒后再试$/.exec(message);
  return found ? Number(found[1]) : null;
}
