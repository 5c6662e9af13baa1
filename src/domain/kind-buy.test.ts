import { describe, expect, it } from 'vitest';
import { goldDayPricePerGram, integralTotal, isBuyKind, isSalePriceKind, isVirtualKind, shipsParcel } from './kind-buy';

describe('kind buy rules', () => {
  it('derives the gold day price per gram from the sale price and weight', () => {
    expect(goldDayPricePerGram(610_000, 10)).toBe(61_000);
    expect(goldDayPricePerGram(100, 3)).toBe(33);
    expect(goldDayPricePerGram(100, 0)).toBe(0);
  });
  it('totals points and tells whether the balance covers them', () => {
    expect(integralTotal(300, 2, 600)).toEqual({ total: 600, enough: true });
    expect(integralTotal(300, 2, 599)).toEqual({ total: 600, enough: false });
    expect(integralTotal(300, 1, null)).toEqual({ total: 300, enough: null });
  });
  it('knows its kinds', () => {
    expect(isBuyKind('integral')).toBe(true);
    expect(isBuyKind('blindbox')).toBe(false);
    expect(isSalePriceKind('gold')).toBe(true);
    expect(isSalePriceKind('integral')).toBe(false);
  });
  it('ships a parcel unless every goods is virtual (collectibles, metaverse parcels)', () => {
    expect(['nft', 'meta'].every(isVirtualKind)).toBe(true);
    expect(['ordinary', 'ip', 'art', 'gold', 'integral', 'blindbox'].some(isVirtualKind)).toBe(false);
    expect(shipsParcel(['nft'])).toBe(false);
    expect(shipsParcel(['nft', 'ordinary'])).toBe(true);
  });
});
