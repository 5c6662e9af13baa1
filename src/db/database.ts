import { addRxPlugin, createRxDatabase, removeCollectionStorages, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { RxDBCleanupPlugin } from 'rxdb/plugins/cleanup';
import { addressRxSchema, type AddressDoc } from './collections/addresses';
import { cacheRxSchema, type CacheDoc } from './collections/cache';
import { cartMigrationStrategies, cartRxSchema, type CartDoc } from './collections/cart';
import { categoryRxSchema, type CategoryDoc } from './collections/categories';
import { draftsMigrationStrategies, draftsRxSchema, type DraftDoc } from './collections/drafts';
import { goodsMigrationStrategies, goodsRxSchema, type GoodsDoc } from './collections/goods';
import { invoiceRxSchema, type InvoiceDoc } from './collections/invoices';
import { kvRxSchema, type KvDoc } from './collections/kv';
import { orderMigrationStrategies, orderRxSchema, type OrderDoc } from './collections/orders';
import { outboxRxSchema, type OutboxEntry } from './collections/outbox';
import { recordsMigrationStrategies, recordsRxSchema, type RecordDoc } from './collections/records';
import { searchHistoryRxSchema, type SearchHistoryDoc } from './collections/search-history';

/**
 * The collection budget (free RxDB: 13 per JS realm) is in
 * docs/decisions/003-local-store-and-collection-budget.md; add a collection only by updating it.
 */
export interface StarqCollections {
  goods: RxCollection<GoodsDoc>;
  categories: RxCollection<CategoryDoc>;
  cart: RxCollection<CartDoc>;
  outbox: RxCollection<OutboxEntry>;
  cache: RxCollection<CacheDoc>;
  kv: RxCollection<KvDoc>;
  orders: RxCollection<OrderDoc>;
  addresses: RxCollection<AddressDoc>;
  invoices: RxCollection<InvoiceDoc>;
  searchHistory: RxCollection<SearchHistoryDoc>;
  records: RxCollection<RecordDoc>;
  drafts: RxCollection<DraftDoc>;
}

export type StarqDatabase = RxDatabase<StarqCollections>;

export const DATABASE_NAME = 'starq';

// A collection's schema version moves when its documents change shape; the plugin migrates what a device kept (drafts v1).
addRxPlugin(RxDBMigrationSchemaPlugin);
// The working set's trim removes goods and answers; cleaning their tombstones gives the space back (src/sync/working-set.ts).
addRxPlugin(RxDBCleanupPlugin);

export async function createStarqDatabase(storage: RxStorage<unknown, unknown>, name = DATABASE_NAME): Promise<StarqDatabase> {
  const db = await createRxDatabase<StarqCollections>({
    name, storage, multiInstance: true, eventReduce: true,
    // Each tab's worker may clean: waiting for leadership needs RxDB's leader election, which the app does not load.
    cleanupPolicy: { waitForLeadership: false },
  });
  await db.addCollections({
    goods: { schema: goodsRxSchema, migrationStrategies: goodsMigrationStrategies },
    categories: { schema: categoryRxSchema },
    cart: { schema: cartRxSchema, migrationStrategies: cartMigrationStrategies },
    outbox: { schema: outboxRxSchema },
    cache: { schema: cacheRxSchema },
    kv: { schema: kvRxSchema },
    orders: { schema: orderRxSchema, migrationStrategies: orderMigrationStrategies },
    addresses: { schema: addressRxSchema },
    invoices: { schema: invoiceRxSchema },
    searchHistory: { schema: searchHistoryRxSchema },
    records: { schema: recordsRxSchema, migrationStrategies: recordsMigrationStrategies },
    drafts: { schema: draftsRxSchema, migrationStrategies: draftsMigrationStrategies },
  });
  await removeFoldedStores(db);
  return db;
}

/** Collections folded into `records` (docs/decisions/003): their copies come back with the next pull or visit. */
const FOLDED = ['shops', 'marks'];

/**
 * Empties the folded collections' stores and forgets them. Their meta documents go with them, so later starts
 * find nothing to do. A failure only leaves stale copies that no query reads; the next start tries again.
 */
async function removeFoldedStores(db: StarqDatabase): Promise<void> {
  for (const name of FOLDED) {
    await removeCollectionStorages(db.storage, db.internalStore, db.token, db.name, name, db.multiInstance, db.password, db.hashFunction)
      .catch(() => undefined);
  }
}
