import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { roleWallOf } from './role-wall';

const consumer = { shopToken: '', platCompanyId: '' };
const owner = { shopToken: 'shop-token', platCompanyId: '' };
const admin = { shopToken: '', platCompanyId: 'C0001' };

describe('the role wall', () => {
  it('keeps a consumer and a visitor out of the shop and platform areas, but not out of applying for a shop', () => {
    expect(roleWallOf(PATHS.companyManage, consumer)).toBe('company');
    expect(roleWallOf(PATHS.shopOrderForm, consumer)).toBe('shop');
    expect(roleWallOf(PATHS.enterType, consumer)).toBeNull();
    expect(roleWallOf(PATHS.shopManage, consumer)).toBeNull();
    expect(roleWallOf(PATHS.home, consumer)).toBeNull();
  });

  it('lets each role into its own area only', () => {
    expect(roleWallOf(PATHS.shopGoodsList, owner)).toBeNull();
    expect(roleWallOf(PATHS.companyManage, owner)).toBe('company');
    expect(roleWallOf(PATHS.companyManage, admin)).toBeNull();
    expect(roleWallOf(PATHS.shopOrderForm, admin)).toBe('shop');
  });
});
