import type { Upload } from 'tus-js-client';
import type { MediaStore } from '../db/media-store';

export type UrlStorage = NonNullable<ConstructorParameters<typeof Upload>[1]['urlStorage']>;
type PreviousUpload = Awaited<ReturnType<UrlStorage['findAllUploads']>>[number];

/** tus-js-client's resume records in IndexedDB: a worker has no localStorage (LESSONS, tus-js-client #664). */
export function createTusUrlStorage(store: MediaStore, newId: () => string): UrlStorage {
  const rows = (list: { upload: Record<string, unknown> }[]) => list.map((r) => r.upload as unknown as PreviousUpload);
  return {
    findAllUploads: async () => rows(await store.tusUrls.toArray()),
    findUploadsByFingerprint: async (fingerprint) => rows(await store.tusUrls.where('fingerprint').equals(fingerprint).toArray()),
    removeUpload: async (urlStorageKey) => { await store.tusUrls.delete(urlStorageKey); },
    async addUpload(fingerprint, upload) {
      const urlStorageKey = `tus::${fingerprint}::${newId()}`;
      await store.tusUrls.put({ urlStorageKey, fingerprint, upload: { ...upload, urlStorageKey } as unknown as Record<string, unknown> });
      return urlStorageKey;
    },
  };
}
