import { BANK_CARD_MAX_LENGTH, BANK_CARD_MIN_LENGTH } from './constants';

/** Luhn (mod 10) check over a string of digits: double every second digit from the right. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Removes the spaces people type or paste between digit groups (6222 0212 ...). */
export function normalizeBankCard(value: string): string {
  return value.replace(/\s+/g, '');
}

/** spec §5: 12–19 digits passing the Luhn check; spaces are ignored. */
export function isBankCard(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = normalizeBankCard(value);
  if (digits.length < BANK_CARD_MIN_LENGTH || digits.length > BANK_CARD_MAX_LENGTH) return false;
  return isLuhnValid(digits);
}
