import { describe, expect, it } from 'vitest';
import type { LotDetail } from '../../../../../contract/kinds/auction';
import type { OutboxEntry } from '../../../../../db/collections/outbox';
import { deriveLotView } from './lot-view';

const NOW = 1_000_000_000;
const detail: LotDetail = {
  lot: {
    lotId: 'L1', sessionId: 'S1', goodsId: 'G1', goodsName: '拍品', goodsImg: '', shopId: 'S0002', startPrice: 1_000, bidStep: 100, deposit: 5_000,
    currentPrice: 1_000, bidCount: 1, startsAt: NOW - 1, endsAt: NOW + 60_000, status: 'OPEN',
  },
  extendMs: 15_000, latestEnd: NOW + 60_000 + 30 * 60_000, payWindowMs: 86_400_000, minNext: 1_100,
  bids: [{ seq: 1, bidder: '小星', tag: '星Q用户0001', amount: 1_000, auto: false, mine: true, at: NOW }],
  mine: { depositStatus: 'HELD', deposit: 5_000, maxBid: 1_000, leading: true, orderId: null }, boxVersion: null, serverNow: NOW,
};
const body = (over: object) => ({ lotId: 'L1', currentPrice: 1_100, bidCount: 2, endsAt: NOW + 60_000, status: 'OPEN', bids: [{ seq: 2, bidder: '阿拍', tag: '星Q用户0002', amount: 1_100, auto: false, at: NOW + 5 }], ...over });
const entry = (status: 'pending' | 'rejected', amount: number): OutboxEntry => ({
  id: `e${amount}`, seq: 1, userId: 'U0001', name: 'auction.bid', args: { lotId: 'L1', amount, proxy: false }, status, errorMsg: status === 'rejected' ? '拍卖已结束，出价未被接受' : '',
} as unknown as OutboxEntry);

describe('deriveLotView', () => {
  it('moves the detail on with the live room\'s newer messages and merges the history by sequence', () => {
    const view = deriveLotView(detail, [body({}), body({ bidCount: 1, currentPrice: 900, bids: [] }), { junk: true }], [], 'U0001');
    expect(view.lot).toMatchObject({ currentPrice: 1_100, bidCount: 2 });
    expect(view.bids.map((b) => [b.seq, b.mine])).toEqual([[2, false], [1, true]]);
    expect(view.leading).toBe(false);
    expect(view.extended).toBe(false);
  });

  it('shows a late bid\'s new end as extended, and a close with the same count', () => {
    expect(deriveLotView(detail, [body({ endsAt: NOW + 70_000 })], [], 'U0001')).toMatchObject({ extended: true, lot: { endsAt: NOW + 70_000 } });
    expect(deriveLotView(detail, [body({ bidCount: 1, currentPrice: 1_000, status: 'SOLD', bids: [] })], [], 'U0001').lot.status).toBe('SOLD');
  });

  it('lists this user\'s queued and refused bids on this lot only', () => {
    const other = { ...entry('pending', 3_000), args: { lotId: 'L2', amount: 3_000 } } as unknown as OutboxEntry;
    const view = deriveLotView(detail, [], [entry('pending', 1_200), entry('rejected', 1_300), other], 'U0001');
    expect(view.pending).toEqual([
      { entryId: 'e1200', amount: 1_200, proxy: false, state: 'sending', error: '' },
      { entryId: 'e1300', amount: 1_300, proxy: false, state: 'failed', error: '拍卖已结束，出价未被接受' },
    ]);
    expect(view.leading).toBe(true);
  });
});
