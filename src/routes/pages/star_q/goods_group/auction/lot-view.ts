import { LotLiveBodySchema, type AuctionBid, type LotCard, type LotDetail } from '../../../../../contract/kinds/auction';
import type { OutboxEntry } from '../../../../../db/collections/outbox';
import { bidderTag, EXTEND_CAP_MS } from '../../../../../domain/auction-rules';

export interface PendingBid { entryId: string; amount: number; proxy: boolean; state: 'sending' | 'failed'; error: string }

export interface LotView {
  lot: LotCard;
  bids: AuctionBid[];
  /** A late bid moved the end past the one first announced (anti-sniping). */
  extended: boolean;
  leading: boolean;
  pending: PendingBid[];
}

const RANK = { OPEN: 0, SOLD: 1, UNSOLD: 1, PAID: 2, FORFEITED: 2 } as const;

/**
 * The lot as the screen shows it: the detail answer (from the cache or the host) moved on by the live room's
 * messages (each carries the price, count, end and status after its bid), the history merged by sequence, newest
 * first, and this user's bids still in the outbox or refused there.
 */
export function deriveLotView(detail: LotDetail, messages: unknown[], outbox: OutboxEntry[], userId: string): LotView {
  let lot = detail.lot;
  const bySeq = new Map<number, AuctionBid>(detail.bids.map((b) => [b.seq, b]));
  const me = userId ? bidderTag(userId) : null;
  for (const raw of messages) {
    const parsed = LotLiveBodySchema.safeParse(raw);
    if (!parsed.success || parsed.data.lotId !== lot.lotId) continue;
    const body = parsed.data;
    for (const b of body.bids) if (!bySeq.has(b.seq)) bySeq.set(b.seq, { ...b, mine: b.tag === me });
    const newer = body.bidCount > lot.bidCount || (body.bidCount === lot.bidCount && RANK[body.status] > RANK[lot.status]);
    if (newer) lot = { ...lot, currentPrice: body.currentPrice, bidCount: body.bidCount, endsAt: body.endsAt, status: body.status };
  }
  const bids = [...bySeq.values()].sort((a, b) => b.seq - a.seq).slice(0, 30);
  const top = bids[0];
  // The leader is the newest row's bidder: a proxy answers with a row of its own, so the last row always leads.
  const leading = top ? top.mine || (me !== null && top.tag === me) : false;
  const pending = outbox
    .filter((e) => e.userId === userId && e.name === 'auction.bid' && e.args.lotId === lot.lotId)
    .map((e) => ({
      entryId: e.id, amount: Number(e.args.amount) || 0, proxy: e.args.proxy === true,
      state: e.status === 'rejected' ? 'failed' as const : 'sending' as const, error: e.errorMsg,
    }));
  return { lot, bids, extended: lot.endsAt > detail.latestEnd - EXTEND_CAP_MS, leading, pending };
}
