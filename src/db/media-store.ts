import { Dexie, type Table } from 'dexie';

/** A picked picture or video waiting to upload: the bytes themselves, outside RxDB (docs/decisions/003). */
export interface MediaBlob {
  key: string;
  userId: string;
  blob: Blob;
  name: string;
  type: string;
  createdAt: number;
}

/** tus-js-client's resume record (fingerprint → upload URL), kept here because a worker has no localStorage (LESSONS). */
export interface TusUrlRow {
  urlStorageKey: string;
  fingerprint: string;
  upload: Record<string, unknown>;
}

export class MediaStore extends Dexie {
  blobs!: Table<MediaBlob, string>;
  tusUrls!: Table<TusUrlRow, string>;

  constructor(name = 'starq-media', globals?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, globals);
    this.version(1).stores({ blobs: 'key, userId', tusUrls: 'urlStorageKey, fingerprint' });
  }
}
