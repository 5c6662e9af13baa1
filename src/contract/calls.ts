import type { CallDef } from './define-call';
import * as assist from './account/phone-codes';
import * as users from './account/users';
import * as goods from './catalogue/goods';
import * as cart from './orders/cart';
import * as shops from './catalogue/shops';
import * as myLists from './catalogue/my-lists';
import * as wx from './catalogue/brands';
import * as globalPurchase from './catalogue/global-purchase';
import * as home from './catalogue/home';
import * as search from './catalogue/search';
import * as goodsList from './catalogue/goods-list';
import * as goodsDetailKinds from './catalogue/goods-detail';
import * as address from './account/address';
import * as invoice from './account/invoice';
import * as order from './orders/order';
import * as pay from './orders/pay';
import * as afterSales from './orders/after-sales';
import * as comment from './orders/comment';
import * as upload from './platform/upload';
import * as pull from './platform/pull';
import * as wallet from './wallet/wallet';
import * as withdraw from './wallet/withdraw';
import * as shopApply from './shop/apply';
import * as media from './platform/media';
import * as shopGoodsCalls from './shop/goods';
import * as shopOrders from './shop/orders';
import * as companyLog from './company/log';
import * as shopThemes from './shop/themes';
import * as evidence from './catalogue/evidence';
import * as shopGoodsOverview from './shop/goods-overview';
import * as shopBusiness from './shop/business';
import * as companyGoods from './company/goods';
import * as companyFinance from './company/finance';
import * as companyUsers from './company/users';
import * as account from './account/account';
import * as help from './service/help';
import * as feedbackCalls from './service/feedback';
import * as analytics from './service/analytics';
import * as settingsCalls from './account/settings';
import * as infoCalls from './service/info';
import * as profile from './account/profile';
import * as wxAccount from './account/wx-account';
import * as chat from './service/chat';
import { SYNC_BATCH_CALLS } from './platform/sync-batch';
import * as ipGoodsCalls from './kinds/ip-goods';
import * as spellCalls from './kinds/spell';
import * as groupBuyCalls from './kinds/group-buy';
import * as auctionCalls from './kinds/auction';
import * as integralOrderCalls from './kinds/integral-order';
import * as blindboxCalls from './kinds/blindbox';
import * as collectibleCalls from './kinds/collectibles';
import * as shortVideoCalls from './social/short-video';
import * as followCalls from './social/user-follows';
import * as dynamicCalls from './social/dynamic';
import * as liveRoomCalls from './social/live-room';
import * as goodsAgentCalls from './kinds/agent';
import * as couponCalls from './orders/coupons';
import * as shopCouponCalls from './shop/coupons';
import * as companyCouponCalls from './company/coupons';

function callsIn(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'role' in v,
  );
}

/** Every declared call, for the server's registration and conformance tests; a new contract file adds one entry. */
export const ALL_CALLS: CallDef[] = [assist, users, goods, cart, shops, myLists, wx, globalPurchase, home, search, goodsList, goodsDetailKinds,
  address, invoice, order, pay, afterSales, comment, upload, pull, wallet, withdraw, shopApply, shopGoodsCalls, shopOrders, companyLog, shopThemes, media, evidence, shopGoodsOverview, shopBusiness, companyGoods, companyFinance, companyUsers, SYNC_BATCH_CALLS, account, help, feedbackCalls, analytics, settingsCalls, infoCalls, profile, chat, ipGoodsCalls, spellCalls, groupBuyCalls, auctionCalls, integralOrderCalls, blindboxCalls, collectibleCalls, followCalls, dynamicCalls, shortVideoCalls, liveRoomCalls, goodsAgentCalls, couponCalls, shopCouponCalls, companyCouponCalls, wxAccount].flatMap(callsIn);

export function findCall(name: string): CallDef | undefined {
  return ALL_CALLS.find((c) => c.name === name);
}
