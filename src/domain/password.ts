import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH, PAY_PASSWORD_LENGTH } from './constants';

export interface PasswordStrength {
  upper: boolean;
  lower: boolean;
  digit: boolean;
  symbol: boolean;
  classes: number;
}

/** spec §5: which of the four character classes a password uses; a symbol is anything not a letter or digit. */
export function checkPasswordStrength(password: string): PasswordStrength {
  const upper = /[A-Z]/.test(password);
  const lower = /[a-z]/.test(password);
  const digit = /\d/.test(password);
  const symbol = /[^A-Za-z0-9]/.test(password);
  const classes = [upper, lower, digit, symbol].filter(Boolean).length;
  return { upper, lower, digit, symbol, classes };
}

/**
 * Our product rule (the spec names the classes but no threshold): 6–20
 * printable ASCII characters without spaces, using at least 2 classes.
 * ASCII only because the password must be typeable on any keyboard the
 * user logs in from later.
 */
export function isPassword(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return false;
  if (!/^[\x21-\x7E]+$/.test(value)) return false;
  return checkPasswordStrength(value).classes >= PASSWORD_MIN_CLASSES;
}

/** Pay password: exactly 6 digits. */
export function isPayPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length === PAY_PASSWORD_LENGTH && /^\d+$/.test(value);
}

/**
 * Ours (issue 34.8): a new pay password may not be one digit repeated (111111) or a run up or down (123456, 987654):
 * the first ones anyone tries. Checked when a pay password is set, not when one is typed to pay.
 */
export function isWeakPayPassword(value: string): boolean {
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}
