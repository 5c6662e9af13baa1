import type { MyListsRefreshTarget } from './my-lists-store';
import type { PulledRecordKind } from './record-kind-pulls';
import type { PulledCollection } from './record-store';

/** What a screen can ask the engine to fetch into the local store. */
export type RefreshTarget =
  /** The category tree, and the working set trimmed to its budget (the catalogue's goods come with the screens that read them). */
  | { kind: 'catalogue' }
  | { kind: 'home' }
  | { kind: 'goodsDetail'; goodsId: string }
  | { kind: 'cart' }
  /** The shop owner's goods (kind shop.goods), only with a shop token: never at sign-in, a consumer has none. */
  | { kind: 'shopGoods' }
  /** The shop's orders and after-sales requests (kinds shop.order, shop.afterSales), only with a shop token. */
  | { kind: 'shopOrders' }
  /** The signed-in user's orders, addresses, invoices, search history or a pulled record kind, with a checkpoint (docs/decisions/003). */
  | { kind: 'records'; records: PulledCollection | PulledRecordKind }
  /** The user's collections, follows or footprints; a shop home (+ its focus check). */
  | MyListsRefreshTarget
  /** Any read call of the contract, answer kept in the cache collection. */
  | { kind: 'call'; name: string; params: Record<string, unknown> };
/** A failed refresh says why, so a screen the user refreshed can show it (spec §8). */
export type RefreshResult = { ok: true } | { ok: false; msg: string; errorKind: string };
