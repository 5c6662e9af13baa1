import { Dexie, type Table } from 'dexie';

/** An analytics event waiting on this device to be sent (docs/decisions/012): outside RxDB, like the media blobs. */
export interface StoredEvent {
  seq?: number;
  code: number;
  page: string;
  at: number;
  props: Record<string, string | number | boolean>;
  userId: string;
}

export class AnalyticsStore extends Dexie {
  events!: Table<StoredEvent, number>;

  constructor(name = 'starq-analytics', globals?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, globals);
    this.version(1).stores({ events: '++seq' });
  }
}
