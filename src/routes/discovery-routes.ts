import { blindboxDetailRoute } from './pages/function/blindbox/blindbox-detail-info';
import { groupGoodsInfoRoute } from './pages/function/group-goods-info/group-goods-info';
import { nftGoodsInfoRoute } from './pages/function/nft-goods-info/nft-goods-info';
import { spellGoodsInfoRoute } from './pages/function/spell-goods-info/spell-goods-info';
import { integralGoodsInfoRoute } from './pages/integral/goods-info';
import { everydayNewRoute } from './pages/main/everyday_new';
import { priceRangeRoute } from './pages/main/price_range/price_range';
import { priceRangeGoodsRoute } from './pages/main/price_range/price_range_goods';
import { globalSearchRoute } from './pages/star_q/global-search';
import { starqGoodsInfoRoute } from './pages/star_q/goods-info';
import { goodsClassRoute } from './pages/star_q/goods_class/goods-class';
import { goodsTypeListRoute } from './pages/star_q/goods_class/goods-type-list';
import { auctionGoodsInfoRoute } from './pages/star_q/goods_group/auction/goods-info';

/** Discovery screens (issue 4 part 1): lists, categories, global search and the detail screen of each kind. */
export const DISCOVERY_ROUTES = [
  everydayNewRoute,
  priceRangeRoute,
  priceRangeGoodsRoute,
  goodsClassRoute,
  goodsTypeListRoute,
  globalSearchRoute,
  groupGoodsInfoRoute,
  nftGoodsInfoRoute,
  spellGoodsInfoRoute,
  auctionGoodsInfoRoute,
  integralGoodsInfoRoute,
  blindboxDetailRoute,
  starqGoodsInfoRoute,
] as const;
