// Digital collectibles (数字藏品, issue 17; src/contract/kinds/collectibles.ts; docs/decisions/006 "Digital collectibles").
import {
  collectibleDetail, nftCancelTrade, nftCreateTrade, nftResaleList, nftSureGetPay, nftSurePay, nftTradeDetail, nftTradeList, sellNft, unsellNft,
  selThemeDetailInfo, selThemeInfos, userNftList, usersExchangeLog, usersNfaExchange, exchangeRecipient,
} from '../../../../src/contract/kinds/collectibles';
import { bind, type Binding } from '../../../http/bind-call';
import { exchangeCollectible, exchangeRecipientOf } from './exchange';
import { listCollectible, unlistCollectible } from './listing';
import { collectibleDetailOf, exchangeLogOf, resaleListOf, tradeAnswer, tradeDetailOf, tradeListOf, userNfts } from './reads';
import { themeDetailInfo, themeInfos } from './themes';
import { cancelTrade, createTrade, sureGetPay, surePay } from './trades';

export { mintPaidCollectibles } from './mint';
export { runTradeTimeoutJob, TRADE_TIMEOUT_JOB } from './trades';

const card = async (db: Parameters<typeof userNfts>[0], userId: string, collectibleId: string) => {
  const detail = await collectibleDetailOf(db, userId, collectibleId);
  const { orderId: _order, certificate: _cert, history: _history, ...rest } = detail;
  return rest;
};

export const collectibleBindings: Binding[] = [
  bind(userNftList, async ({ input, auth, db }) => userNfts(db, auth.userId!, input)),
  bind(collectibleDetail, async ({ input, auth, db }) => collectibleDetailOf(db, auth.userId!, input.collectibleId)),
  bind(sellNft, async ({ input, auth, db, deps }) => {
    await listCollectible(db, auth.userId!, input.collectibleId, input.price, deps.now());
    return card(db, auth.userId!, input.collectibleId);
  }),
  bind(unsellNft, async ({ input, auth, db, deps }) => {
    await unlistCollectible(db, auth.userId!, input.collectibleId, deps.now());
    return card(db, auth.userId!, input.collectibleId);
  }),
  bind(nftResaleList, async ({ input, db }) => resaleListOf(db, input.goodsId, input)),
  bind(nftCreateTrade, async ({ input, auth, db, deps }) => tradeAnswer(db, auth.userId!, await createTrade(db, auth.userId!, input.collectibleId, input.price, deps.now()))),
  bind(nftTradeList, async ({ input, auth, db }) => tradeListOf(db, auth.userId!, input)),
  bind(nftTradeDetail, async ({ input, auth, db }) => tradeDetailOf(db, auth.userId!, input.tradeId)),
  bind(nftSurePay, async ({ input, auth, db, deps }) => tradeAnswer(db, auth.userId!, await surePay(db, auth.userId!, input.tradeId, deps.now()))),
  bind(nftSureGetPay, async ({ input, auth, db, deps }) => tradeAnswer(db, auth.userId!, await sureGetPay(db, auth.userId!, input.tradeId, deps.now()))),
  bind(nftCancelTrade, async ({ input, auth, db, deps }) => tradeAnswer(db, auth.userId!, await cancelTrade(db, auth.userId!, input.tradeId, deps.now()))),
  bind(usersNfaExchange, async ({ input, auth, db, deps }) => exchangeCollectible(db, auth.userId!, input, deps.now())),
  bind(exchangeRecipient, async ({ input, auth, db }) => exchangeRecipientOf(db, auth.userId!, input.phone)),
  bind(usersExchangeLog, async ({ input, auth, db }) => exchangeLogOf(db, auth.userId!, input)),
  bind(selThemeInfos, async ({ input, db }) => themeInfos(db, input)),
  bind(selThemeDetailInfo, async ({ input, db }) => themeDetailInfo(db, input.themeId)),
];
