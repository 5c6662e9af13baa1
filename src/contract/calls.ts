import type { CallDef } from './define-call';
import * as assist from './assist';
import * as users from './users';
import * as goods from './goods';
import * as cart from './cart';
import * as shops from './shops';
import * as marks from './marks';
import * as wx from './wx';
import * as globalPurchase from './global-purchase';
import * as home from './home';
import * as search from './search';
import * as goodsList from './goods-list';
import * as goodsDetailKinds from './goods-detail';
import * as address from './address';
import * as invoice from './invoice';
import * as order from './order';
import * as pay from './pay';
import * as afterSales from './after-sales';
import * as comment from './comment';
import * as upload from './upload';
import * as pull from './pull';
import * as wallet from './wallet';
import * as withdraw from './withdraw';
import * as shopApply from './shop-apply';
import * as media from './media';
import * as shopGoodsCalls from './shop-goods';
import * as shopOrders from './shop-orders';
import * as companyLog from './company-log';
import * as shopThemes from './shop-themes';
import * as evidence from './evidence';
import * as shopGoodsOverview from './shop-goods-overview';
import * as shopBusiness from './shop-business';
import * as companyGoods from './company-goods';
import * as companyFinance from './company-finance';
import * as companyUsers from './company-users';
import * as account from './account';
import * as help from './help';
import * as feedbackCalls from './feedback';
import * as analytics from './analytics';
import * as settingsCalls from './settings';
import * as infoCalls from './info';
import * as profile from './profile';
import * as chat from './chat';
import { SYNC_BATCH_CALLS } from './sync-batch';
import * as ipGoodsCalls from './ip-goods';
import * as spellCalls from './spell';
import * as groupBuyCalls from './group-buy';
import * as auctionCalls from './auction';
import * as integralOrderCalls from './integral-order';
import * as blindboxCalls from './blindbox';
import * as collectibleCalls from './collectibles';
import * as shortVideoCalls from './short-video';
import * as followCalls from './follows';
import * as dynamicCalls from './dynamic';
import * as liveRoomCalls from './live-room';
import * as goodsAgentCalls from './goods-agent';

function callsIn(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'role' in v,
  );
}

/** Every declared call, for the server's registration and conformance tests; a new contract file adds one entry. */
export const ALL_CALLS: CallDef[] = [assist, users, goods, cart, shops, marks, wx, globalPurchase, home, search, goodsList, goodsDetailKinds,
  address, invoice, order, pay, afterSales, comment, upload, pull, wallet, withdraw, shopApply, shopGoodsCalls, shopOrders, companyLog, shopThemes, media, evidence, shopGoodsOverview, shopBusiness, companyGoods, companyFinance, companyUsers, SYNC_BATCH_CALLS, account, help, feedbackCalls, analytics, settingsCalls, infoCalls, profile, chat, ipGoodsCalls, spellCalls, groupBuyCalls, auctionCalls, integralOrderCalls, blindboxCalls, collectibleCalls, followCalls, dynamicCalls, shortVideoCalls, liveRoomCalls, goodsAgentCalls].flatMap(callsIn);

export function findCall(name: string): CallDef | undefined {
  return ALL_CALLS.find((c) => c.name === name);
}
