/**
 * Auction rules (issue 16), shared by the host that applies them and the screens that show them before a bid.
 * Money is integer fen, times are host milliseconds. Pure functions: the host calls them with the locked lot row.
 */

/** A price change this close to the end pushes the end out (anti-sniping), by default. */
export const DEFAULT_EXTEND_MS = 2 * 60_000;
/** A shop may choose a shorter or longer window within these bounds (a short one is for quick lots and tests). */
export const EXTEND_MIN_MS = 10_000;
export const EXTEND_MAX_MS = 10 * 60_000;
/** However many late bids come, the end moves at most this far past the end first announced. */
export const EXTEND_CAP_MS = 30 * 60_000;
/** The winner pays within this time after the close, or the deposit goes to the shop. */
export const AUCTION_PAY_WINDOW_MS = 24 * 3_600_000;
/** A lot's deposit, by default: 10 % of the start price, at least 100.00 yuan... */
export const DEPOSIT_MIN_FEN = 10_000;
/** ...and at most 5,000.00 yuan. */
export const DEPOSIT_MAX_FEN = 500_000;
export const BID_MAX_FEN = 1_000_000_000;

export function defaultDeposit(startPrice: number): number {
  return Math.min(DEPOSIT_MAX_FEN, Math.max(DEPOSIT_MIN_FEN, Math.round(startPrice / 1000) * 100));
}

export type LotStatus = 'OPEN' | 'SOLD' | 'UNSOLD' | 'PAID' | 'FORFEITED';

/** The lot as a bid sees it. */
export interface LotState {
  startPrice: number;
  bidStep: number;
  currentPrice: number;
  bidCount: number;
  leaderId: string | null;
  /** The leader's maximum (proxy) bid. */
  leaderMax: number;
  startsAt: number;
  endsAt: number;
  /** The end first announced; extensions stop at this plus EXTEND_CAP_MS. */
  originalEndsAt: number;
  extendMs: number;
  status: LotStatus;
}

/** The least amount the next bid may be: the start price for the first bid, else the current price plus the step. */
export function minNextBid(lot: Pick<LotState, 'startPrice' | 'bidStep' | 'currentPrice' | 'bidCount'>): number {
  return lot.bidCount === 0 ? lot.startPrice : lot.currentPrice + lot.bidStep;
}

export type BidRefusal = 'notStarted' | 'closed' | 'tooLow' | 'tooHigh';

export interface BidEffect {
  /** Bid rows in order, each as it enters the history; `auto` rows are made by a proxy for its owner. */
  rows: { userId: string; amount: number; auto: boolean }[];
  price: number;
  leaderId: string;
  leaderMax: number;
  endsAt: number;
  extended: boolean;
  /** The caller only raised its own maximum: the price did not move. */
  raisedOnly: boolean;
}

/**
 * What a bid does. `amount` is the user's bid; with `proxy` it is the most they will pay and the host bids for them
 * only as much as needed. Ties go to the earlier maximum. Answers a refusal or the effect.
 */
export function applyBid(lot: LotState, bid: { userId: string; amount: number; proxy: boolean }, now: number): { refused: BidRefusal } | BidEffect {
  if (lot.status !== 'OPEN' || now >= lot.endsAt) return { refused: 'closed' };
  if (now < lot.startsAt) return { refused: 'notStarted' };
  const min = minNextBid(lot);
  if (bid.amount > BID_MAX_FEN) return { refused: 'tooHigh' };
  if (bid.userId === lot.leaderId) {
    if (bid.amount <= lot.leaderMax) return { refused: 'tooLow' };
    return { rows: [], price: lot.currentPrice, leaderId: bid.userId, leaderMax: bid.amount, endsAt: lot.endsAt, extended: false, raisedOnly: true };
  }
  if (bid.amount < min) return { refused: 'tooLow' };
  const max = bid.amount;
  const floor = bid.proxy ? min : bid.amount;
  let rows: BidEffect['rows'];
  let price: number;
  let leaderId: string;
  let leaderMax: number;
  if (lot.leaderId === null) {
    price = floor;
    rows = [{ userId: bid.userId, amount: price, auto: false }];
    leaderId = bid.userId;
    leaderMax = max;
  } else if (max > lot.leaderMax) {
    price = Math.max(floor, Math.min(max, lot.leaderMax + lot.bidStep));
    rows = [];
    if (lot.leaderMax > lot.currentPrice) rows.push({ userId: lot.leaderId, amount: lot.leaderMax, auto: true });
    rows.push({ userId: bid.userId, amount: price, auto: false });
    leaderId = bid.userId;
    leaderMax = max;
  } else {
    // The leader's earlier maximum holds: equal maxima go to the earlier one.
    price = max === lot.leaderMax ? max : Math.min(lot.leaderMax, max + lot.bidStep);
    rows = [{ userId: bid.userId, amount: max, auto: false }, { userId: lot.leaderId, amount: price, auto: true }];
    leaderId = lot.leaderId;
    leaderMax = lot.leaderMax;
  }
  const { endsAt, extended } = extendedEnd(lot, now);
  return { rows, price, leaderId, leaderMax, endsAt, extended, raisedOnly: false };
}

/** Anti-sniping: a price change within `extendMs` of the end moves the end to now + extendMs, never past the cap. */
export function extendedEnd(lot: Pick<LotState, 'endsAt' | 'originalEndsAt' | 'extendMs'>, now: number): { endsAt: number; extended: boolean } {
  if (lot.endsAt - now > lot.extendMs) return { endsAt: lot.endsAt, extended: false };
  const next = Math.min(now + lot.extendMs, lot.originalEndsAt + EXTEND_CAP_MS);
  return next > lot.endsAt ? { endsAt: next, extended: true } : { endsAt: lot.endsAt, extended: false };
}

/**
 * A bidder's mark in a lot's history, sent beside the nickname: by it a phone knows its own rows in the live room's
 * messages (which go to every watcher alike). Never the phone or the whole id, only the id's last four characters.
 */
export function bidderTag(userId: string): string {
  return `星Q用户${userId.slice(-4)}`;
}
