import { createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { addressRxSchema, type AddressDoc } from './collections/addresses';
import { cacheRxSchema, type CacheDoc } from './collections/cache';
import { cartRxSchema, type CartDoc } from './collections/cart';
import { categoryRxSchema, type CategoryDoc } from './collections/categories';
import { goodsRxSchema, type GoodsDoc } from './collections/goods';
import { invoiceRxSchema, type InvoiceDoc } from './collections/invoices';
import { kvRxSchema, type KvDoc } from './collections/kv';
import { markRxSchema, type MarkDoc } from './collections/marks';
import { orderRxSchema, type OrderDoc } from './collections/orders';
import { outboxRxSchema, type OutboxEntry } from './collections/outbox';
import { searchHistoryRxSchema, type SearchHistoryDoc } from './collections/search-history';
import { shopRxSchema, type ShopDoc } from './collections/shops';

/**
 * The collection budget (free RxDB: 13 per JS realm) is in
 * docs/decisions/003-local-store-and-collection-budget.md; add a collection only by updating it.
 */
export interface StarqCollections {
  goods: RxCollection<GoodsDoc>;
  categories: RxCollection<CategoryDoc>;
  shops: RxCollection<ShopDoc>;
  cart: RxCollection<CartDoc>;
  outbox: RxCollection<OutboxEntry>;
  cache: RxCollection<CacheDoc>;
  kv: RxCollection<KvDoc>;
  marks: RxCollection<MarkDoc>;
  orders: RxCollection<OrderDoc>;
  addresses: RxCollection<AddressDoc>;
  invoices: RxCollection<InvoiceDoc>;
  searchHistory: RxCollection<SearchHistoryDoc>;
}

export type StarqDatabase = RxDatabase<StarqCollections>;

export const DATABASE_NAME = 'starq';

export async function createStarqDatabase(storage: RxStorage<unknown, unknown>, name = DATABASE_NAME): Promise<StarqDatabase> {
  const db = await createRxDatabase<StarqCollections>({ name, storage, multiInstance: true, eventReduce: true });
  await db.addCollections({
    goods: { schema: goodsRxSchema },
    categories: { schema: categoryRxSchema },
    shops: { schema: shopRxSchema },
    cart: { schema: cartRxSchema },
    outbox: { schema: outboxRxSchema },
    cache: { schema: cacheRxSchema },
    kv: { schema: kvRxSchema },
    marks: { schema: markRxSchema },
    orders: { schema: orderRxSchema },
    addresses: { schema: addressRxSchema },
    invoices: { schema: invoiceRxSchema },
    searchHistory: { schema: searchHistoryRxSchema },
  });
  return db;
}
