import { padZero, yuanToFen } from './format';
import { isAmount } from './validators';
import { ASSET_INFO, CONVERT_MAX, convertedAmount, TOP_UP_MAX_FEN, TOP_UP_MIN_FEN, type ConversionRule } from './wallet-rules';

/** Why a typed amount cannot be sent yet; the screen words each one. */
export type AmountProblem = 'empty' | 'format' | 'min' | 'max' | 'step' | 'short';

/** What a conversion will take and credit, both in their assets' smallest units, and the amount text the call takes. */
export type ConversionPlan =
  | { ok: true; from: number; credited: number; amountText: string }
  | { ok: false; problem: AmountProblem };

/** Whole smallest units as the plain decimal text money calls take: 123450 → "1234.50" (no separators). */
export function writeAmountText(units: number): string {
  return `${Math.floor(units / 100)}.${padZero(units % 100)}`;
}

/** Tickets and other counted assets are bought by how many the user wants, not by what they cost. */
export function isCountedPurchase(rule: ConversionRule): boolean {
  return ASSET_INFO[rule.to].decimals === 0;
}

/**
 * Checks what the user typed on a conversion counter before the pay password is asked for: a count of the
 * credited asset for a counted purchase, else an amount of the from asset with at most 2 decimals.
 */
export function planConversion(rule: ConversionRule, typed: string, available: number | null): ConversionPlan {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  let from: number;
  if (isCountedPurchase(rule)) {
    if (!/^[1-9]\d{0,6}$/.test(text)) return { ok: false, problem: 'format' };
    const count = Number(text);
    if (count % rule.toPer !== 0) return { ok: false, problem: 'step' };
    from = (count / rule.toPer) * rule.fromPer;
  } else {
    if (!isAmount(text) || text.length > 12) return { ok: false, problem: 'format' };
    from = yuanToFen(text);
  }
  if (from < rule.min) return { ok: false, problem: 'min' };
  if (from > CONVERT_MAX) return { ok: false, problem: 'max' };
  const credited = convertedAmount(rule, from);
  if (credited === null) return { ok: false, problem: 'step' };
  if (available !== null && from > available) return { ok: false, problem: 'short' };
  return { ok: true, from, credited, amountText: writeAmountText(from) };
}

export type TopUpPlan = { ok: true; fen: number; amountText: string } | { ok: false; problem: AmountProblem };

/** A top-up amount in yuan, within the wallet's limits. */
export function planTopUp(typed: string): TopUpPlan {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (!isAmount(text) || text.length > 12) return { ok: false, problem: 'format' };
  const fen = yuanToFen(text);
  if (fen < TOP_UP_MIN_FEN) return { ok: false, problem: 'min' };
  if (fen > TOP_UP_MAX_FEN) return { ok: false, problem: 'max' };
  return { ok: true, fen, amountText: writeAmountText(fen) };
}
