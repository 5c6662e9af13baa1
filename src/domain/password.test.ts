import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, isPassword, isPayPassword, isWeakPayPassword } from './password';

describe('checkPasswordStrength', () => {
  it('reports each class', () => {
    expect(checkPasswordStrength('Abc123!')).toEqual({ upper: true, lower: true, digit: true, symbol: true, classes: 4 });
    expect(checkPasswordStrength('abcdef')).toEqual({ upper: false, lower: true, digit: false, symbol: false, classes: 1 });
    expect(checkPasswordStrength('')).toEqual({ upper: false, lower: false, digit: false, symbol: false, classes: 0 });
  });
  it('counts anything that is not a letter or digit as a symbol', () => {
    expect(checkPasswordStrength('密码123').symbol).toBe(true);
    expect(checkPasswordStrength('a b').symbol).toBe(true);
  });
});

describe('isPassword', () => {
  it('accepts 6–20 characters with two classes', () => {
    for (const pw of ['abc123', 'ABCdef', '123456!', 'Star@2024', 'a1'.repeat(10)]) expect(isPassword(pw)).toBe(true);
  });
  it('rejects a single class however long', () => {
    for (const pw of ['123456', 'abcdefgh', 'ABCDEFGH', '!!!!!!!!']) expect(isPassword(pw)).toBe(false);
  });
  it('rejects 5 and 21 characters', () => {
    expect(isPassword('abc12')).toBe(false);
    expect(isPassword('a1'.repeat(10) + 'b')).toBe(false);
  });
  it('rejects spaces and non-ASCII characters', () => {
    expect(isPassword('abc 123')).toBe(false);
    expect(isPassword('密码abc123')).toBe(false);
    expect(isPassword(123456)).toBe(false);
  });
});

describe('isPayPassword', () => {
  it('accepts exactly 6 digits', () => {
    expect(isPayPassword('000000')).toBe(true);
    expect(isPayPassword('135790')).toBe(true);
  });
  it('rejects other lengths, letters and numbers as numbers', () => {
    for (const pw of ['12345', '1234567', '12345a', '１２３４５６', 123456]) expect(isPayPassword(pw)).toBe(false);
  });
});

describe('isWeakPayPassword', () => {
  it('refuses a repeated digit and a run up or down', () => {
    for (const pw of ['111111', '000000', '123456', '012345', '654321', '987654']) expect(isWeakPayPassword(pw), pw).toBe(true);
  });
  it('takes other six digits', () => {
    for (const pw of ['135790', '246810', '802613', '112233', '123457']) expect(isWeakPayPassword(pw), pw).toBe(false);
  });
});
