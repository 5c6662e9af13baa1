import { describe, expect, it } from 'vitest';
import { computeCreditCodeCheckChar, isInvoiceTypeAllowed, isTaxNo } from './invoice';

describe('isTaxNo', () => {
  it('accepts a unified social credit code whose check character is right', () => {
    expect(isTaxNo('91350100M000100Y43')).toBe(true);
    expect(isTaxNo(`91110000600037341${computeCreditCodeCheckChar('91110000600037341')}`)).toBe(true);
  });
  it('refuses a wrong check character, the wrong length and letters the code never uses', () => {
    expect(isTaxNo('91350100M000100Y44')).toBe(false);
    expect(isTaxNo('91350100M000100Y4')).toBe(false);
    expect(isTaxNo('91350100I000100Y43')).toBe(false);
    expect(isTaxNo(123)).toBe(false);
  });
  it('issues a VAT special invoice only to a company', () => {
    expect(isInvoiceTypeAllowed('VAT_SPECIAL', 'PERSONAL')).toBe(false);
    expect(isInvoiceTypeAllowed('VAT_SPECIAL', 'COMPANY')).toBe(true);
    expect(isInvoiceTypeAllowed('E_NORMAL', 'PERSONAL')).toBe(true);
  });
});
