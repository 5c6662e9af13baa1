import { auctionBid } from '../contract/kinds/auction';
import type { CallDef, ResponseOf } from '../contract/define-call';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';

interface AuctionMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const auctionMutation = <C extends CallDef>(def: AuctionMutationDef<C>) => def;

/**
 * Issue 16: a bid goes through the outbox, so one made offline waits (shown as pending on the lot) and is replayed
 * once with its Idempotency-Key. The host decides by its own clock: a bid that arrives after the close, or that the
 * balance cannot back with the deposit, is refused and shown on the lot with the host's reason. The new price
 * reaches the screen through the lot's live room, so confirming writes nothing.
 */
export const AUCTION_MUTATIONS = {
  'auction.bid': auctionMutation({ call: auctionBid, confirm: async () => undefined }),
};
