import type { Binding } from '../http/bind-call';
import { assistBindings } from './account/phone-codes';
import { goodsBindings } from './catalogue/goods';
import { userBindings } from './account/users/users';
import { cartBindings } from './orders/cart/cart';
import { shopsAndListsBindings } from './catalogue/index';
import { discoveryGoodsBindings } from './catalogue/goods/discovery';
import { searchBindings } from './catalogue/search';
import { syncBatchBindings } from './platform/sync';
import { checkoutBindings } from './orders/checkout';
import { walletBindings } from './wallet';
import { withdrawBindings } from './wallet/withdraw';
import { shopApplyBindings } from './shop/apply';
import { shopGoodsEditBindings } from './shop/goods';
import { shopOrdersBindings } from './shop/orders';
import { adminLogBindings } from './company/admin-log';
import { shopThemesBindings } from './shop/themes';
import { mediaBindings } from '../media/media-info';
import { shopBusinessBindings } from './shop/business';
import { evidenceBindings } from './catalogue/evidence';
import { companyGoodsBindings } from './company/goods';
import { scaleBindings } from './company/scales';
import { financeBindings } from './company/finance';
import { companyProfileBindings } from './company/profile';
import { companyUserBindings } from './company/users';
import { companyShopBindings } from './company/shops';
import { shopDeleteBindings } from './company/shop-delete';
import { companyHomeBindings } from './company/home';
import { accountBindings } from './account';
import { wxAccountBindings } from './account/wx-account';
import { settingsBindings } from './account/settings';
import { infoBindings } from './service/info';
import { helpBindings } from './service/help';
import { feedbackBindings } from './service/feedback';
import { analyticsBindings } from './service/analytics';
import { profileBindings } from './account/profile';
import { chatBindings } from './service/chat';
import { ipGoodsBindings } from './kinds/ip-goods';
import { spellBindings } from './kinds/spell';
import { groupBuyBindings } from './kinds/group-buy';
import { auctionBindings } from './kinds/auction';
import { integralOrderBindings } from './kinds/integral-order';
import { blindboxBindings } from './kinds/blindbox';
import { collectibleBindings } from './kinds/collectibles';
import { shortVideoBindings } from './social/short-video';
import { socialBindings } from './social';
import { liveRoomBindings } from './social/live-room';
import { goodsAgentBindings } from './kinds/agent';
import { registerPaidHook } from './orders/order/paid-hooks';
import { seatPaidSpellOrders } from './kinds/spell/rounds';
import { onGroupOrdersPaid } from './kinds/group-buy/lifecycle';
import { auctionOrdersPaid } from './kinds/auction/close';
import { drawPaidBoxes } from './kinds/blindbox/draw';
import { mintPaidCollectibles } from './kinds/collectibles/mint';
import { agentOrdersPaid } from './kinds/agent/paid';

// What each goods kind does when its orders are paid; the order module runs them and imports none (decision 023).
// A new kind adds one line here.
registerPaidHook('spell', seatPaidSpellOrders);
registerPaidHook('group', onGroupOrdersPaid);
registerPaidHook('auction', auctionOrdersPaid);
registerPaidHook('blindbox', drawPaidBoxes);
registerPaidHook('nft', mintPaidCollectibles);
registerPaidHook('agent', agentOrdersPaid);

/** Every service host's bindings; a new module adds one line here. */
export const ALL_BINDINGS: Binding[] = [
  ...assistBindings,
  ...userBindings,
  ...cartBindings,
  ...goodsBindings,
  ...shopsAndListsBindings,
  ...discoveryGoodsBindings,
  ...searchBindings,
  ...syncBatchBindings,
  ...checkoutBindings,
  ...walletBindings,
  ...withdrawBindings,
  ...shopApplyBindings,
  ...shopGoodsEditBindings,
  ...shopOrdersBindings,
  ...adminLogBindings,
  ...shopThemesBindings,
  ...mediaBindings,
  ...evidenceBindings,
  ...shopBusinessBindings,
  ...companyGoodsBindings,
  ...scaleBindings,
  ...financeBindings,
  ...companyProfileBindings,
  ...companyUserBindings,
  ...companyShopBindings,
  ...shopDeleteBindings,
  ...companyHomeBindings,
  ...accountBindings,
  ...wxAccountBindings,
  ...settingsBindings,
  ...infoBindings,
  ...helpBindings,
  ...feedbackBindings,
  ...analyticsBindings,
  ...profileBindings,
  ...chatBindings,
  ...ipGoodsBindings,
  ...spellBindings,
  ...groupBuyBindings,
  ...auctionBindings,
  ...integralOrderBindings,
  ...blindboxBindings,
  ...collectibleBindings,
  ...shortVideoBindings,
  ...socialBindings,
  ...liveRoomBindings,
  ...goodsAgentBindings,
];
