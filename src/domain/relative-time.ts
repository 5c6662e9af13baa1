import { CHINA_TZ_OFFSET_MINUTES, DAY_MS, HOUR_MS, JUST_NOW_MS, MINUTE_MS, RELATIVE_DAYS_MAX, SECOND_MS } from './constants';
import { padZero } from './format';
import { MESSAGES } from './messages';

// Wall-clock fields of an instant at a fixed offset (Date#getTimezoneOffset convention: -480 is UTC+8).
function readWallClock(epochMs: number, tzOffsetMinutes: number): Date {
  return new Date(epochMs - tzOffsetMinutes * MINUTE_MS);
}

/** YYYY-MM-DD of an instant at a fixed offset, China time by default. */
export function formatDate(epochMs: number, tzOffsetMinutes: number = CHINA_TZ_OFFSET_MINUTES): string {
  const wall = readWallClock(epochMs, tzOffsetMinutes);
  return `${wall.getUTCFullYear()}-${padZero(wall.getUTCMonth() + 1)}-${padZero(wall.getUTCDate())}`;
}

/** YYYY-MM-DD HH:mm of an instant, China time by default (when a money movement happened). */
export function formatDateTime(epochMs: number, tzOffsetMinutes: number = CHINA_TZ_OFFSET_MINUTES): string {
  const wall = readWallClock(epochMs, tzOffsetMinutes);
  return `${formatDate(epochMs, tzOffsetMinutes)} ${padZero(wall.getUTCHours())}:${padZero(wall.getUTCMinutes())}`;
}

/** HH:mm:ss of an instant, China time by default (a bid's moment; decision 006: every auction time in UTC+8). */
export function formatClock(epochMs: number, tzOffsetMinutes: number = CHINA_TZ_OFFSET_MINUTES): string {
  const wall = readWallClock(epochMs, tzOffsetMinutes);
  return `${padZero(wall.getUTCHours())}:${padZero(wall.getUTCMinutes())}:${padZero(wall.getUTCSeconds())}`;
}

/** YYYY-MM-DD HH:mm:ss, China time by default: an auction's end, where the seconds count. */
export function formatDateTimeSeconds(epochMs: number, tzOffsetMinutes: number = CHINA_TZ_OFFSET_MINUTES): string {
  return `${formatDate(epochMs, tzOffsetMinutes)} ${formatClock(epochMs, tzOffsetMinutes)}`;
}

/**
 * spec §9, first reading: under 5 minutes 刚刚, then N分钟前, N小时前, N天前
 * up to and including 30 days, then the date. A time in the future (a clock
 * ahead of ours) shows 刚刚.
 */
export function formatRelativeTime(
  then: number,
  now: number,
  tzOffsetMinutes: number = CHINA_TZ_OFFSET_MINUTES,
): string {
  const elapsed = now - then;
  if (elapsed < JUST_NOW_MS) return MESSAGES.justNow;
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}${MESSAGES.minutesAgo}`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}${MESSAGES.hoursAgo}`;
  if (elapsed <= RELATIVE_DAYS_MAX * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}${MESSAGES.daysAgo}`;
  return formatDate(then, tzOffsetMinutes);
}

/**
 * spec §9 countdown to the next midnight. China has one time zone and no
 * daylight saving, so a fixed UTC+8 offset is exact whatever the device's
 * zone. At midnight exactly the next one is a full day away.
 */
export function msUntilNextMidnight(now: number, tzOffsetMinutes: number = CHINA_TZ_OFFSET_MINUTES): number {
  const local = now - tzOffsetMinutes * MINUTE_MS;
  const intoDay = ((local % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - intoDay;
}

/** HH:MM:SS, whole seconds rounded down; negative time shows 00:00:00, hours may pass 99. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / SECOND_MS));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${padZero(hours)}:${padZero(minutes)}:${padZero(seconds)}`;
}
