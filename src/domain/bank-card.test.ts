import { describe, expect, it } from 'vitest';
import { isBankCard, isLuhnValid, normalizeBankCard } from './bank-card';

describe('isLuhnValid', () => {
  it('passes the Visa test number and fails it with one digit changed', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
  });
});

describe('isBankCard', () => {
  it('accepts UnionPay-style numbers of 13 to 19 digits whose check digit was computed', () => {
    for (const card of ['6222021234567890128', '622848012345678900', '6225880123456783', '6217001234560', '621483000000000009']) {
      expect(isBankCard(card)).toBe(true);
    }
  });
  it('ignores the spaces people type between groups', () => {
    expect(isBankCard('6222 0212 3456 7890 128')).toBe(true);
    expect(normalizeBankCard(' 6225 8801 2345 6783 ')).toBe('6225880123456783');
  });
  it('rejects a number with one digit changed or two digits swapped', () => {
    expect(isBankCard('6222021234567890129')).toBe(false);
    expect(isBankCard('6222021234567890182')).toBe(false);
    expect(isBankCard('6225880123456784')).toBe(false);
  });
  it('rejects lengths outside 12–19 even when Luhn passes', () => {
    expect(isLuhnValid('42')).toBe(true);
    expect(isBankCard('42')).toBe(false);
    expect(isBankCard('00000000000000000000')).toBe(false); // 20 zeros pass Luhn
    expect(isBankCard('000000000000')).toBe(true); // 12 digits is the lower bound
  });
  it('rejects letters, hyphens and non-strings', () => {
    for (const card of ['6222-0212-3456-7890-128', '622202123456789012X', '', 6225880123456783]) {
      expect(isBankCard(card)).toBe(false);
    }
  });
});
