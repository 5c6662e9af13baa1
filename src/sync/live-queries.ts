import { combineLatest, map, type Observable } from 'rxjs';
import type { StarqDatabase } from '../db/database';
import type { CartDoc } from '../db/collections/cart';
import { DB_QUERIES } from '../db/queries';
import { RECORD_QUERIES } from '../db/records/queries';
import { deriveCartView, type CartViewGroup } from './cart-view';
import { MARKS_LIVE_QUERIES } from './my-lists-queries';
import { CHECKOUT_LIVE_QUERIES } from './checkout-views';
import { SEARCH_HISTORY_QUERIES } from './search-history';
import { DRAFT_LIVE_QUERIES } from './draft-views';
import { SHOP_ORDER_LIVE_QUERIES } from './shop-order-views';
import { EVIDENCE_LIVE_QUERIES } from './evidence';
import { PROFILE_LIVE_QUERIES } from './profile';
import { FEEDBACK_LIVE_QUERIES } from './feedback';
import { CHAT_LIVE_QUERIES } from './chat-queries';
import { NOTICE_LIVE_QUERIES } from './notice-queries';
import { SHORT_VIDEO_LIVE_QUERIES } from './short-video-drafts';
import { SOCIAL_LIVE_QUERIES } from './social-queries';

/** Everything the UI can watch: the store's queries plus views derived with the outbox. */
export const LIVE_QUERIES = {
  ...DB_QUERIES,
  ...RECORD_QUERIES,
  ...MARKS_LIVE_QUERIES,
  ...CHECKOUT_LIVE_QUERIES,
  ...SEARCH_HISTORY_QUERIES,
  ...DRAFT_LIVE_QUERIES,
  ...SHOP_ORDER_LIVE_QUERIES,
  ...EVIDENCE_LIVE_QUERIES,
  ...PROFILE_LIVE_QUERIES,
  ...FEEDBACK_LIVE_QUERIES,
  ...CHAT_LIVE_QUERIES,
  ...NOTICE_LIVE_QUERIES,
  ...SHORT_VIDEO_LIVE_QUERIES,
  ...SOCIAL_LIVE_QUERIES,
  cartView: (db: StarqDatabase, p: { userId: string }): Observable<CartViewGroup[]> =>
    combineLatest([
      db.cart.find({ selector: { userId: p.userId }, sort: [{ position: 'asc' }] }).$,
      DB_QUERIES.outbox(db, p),
    ]).pipe(map(([cart, entries]) => deriveCartView(cart.map((d) => d.toJSON() as CartDoc), entries))),
};

export type LiveQueryName = keyof typeof LIVE_QUERIES;
export type LiveQueryParams<N extends LiveQueryName> = Parameters<(typeof LIVE_QUERIES)[N]>[1];
export type LiveQueryResult<N extends LiveQueryName> =
  ReturnType<(typeof LIVE_QUERIES)[N]> extends Observable<infer T> ? T : never;
