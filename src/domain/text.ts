/** Text form of a value a rule can check: strings as they are, finite numbers as digits, else null. */
export function coerceText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Tests a whole-string pattern against a value, refusing anything that is not text. */
export function matchesText(value: unknown, pattern: RegExp): boolean {
  const text = coerceText(value);
  return text !== null && pattern.test(text);
}
