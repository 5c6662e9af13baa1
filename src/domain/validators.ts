import { isRealDate } from './calendar';
import { SMS_CODE_LENGTH } from './constants';
import { coerceText, matchesText } from './text';

export { isIdCard, isIdCardLoose } from './id-card';
export { isPlate } from './plate';

/** spec §5: 11 digits, starting with 1, second digit 3–9. */
export function isMobile(value: unknown): boolean {
  return matchesText(value, /^1[3-9]\d{9}$/);
}

export function isEmail(value: unknown): boolean {
  if (!matchesText(value, /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/)) {
    return false;
  }
  return String(value).length <= 254;
}

/** http(s) address with a host that is localhost, an IPv4 address or a dotted name. */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === 'localhost' || url.hostname.includes('.');
}

/** YYYY-MM-DD or YYYY/MM/DD (one separator throughout) naming a real calendar day. */
export function isDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(value);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[3]), Number(match[4]));
}

/** ISO 8601 calendar date, optionally with a time and zone: 2024-02-29, 2024-02-29T08:30:00.000Z, 2024-02-29T08:30+08:00. */
export function isDateISO(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/.exec(value);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A finite decimal number, optionally signed: 3, -3.5, .5, +10. */
export function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return matchesText(value, /^[+-]?(\d+(\.\d+)?|\.\d+)$/);
}

export function isDigits(value: unknown): boolean {
  return matchesText(value, /^\d+$/);
}

/** spec §5 amount: not negative, at most 2 decimals, no leading zero (0, 0.5 and 12.34 pass; 01.5 fails). */
export function isAmount(value: unknown): boolean {
  return matchesText(value, /^(0|[1-9]\d*)(\.\d{1,2})?$/);
}

/** Only Han characters (any CJK block), no spaces or punctuation. */
export function isChinese(value: unknown): boolean {
  return typeof value === 'string' && /^\p{Script=Han}+$/u.test(value);
}

export function isLetters(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z]+$/.test(value);
}

export function isLettersOrDigits(value: unknown): boolean {
  return matchesText(value, /^[A-Za-z0-9]+$/);
}

/** spec §5: area code of 3–4 digits starting with 0, a hyphen, then 7–8 digits. */
export function isLandline(value: unknown): boolean {
  return typeof value === 'string' && /^0[1-9]\d{1,2}-\d{7,8}$/.test(value);
}

/** spec §5: a numeric code of the given length, 6 by default. */
export function isCode(value: unknown, length: number = SMS_CODE_LENGTH): boolean {
  if (!Number.isInteger(length) || length < 1) return false;
  return typeof value === 'string' && value.length === length && /^\d+$/.test(value);
}

/** Inclusive range; numeric strings count as their number. */
export function isInRange(value: unknown, min: number, max: number): boolean {
  if (!isNumber(value)) return false;
  const n = Number(value);
  return n >= min && n <= max;
}

/** Inclusive length range, counting characters (an emoji is one), not UTF-16 units. */
export function isLengthInRange(value: unknown, min: number, max: number): boolean {
  const text = coerceText(value);
  if (text === null) return false;
  const length = Array.from(text).length;
  return length >= min && length <= max;
}

/** null, undefined, blank text, an empty array or an object with no own keys. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.keys(value).length === 0;
  }
  return false;
}

/** Text that parses as JSON to an object or an array (not a bare number, string or null). */
export function isJsonString(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}
