import { COUNT_CAP, RANDOM_ID_LENGTH } from './constants';
import { convertYuanToFen, formatFenBigInt } from './money';

/** spec §5: hide the middle four digits of an 11-digit mobile; anything else is shown as given. */
export function maskMobile(mobile: string): string {
  if (!/^\d{11}$/.test(mobile)) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

/**
 * spec §5 names are masked by length; the rule per length is ours:
 * 1 character is shown as is (masking it would hide the whole name),
 * 2 → 张*, 3 → 张*三, 4 or more → first + one star per hidden character + last.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  const first = chars[0] ?? '';
  const last = chars[chars.length - 1] ?? '';
  if (chars.length <= 1) return first;
  if (chars.length === 2) return `${first}*`;
  return `${first}${'*'.repeat(chars.length - 2)}${last}`;
}

/** spec §5/§9: 2 decimals with thousands separators; missing, empty or non-numeric shows 0.00. */
export function formatPrice(yuan: number | string | null | undefined): string {
  const fen = convertYuanToFen(yuan);
  return fen === null ? '0.00' : formatFenBigInt(fen);
}

/** Same display as formatPrice, from integer fen (the unit money is stored in). */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '0.00';
  return formatFenBigInt(BigInt(Math.round(fen)));
}

/**
 * Exact yuan text to integer fen: '19.9' → 1990. Throws RangeError for text that
 * is not a plain amount with at most 2 decimals: money is never rounded silently,
 * so callers validate with isAmount first.
 */
export function yuanToFen(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount in yuan: ${JSON.stringify(amount)}`);
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Amount too large: ${amount}`);
  return match[1] === '-' && fen !== 0 ? -fen : fen;
}

/** spec §9: a count above the cap shows as "99+". */
export function formatCount(count: number, cap: number = COUNT_CAP): string {
  return count > cap ? `${cap}+` : String(count);
}

/** spec §9: numbers under 10 get a leading zero (5 → "05"). */
export function padZero(value: number | string): string {
  return String(value).padStart(2, '0');
}

/**
 * spec §9: K for thousands, W (万) for ten-thousands, 2 decimals. Truncated,
 * not rounded, so a count is never overstated (9999 → 9.99K, not 10.00K).
 */
export function formatUnit(value: number): string {
  if (!Number.isFinite(value) || value < 1000) return String(value);
  const divisor = value >= 10000 ? 10000 : 1000;
  const unit = value >= 10000 ? 'W' : 'K';
  const hundredths = Math.floor((value * 100) / divisor);
  return `${Math.floor(hundredths / 100)}.${padZero(hundredths % 100)}${unit}`;
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** spec §9 random id, alphanumeric; randomness is passed in (Math.random in the app, a seeded source in tests). */
export function createRandomId(random: () => number, length: number = RANDOM_ID_LENGTH): string {
  let id = '';
  for (let i = 0; i < length; i += 1) {
    const index = Math.min(Math.floor(random() * ID_ALPHABET.length), ID_ALPHABET.length - 1);
    id += ID_ALPHABET.charAt(Math.max(index, 0));
  }
  return id;
}

/**
 * 省 市 区 as one line. Municipalities are both province and city (上海市 上海市
 * 黄浦区): a name equal to the one before it is written once (上海市 黄浦区).
 */
export function formatRegionName(names: readonly string[]): string {
  const kept = names.map((n) => n.trim()).filter((n, i, all) => n !== '' && n !== all[i - 1]);
  return kept.join(' ');
}

/** A stored region line shown again: repeats written by older builds (上海市上海市黄浦区) are dropped too. */
export function formatRegionText(text: string): string {
  const once = text.trim().replace(/^(\S+?市)\s*\1\s*/, '$1 ');
  return formatRegionName(once.split(/\s+/));
}
