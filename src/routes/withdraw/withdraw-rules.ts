import { withdrawApply } from '../../contract/wallet/withdraw';
import { WITHDRAW_STATUSES, type WithdrawStatus } from '../../domain/wallet-rules';
import { WITHDRAW_TEXTS } from '../../ui/withdraw-texts';

export type WithdrawBlocker = 'realName' | 'payPassword' | 'card';

/** What stops a withdrawal before the user types anything, in the order the page asks for it. */
export function withdrawBlocker(state: { realName: boolean; hasPayPassword: boolean; cards: readonly unknown[] }): WithdrawBlocker | null {
  if (!state.realName) return 'realName';
  if (!state.hasPayPassword) return 'payPassword';
  if (state.cards.length === 0) return 'card';
  return null;
}

/** The contract's own amount rule (format, min, max), then what the wallet holds; null when the amount may go. */
export function amountProblem(text: string, availableFen: number): string | null {
  const checked = withdrawApply.request.shape.amount.safeParse(text);
  if (!checked.success) return checked.error.issues[0]?.message ?? WITHDRAW_TEXTS.apply.amountPlaceholder;
  return checked.data > availableFen ? WITHDRAW_TEXTS.apply.overBalance : null;
}

/** Digits of a card number grouped by four as it is typed: "6222020200112233445" → "6222 0202 0011 2233 445". */
export function groupCardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type WithdrawTab = WithdrawStatus | '';
export const WITHDRAW_TABS: readonly WithdrawTab[] = ['', ...WITHDRAW_STATUSES];

/** A status from the address, or '' (全部) for anything else. */
export function asWithdrawTab(status: string): WithdrawTab {
  return (WITHDRAW_STATUSES as readonly string[]).includes(status) ? (status as WithdrawStatus) : '';
}

/** The platform's share is kept in basis points: 500 → "5", 1250 → "12.5", 333 → "3.33". */
export function sharePercent(bp: number): string {
  return String(bp / 100);
}
