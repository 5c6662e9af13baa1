import { describe, expect, it } from 'vitest';
import { areaHomeOf } from './go-back';
import { PATHS } from './paths';

describe('返回 with nothing to go back to', () => {
  it("leads to the area's home", () => {
    expect(areaHomeOf(PATHS.shopOrderForm)).toBe(PATHS.shopManage);
    expect(areaHomeOf(PATHS.companyFinance)).toBe(PATHS.companyManage);
    expect(areaHomeOf(PATHS.cart)).toBe(PATHS.home);
  });
});
