import { describe, expect, it } from 'vitest';
import { applyBid, bidderTag, defaultDeposit, EXTEND_CAP_MS, extendedEnd, minNextBid, type LotState } from './auction-rules';

const NOW = 1_000_000_000;
const lot = (over: Partial<LotState> = {}): LotState => ({
  startPrice: 1_000, bidStep: 100, currentPrice: 1_000, bidCount: 0, leaderId: null, leaderMax: 0,
  startsAt: NOW - 1, endsAt: NOW + 3_600_000, originalEndsAt: NOW + 3_600_000, extendMs: 120_000, status: 'OPEN', ...over,
});

describe('auction rules', () => {
  it('the first bid may be the start price; later ones the price plus the step', () => {
    expect(minNextBid(lot())).toBe(1_000);
    expect(minNextBid(lot({ bidCount: 1, currentPrice: 1_500 }))).toBe(1_600);
    expect(applyBid(lot(), { userId: 'a', amount: 999, proxy: false }, NOW)).toEqual({ refused: 'tooLow' });
  });

  it('refuses before the start, at the end and after the close, whatever the amount', () => {
    expect(applyBid(lot({ startsAt: NOW + 1 }), { userId: 'a', amount: 5_000, proxy: false }, NOW)).toEqual({ refused: 'notStarted' });
    expect(applyBid(lot({ endsAt: NOW }), { userId: 'a', amount: 5_000, proxy: false }, NOW)).toEqual({ refused: 'closed' });
    expect(applyBid(lot({ status: 'SOLD' }), { userId: 'a', amount: 5_000, proxy: false }, NOW)).toEqual({ refused: 'closed' });
  });

  it('a proxy bids only as much as needed; equal maxima go to the earlier one', () => {
    const first = applyBid(lot(), { userId: 'a', amount: 5_000, proxy: true }, NOW);
    expect(first).toMatchObject({ price: 1_000, leaderId: 'a', leaderMax: 5_000 });
    const led = lot({ bidCount: 1, leaderId: 'a', leaderMax: 5_000 });
    expect(applyBid(led, { userId: 'b', amount: 2_000, proxy: false }, NOW)).toMatchObject({
      price: 2_100, leaderId: 'a', rows: [{ userId: 'b', amount: 2_000, auto: false }, { userId: 'a', amount: 2_100, auto: true }],
    });
    expect(applyBid(led, { userId: 'b', amount: 5_000, proxy: true }, NOW)).toMatchObject({ price: 5_000, leaderId: 'a' });
    expect(applyBid(led, { userId: 'b', amount: 9_000, proxy: true }, NOW)).toMatchObject({
      price: 5_100, leaderId: 'b', leaderMax: 9_000, rows: [{ userId: 'a', amount: 5_000, auto: true }, { userId: 'b', amount: 5_100, auto: false }],
    });
    // the leader only raises its own maximum: the price stays
    expect(applyBid(led, { userId: 'a', amount: 6_000, proxy: true }, NOW)).toMatchObject({ raisedOnly: true, price: 1_000, leaderMax: 6_000, rows: [] });
    expect(applyBid(led, { userId: 'a', amount: 4_000, proxy: true }, NOW)).toEqual({ refused: 'tooLow' });
  });

  it('a price change in the last window moves the end to now + window, never past the cap', () => {
    const late = lot({ endsAt: NOW + 30_000, originalEndsAt: NOW + 30_000 });
    expect(applyBid(late, { userId: 'a', amount: 1_000, proxy: false }, NOW)).toMatchObject({ endsAt: NOW + 120_000, extended: true });
    expect(extendedEnd(lot(), NOW)).toEqual({ endsAt: NOW + 3_600_000, extended: false });
    const capped = { endsAt: NOW + 10_000, originalEndsAt: NOW - EXTEND_CAP_MS + 60_000, extendMs: 120_000 };
    expect(extendedEnd(capped, NOW)).toEqual({ endsAt: NOW + 60_000, extended: true });
    expect(extendedEnd({ ...capped, endsAt: NOW + 60_000 }, NOW)).toEqual({ endsAt: NOW + 60_000, extended: false });
  });

  it('the deposit is 10 % of the start price within 100–5,000 yuan; bidders are masked', () => {
    expect(defaultDeposit(50_000)).toBe(10_000);
    expect(defaultDeposit(2_000_000)).toBe(200_000);
    expect(defaultDeposit(900_000_000)).toBe(500_000);
    expect(bidderTag('U000123')).toBe('星Q用户0123');
  });
});
