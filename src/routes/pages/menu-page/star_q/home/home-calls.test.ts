import { describe, expect, it } from 'vitest';
import { CART_GOODS_KINDS } from '../../../../../contract/entities/goods';
import { dayNewGoods, homeAuctions, honourRecommend, pageTemplate, platformAds, starqHomeGoods } from '../../../../../contract/catalogue/home';
import { hotKeywords } from '../../../../../contract/catalogue/search';
import { HOME_CALLS, HOME_GOODS_KINDS } from './home-calls';

describe('the home names its calls without loading them', () => {
  it('names each call exactly as its contract entry does', () => {
    const entries = { pageTemplate, platformAds, honourRecommend, dayNewGoods, starqHomeGoods, homeAuctions, hotKeywords };
    for (const [key, ref] of Object.entries(HOME_CALLS)) {
      expect(ref.name, key).toBe(entries[key as keyof typeof entries].name);
    }
    expect(Object.keys(HOME_CALLS).sort()).toEqual(Object.keys(entries).sort());
  });

  it('shows the kinds the cart takes', () => {
    expect([...HOME_GOODS_KINDS]).toEqual([...CART_GOODS_KINDS]);
  });
});
