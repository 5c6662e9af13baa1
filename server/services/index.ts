import type { Binding } from '../http/bind-call';
import { assistBindings } from './assist';
import { goodsBindings } from './goods';
import { memberBindings } from './member';
import { discoveryMarksBindings } from './discovery-marks';
import { discoveryGoodsBindings } from './goods/discovery';
import { searchBindings } from './search';
import { syncBatchBindings } from './sync';
import { checkoutBindings } from './checkout';
import { walletBindings } from './wallet';
import { withdrawBindings } from './withdraw';
import { shopApplyBindings } from './shop-apply';
import { shopGoodsEditBindings } from './shop-goods';
import { shopOrdersBindings } from './shop-orders';
import { adminLogBindings } from './company/admin-log';
import { shopThemesBindings } from './shop-themes';
import { mediaBindings } from '../media/media-info';
import { shopBusinessBindings } from './shop-business';
import { evidenceBindings } from './evidence';
import { companyGoodsBindings } from './company/goods';
import { scaleBindings } from './company/scales';
import { financeBindings } from './company/finance';
import { companyProfileBindings } from './company/profile';
import { companyUserBindings } from './company/users';
import { companyShopBindings } from './company/shops';
import { companyHomeBindings } from './company/home';
import { accountBindings } from './account';
import { settingsBindings } from './settings';
import { infoBindings } from './info';
import { helpBindings } from './help';
import { feedbackBindings } from './feedback';
import { analyticsBindings } from './analytics';
import { profileBindings } from './profile';
import { chatBindings } from './chat';
import { ipGoodsBindings } from './ip-goods';
import { spellBindings } from './spell';
import { groupBuyBindings } from './group-buy';
import { auctionBindings } from './auction';
import { integralOrderBindings } from './integral-order';
import { blindboxBindings } from './blindbox';
import { collectibleBindings } from './collectibles';
import { shortVideoBindings } from './short-video';
import { socialBindings } from './social';
import { liveRoomBindings } from './live-room';
import { goodsAgentBindings } from './agent';
import { registerPaidHook } from './order/paid-hooks';
import { seatPaidSpellOrders } from './spell/rounds';
import { onGroupOrdersPaid } from './group-buy/lifecycle';
import { auctionOrdersPaid } from './auction/close';
import { drawPaidBoxes } from './blindbox/draw';
import { mintPaidCollectibles } from './collectibles/mint';

// What each goods kind does when its orders are paid; the order module runs them and imports none (decision 023).
// A new kind adds one line here.
registerPaidHook('spell', seatPaidSpellOrders);
registerPaidHook('group', onGroupOrdersPaid);
registerPaidHook('auction', auctionOrdersPaid);
registerPaidHook('blindbox', drawPaidBoxes);
registerPaidHook('nft', mintPaidCollectibles);

/** Every service host's bindings; a new module adds one line here. */
export const ALL_BINDINGS: Binding[] = [
  ...assistBindings,
  ...memberBindings,
  ...goodsBindings,
  ...discoveryMarksBindings,
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
  ...companyHomeBindings,
  ...accountBindings,
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
