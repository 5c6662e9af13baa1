import { describe, expect, it } from 'vitest';
import { planConversion, planTopUp, writeAmountText } from './wallet-input';
import { CONVERSIONS } from './wallet-rules';

describe('what a conversion counter will send and credit', () => {
  it('credits 10.00 DAT for 10.00 yuan and sends the amount as plain text', () => {
    expect(planConversion(CONVERSIONS['transform-balance-pay'], ' 10 ', 500_000)).toEqual({ ok: true, from: 1000, credited: 1000, amountText: '10.00' });
    expect(planConversion(CONVERSIONS['transform-balance-pay'], '1234.5', 500_000)).toEqual({ ok: true, from: 123_450, credited: 123_450, amountText: '1234.50' });
  });

  it('prices tickets by the count typed: 3 shelf tickets cost 3.00 yuan', () => {
    expect(planConversion(CONVERSIONS['shelf-upto-pay'], '3', 500_000)).toEqual({ ok: true, from: 300, credited: 3, amountText: '3.00' });
    expect(planConversion(CONVERSIONS['circulate-upto-pay'], '1.5', 500_000)).toEqual({ ok: false, problem: 'format' });
    expect(planConversion(CONVERSIONS['shelf-upto-pay'], '0', 500_000)).toEqual({ ok: false, problem: 'format' });
  });

  it('credits DTAP at 10 DAT each, for at least 10 DAT in steps that leave no part of 0.01 DTAP', () => {
    expect(planConversion(CONVERSIONS['transform-dtap-pay'], '30', 10_000)).toEqual({ ok: true, from: 3000, credited: 300, amountText: '30.00' });
    expect(planConversion(CONVERSIONS['transform-dtap-pay'], '15.5', 10_000)).toEqual({ ok: false, problem: 'step' });
    expect(planConversion(CONVERSIONS['transform-dtap-pay'], '10.05', 10_000)).toEqual({ ok: false, problem: 'step' });
    expect(planConversion(CONVERSIONS['transform-dtap-pay'], '5', 10_000)).toEqual({ ok: false, problem: 'min' });
  });

  it('refuses what cannot be sent: nothing, a third decimal, below the minimum, more than is available', () => {
    const rule = CONVERSIONS['startoken-balance-aplay'];
    expect(planConversion(rule, '  ', 0)).toEqual({ ok: false, problem: 'empty' });
    expect(planConversion(rule, '1.005', 1000)).toEqual({ ok: false, problem: 'format' });
    expect(planConversion(rule, '1,000', 1000)).toEqual({ ok: false, problem: 'format' });
    expect(planConversion(rule, '0.99', 1000)).toEqual({ ok: false, problem: 'min' });
    expect(planConversion(rule, '10.01', 1000)).toEqual({ ok: false, problem: 'short' });
    expect(planConversion(rule, '10.01', null)).toMatchObject({ ok: true, from: 1001 });
  });
});

describe('a top-up amount', () => {
  it('takes yuan with up to 2 decimals between 1.00 and 50,000.00', () => {
    expect(planTopUp('100')).toEqual({ ok: true, fen: 10_000, amountText: '100.00' });
    expect(planTopUp('0.5')).toEqual({ ok: false, problem: 'min' });
    expect(planTopUp('50000.01')).toEqual({ ok: false, problem: 'max' });
    expect(planTopUp('abc')).toEqual({ ok: false, problem: 'format' });
    expect(planTopUp('')).toEqual({ ok: false, problem: 'empty' });
  });

  it('writes whole fen without separators', () => {
    expect(writeAmountText(5)).toBe('0.05');
    expect(writeAmountText(5_000_000)).toBe('50000.00');
  });
});
