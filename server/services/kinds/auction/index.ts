import { auctionBid, auctionBlindboxDetail, auctionGoodsLot, auctionLotDetail, auctionMakeOffer, auctionMyOffers, auctionWithdrawOffer, shopAuctionGoods, shopAuctionOffers, shopDecideOffer, auctionPayInfo, auctionSessions, searchAuction, shopAddAuctionSession } from '../../../../src/contract/kinds/auction';
import { bind, type Binding } from '../../../http/bind-call';
import { blindboxLotDetail } from './blindbox-lots';
import { payInfoOf } from './close';
import { auctionableGoods } from './shop-goods';
import { decideOffer, makeOffer, myOffers, shopOffers, withdrawOffer } from './offers';
import { addSession, goodsLot, listSessions, lotDetail, placeBid, searchLots } from './lots';

/** Issue 16: auction sessions, lots, bids and the winner's pay information. */
export const auctionBindings: Binding[] = [
  bind(auctionSessions, async ({ db, deps }) => listSessions(db, deps.now())),
  bind(auctionLotDetail, async ({ input, auth, db, deps }) => lotDetail(db, input, auth.userId, deps.now())),
  bind(auctionGoodsLot, async ({ input, auth, db, deps }) => goodsLot(db, input.goodsId, auth.userId, deps.now())),
  bind(auctionBid, async ({ input, auth, db, deps }) => placeBid(db, auth.userId!, input, deps.now())),
  bind(auctionPayInfo, async ({ input, auth, db, deps }) => payInfoOf(db, auth.userId!, input.lotId, deps.now())),
  bind(searchAuction, async ({ input, db, deps }) => searchLots(db, input, deps.now())),
  bind(auctionBlindboxDetail, async ({ input, db }) => blindboxLotDetail(db, input.lotId)),
  bind(auctionMakeOffer, async ({ input, auth, db, deps }) => makeOffer(db, auth.userId!, input, deps.now())),
  bind(auctionMyOffers, async ({ input, auth, db }) => myOffers(db, auth.userId!, input)),
  bind(auctionWithdrawOffer, async ({ input, auth, db, deps }) => withdrawOffer(db, auth.userId!, input.offerId, deps.now())),
  bind(shopAuctionOffers, async ({ input, auth, db }) => shopOffers(db, auth.shopId!, input)),
  bind(shopDecideOffer, async ({ input, auth, db, deps }) => decideOffer(db, auth.shopId!, input, deps.now())),
  bind(shopAuctionGoods, async ({ auth, db, deps }) => auctionableGoods(db, auth.shopId!, deps.now())),
  bind(shopAddAuctionSession, async ({ input, auth, db, deps }) => addSession(db, auth.shopId!, input, deps.now())),
];
