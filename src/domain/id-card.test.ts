import { describe, expect, it } from 'vitest';
import { computeIdCardCheckChar, isIdCard, isIdCardLoose } from './id-card';

// Check characters computed with ISO 7064 MOD 11-2 by hand and by script.
const VALID_18 = [
  '11010519491231002X', // Beijing, the classic X example
  '11010519491231002x',
  '44030419900307123X', // Shenzhen
  '310115200002290013', // Shanghai, born on a leap day
  '110101198001010010', // check digit 0
  '440106197001012511', // check digit 1
];

describe('computeIdCardCheckChar', () => {
  it('computes the MOD 11-2 character', () => {
    expect(computeIdCardCheckChar('11010519491231002')).toBe('X');
    expect(computeIdCardCheckChar('31011520000229001')).toBe('3');
    expect(computeIdCardCheckChar('1101051949123100')).toBeNull();
  });
});

describe('isIdCard', () => {
  it('accepts real 18-character numbers with X or x', () => {
    for (const id of VALID_18) expect(isIdCard(id)).toBe(true);
  });
  it('rejects a wrong check character', () => {
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('310115200002290014')).toBe(false);
  });
  it('rejects an unknown province even with a correct checksum', () => {
    const first17 = '91010519491231002';
    expect(isIdCard(`${first17}${computeIdCardCheckChar(first17) ?? ''}`)).toBe(false);
  });
  it('rejects impossible birth dates even with a correct checksum', () => {
    for (const first17 of ['31011520010229001', '11010519491331002', '11010517001231002']) {
      expect(isIdCard(`${first17}${computeIdCardCheckChar(first17) ?? ''}`)).toBe(false);
    }
  });
  it('rejects 15-digit ids, wrong lengths and X in the middle', () => {
    for (const id of ['110105491231002', '11010519491231002', '11010519491231002XX', '1101051949123X0021', 12345]) {
      expect(isIdCard(id)).toBe(false);
    }
  });
});

describe('isIdCardLoose', () => {
  it('accepts the checked 18-character form', () => {
    expect(isIdCardLoose('11010519491231002X')).toBe(true);
    expect(isIdCardLoose('110105194912310021')).toBe(false);
  });
  it('accepts legacy 15-digit ids with a real 19yymmdd date', () => {
    expect(isIdCardLoose('110105491231002')).toBe(true);
    expect(isIdCardLoose('440301800229123')).toBe(true); // 1980 was a leap year
  });
  it('rejects bad 15-digit ids', () => {
    for (const id of ['110105491331002', '440301810229123', '910105491231002', '11010549123100X']) {
      expect(isIdCardLoose(id)).toBe(false);
    }
  });
});
