import type { CallDef, RequestOf, ResponseOf } from '../contract/define-call';
import { cartAdd, cartDelete, cartSelectShop, cartUpdate } from '../contract/orders/cart';
import { clearHistoryKeywords } from '../contract/catalogue/search';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { confirmCart as confirmCartAnswer } from './cart-store';
import { MARK_MUTATIONS } from './my-lists-mutations';
import { CHECKOUT_MUTATIONS } from './checkout-mutations';
import { SHOP_GOODS_MUTATIONS } from './shop-goods-mutations';
import { SHOP_ORDER_MUTATIONS } from './shop-order-mutations';
import { SHOP_THEME_MUTATIONS } from './shop-theme-mutations';
import { SHOP_BUSINESS_MUTATIONS } from './shop-business-mutations';
import { EVIDENCE_MUTATIONS } from './evidence';
import { PROFILE_MUTATIONS } from './profile';
import { SETTINGS_MUTATIONS } from './settings-mutations';
import { FEEDBACK_MUTATIONS } from './feedback';
import { CHAT_MUTATIONS } from './chat-mutations';
import { AUCTION_MUTATIONS } from './auction-mutations';
import { LIVE_ROOM_MUTATIONS } from './live-room-mutations';
import { SOCIAL_MUTATIONS } from './social-mutations';
import { SHORT_VIDEO_MUTATIONS } from './short-video-mutations';
import { COUPON_MUTATIONS } from './coupon-mutations';

interface MutationDef<C extends CallDef> {
  call: C;
  /** Writes the host's confirmed answer into the local store. */
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  /**
   * Set when every answer carries the whole state (the cart): within one
   * replayed batch only the last accepted answer of the group is written.
   */
  wholeState?: string;
}

function mutation<C extends CallDef>(def: MutationDef<C>): MutationDef<C> {
  return def;
}

const confirmCart = (db: StarqDatabase, data: ResponseOf<typeof cartAdd>, entry: OutboxEntry) =>
  confirmCartAnswer(db, entry.userId, data);

/** Every write the UI can make, by name: the one mutation entry point dispatches on these. */
export const MUTATIONS = {
  'cart.add': mutation({ call: cartAdd, confirm: confirmCart, wholeState: 'cart' }),
  'cart.update': mutation({ call: cartUpdate, confirm: confirmCart, wholeState: 'cart' }),
  'cart.delete': mutation({ call: cartDelete, confirm: confirmCart, wholeState: 'cart' }),
  'cart.selectShop': mutation({ call: cartSelectShop, confirm: confirmCart, wholeState: 'cart' }),
  ...MARK_MUTATIONS,
  ...CHECKOUT_MUTATIONS,
  ...SHOP_GOODS_MUTATIONS,
  ...SHOP_ORDER_MUTATIONS,
  ...SHOP_THEME_MUTATIONS,
  ...SHOP_BUSINESS_MUTATIONS,
  ...EVIDENCE_MUTATIONS,
  /** The local copies went when the user cleared (search-history.ts); the next pull brings the host's tombstones. */
  'search.clearHistory': mutation({ call: clearHistoryKeywords, confirm: async () => undefined }),
  ...PROFILE_MUTATIONS,
  ...SETTINGS_MUTATIONS,
  ...FEEDBACK_MUTATIONS,
  ...CHAT_MUTATIONS,
  ...AUCTION_MUTATIONS,
  ...SOCIAL_MUTATIONS,
  ...SHORT_VIDEO_MUTATIONS,
  ...LIVE_ROOM_MUTATIONS,
  ...COUPON_MUTATIONS,
};

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = RequestOf<(typeof MUTATIONS)[N]['call']>;

export function isMutationName(name: string): name is MutationName {
  return name in MUTATIONS;
}
