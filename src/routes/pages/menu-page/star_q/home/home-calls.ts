import type { GoodsKind } from '../../../../../contract/entities/goods';
import type { dayNewGoods, homeAuctions, honourRecommend, pageTemplate, platformAds, starqHomeGoods } from '../../../../../contract/catalogue/home';
import type { hotKeywords } from '../../../../../contract/catalogue/search';
import { callRef } from '../../../../../ui/hooks/call-ref';

/**
 * What the home asks for, by name. The home is in the page's first chunk and the contract entries are not:
 * their zod schemas run in the sync worker. home-calls.test.ts checks every name against its entry.
 */
export const HOME_CALLS = {
  pageTemplate: callRef<typeof pageTemplate>('goods.pageTemplate'),
  platformAds: callRef<typeof platformAds>('goods.platformAds'),
  honourRecommend: callRef<typeof honourRecommend>('goods.honourRecommend'),
  dayNewGoods: callRef<typeof dayNewGoods>('goods.dayNewGoods'),
  starqHomeGoods: callRef<typeof starqHomeGoods>('search.starqHomeGoods'),
  homeAuctions: callRef<typeof homeAuctions>('search.homeAuctions'),
  hotKeywords: callRef<typeof hotKeywords>('search.hotKeywords'),
} as const;

/** The kinds bought through the cart (contract CART_GOODS_KINDS): the home's goods grid shows these. */
export const HOME_GOODS_KINDS: readonly GoodsKind[] = ['ordinary', 'global'];

/** The home's sections paint their last answers at once on the next start, before the store has opened (all public). */
export const HOME_PAINT = { paintSnapshot: 'home' } as const;
