import { describe, expect, it } from 'vitest';
import { isPlate } from './plate';

describe('isPlate', () => {
  it('accepts ordinary 7-character plates, including special last characters', () => {
    for (const p of ['京A12345', '粤B1234学', '沪AB1234', '川A9Z8Y7', '粤Z1234港', '贵A1234警', '冀E1234挂']) {
      expect(isPlate(p)).toBe(true);
    }
  });
  it('accepts 8-character new-energy plates, small and large', () => {
    for (const p of ['京AD12345', '粤BF12345', '京ADA1234', '沪A12345D', '苏E12345F']) {
      expect(isPlate(p)).toBe(true);
    }
  });
  it('rejects letters I and O, unknown provinces and wrong lengths', () => {
    for (const p of ['京I12345', '京A1234O', '港A12345', '京A1234', '京A123456', 'JA12345', '沪A12345X', '京a12345']) {
      expect(isPlate(p)).toBe(false);
    }
  });
  it('rejects new-energy serials whose last four are not digits', () => {
    expect(isPlate('京AD1234A')).toBe(false);
    expect(isPlate('京AI12345')).toBe(false);
  });
  it('reads 7 characters after an energy letter as an ordinary plate', () => {
    expect(isPlate('京AD1234')).toBe(true);
  });
});
