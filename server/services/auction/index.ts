import { auctionBid, auctionLotDetail, auctionPayInfo, auctionSessions, searchAuction, shopAddAuctionSession } from '../../../src/contract/auction';
import { bind, type Binding } from '../../http/bind-call';
import { payInfoOf } from './close';
import { addSession, listSessions, lotDetail, placeBid, searchLots } from './lots';

/** Issue 16: auction sessions, lots, bids and the winner's pay information. */
export const auctionBindings: Binding[] = [
  bind(auctionSessions, async ({ db, deps }) => listSessions(db, deps.now())),
  bind(auctionLotDetail, async ({ input, auth, db, deps }) => lotDetail(db, input, auth.userId, deps.now())),
  bind(auctionBid, async ({ input, auth, db, deps }) => placeBid(db, auth.userId!, input, deps.now())),
  bind(auctionPayInfo, async ({ input, auth, db, deps }) => payInfoOf(db, auth.userId!, input.lotId, deps.now())),
  bind(searchAuction, async ({ input, db, deps }) => searchLots(db, input, deps.now())),
  bind(shopAddAuctionSession, async ({ input, auth, db, deps }) => addSession(db, auth.shopId!, input, deps.now())),
];
