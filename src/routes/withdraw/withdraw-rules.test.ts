import { describe, expect, it } from 'vitest';
import { amountProblem, asWithdrawTab, groupCardDigits, sharePercent, withdrawBlocker } from './withdraw-rules';

describe('withdrawBlocker', () => {
  it('asks for real name, then the pay password, then a card', () => {
    expect(withdrawBlocker({ realName: false, hasPayPassword: false, cards: [] })).toBe('realName');
    expect(withdrawBlocker({ realName: true, hasPayPassword: false, cards: [] })).toBe('payPassword');
    expect(withdrawBlocker({ realName: true, hasPayPassword: true, cards: [] })).toBe('card');
    expect(withdrawBlocker({ realName: true, hasPayPassword: true, cards: [{}] })).toBeNull();
  });
});

describe('amountProblem', () => {
  it('accepts an amount within the limits and the balance', () => {
    expect(amountProblem('50', 10_000)).toBeNull();
    expect(amountProblem('100.00', 10_000)).toBeNull();
  });

  it('uses the contract messages for format and limits, then checks the balance', () => {
    expect(amountProblem('', 10_000)).toMatch(/提现金额/);
    expect(amountProblem('1.234', 10_000)).toBe('提现金额格式不正确，最多两位小数');
    expect(amountProblem('0.99', 10_000)).toBe('提现金额不能少于1.00元');
    expect(amountProblem('50000.01', 10_000_000)).toBe('提现金额不能超过50,000.00元');
    expect(amountProblem('100.01', 10_000)).toBe('提现金额超过可提现余额');
  });
});

describe('groupCardDigits', () => {
  it('groups by four and drops anything but digits', () => {
    expect(groupCardDigits('6222020200112233445')).toBe('6222 0202 0011 2233 445');
    expect(groupCardDigits('6222 02a')).toBe('6222 02');
    expect(groupCardDigits('6222')).toBe('6222');
    expect(groupCardDigits('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });
});

describe('asWithdrawTab', () => {
  it('keeps a known status and maps anything else to all', () => {
    expect(asWithdrawTab('REFUSED')).toBe('REFUSED');
    expect(asWithdrawTab('refused')).toBe('');
    expect(asWithdrawTab('')).toBe('');
  });
});

describe('sharePercent', () => {
  it('shows basis points as a percentage', () => {
    expect(sharePercent(500)).toBe('5');
    expect(sharePercent(1250)).toBe('12.5');
    expect(sharePercent(333)).toBe('3.33');
    expect(sharePercent(0)).toBe('0');
  });
});
