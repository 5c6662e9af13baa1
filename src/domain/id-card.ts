import { isRealDate } from './calendar';
import { ID_CARD_LEGACY_LENGTH, ID_CARD_LENGTH } from './constants';

// GB 11643-1999: the province codes that open a resident ID (81/82/83: HK, Macao, Taiwan residence permits).
const PROVINCE_CODES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
]);
// ISO 7064 MOD 11-2 weights for the first 17 digits and the check character per remainder.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character (0-9 or X) for the first 17 digits of an 18-digit ID, or null if they are not 17 digits. */
export function computeIdCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17.charAt(i)), 0);
  return CHECK_CHARS.charAt(sum % 11);
}

function isBirthDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  if (year < 1800 || year > 2099) return false;
  return isRealDate(year, Number(yyyymmdd.slice(4, 6)), Number(yyyymmdd.slice(6, 8)));
}

/** spec §5: 18 characters, known province, real birth date, MOD 11-2 check character (X or x). */
export function isIdCard(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== ID_CARD_LENGTH) return false;
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  if (!PROVINCE_CODES.has(value.slice(0, 2))) return false;
  if (!isBirthDate(value.slice(6, 14))) return false;
  return computeIdCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}

// Legacy 15-digit IDs (before 1999) carry yymmdd for a 19xx birth date and no check character.
function isLegacyIdCard(value: string): boolean {
  if (value.length !== ID_CARD_LEGACY_LENGTH || !/^\d+$/.test(value)) return false;
  if (!PROVINCE_CODES.has(value.slice(0, 2))) return false;
  return isBirthDate(`19${value.slice(6, 12)}`);
}

/** spec §5 "one pattern accepts 15": the checked 18-character form or the legacy 15-digit form. */
export function isIdCardLoose(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return isIdCard(value) || isLegacyIdCard(value);
}
