import { AMOUNT_DECIMALS } from './constants';

const FEN_PER_YUAN = 100n;

/** Groups the integer part of a fen amount by thousands: 123450n → "1,234.50". */
export function formatFenBigInt(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const abs = fen < 0n ? -fen : fen;
  const yuan = (abs / FEN_PER_YUAN).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % FEN_PER_YUAN).toString().padStart(AMOUNT_DECIMALS, '0');
  return `${sign}${yuan}.${cents}`;
}

// Shortest decimal text of a number: String(1.005) is "1.005", which rounds as a person expects,
// while 1.005 * 100 is 100.49999999999999.
function writeDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Math.abs(value) >= 1) return BigInt(value).toString();
  return value.toFixed(AMOUNT_DECIMALS);
}

/** A decimal text rounded half away from zero to whole fen, or null if it is not a plain decimal. */
export function parseDecimalToFen(text: string): bigint | null {
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return null;
  const kept = fraction.slice(0, AMOUNT_DECIMALS).padEnd(AMOUNT_DECIMALS, '0');
  const roundUp = Number(fraction.charAt(AMOUNT_DECIMALS) || '0') >= 5;
  const abs = BigInt(`${whole || '0'}${kept}`) + (roundUp ? 1n : 0n);
  return match[1] === '-' ? -abs : abs;
}

/** Yuan as a number or decimal text to whole fen; null when it is missing or not a number. */
export function convertYuanToFen(yuan: number | string | null | undefined): bigint | null {
  if (yuan === null || yuan === undefined) return null;
  if (typeof yuan === 'number') return Number.isFinite(yuan) ? parseDecimalToFen(writeDecimal(yuan)) : null;
  return parseDecimalToFen(yuan);
}
