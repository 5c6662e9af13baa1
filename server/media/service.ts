import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { MEDIA_UPLOAD_EXPIRY_MS } from '../../src/domain/media-kinds';
import type { ServerConfig } from '../config';
import type { AppDeps } from '../http/deps';
import { createFolderStore, type ObjectStore } from './object-store';

/** What every part of the media service shares: the object store, the folders, and the one-at-a-time video work. */
export interface MediaService {
  deps: AppDeps;
  store: ObjectStore;
  /** tus uploads in progress (FileStore: `<id>` and `<id>.json`); local to the process that receives them. */
  uploads: FileStore;
  uploadsDir: string;
  /** Scratch files for ffmpeg. */
  workDir: string;
  videos: WorkQueue;
}

/** Runs one task at a time (ffmpeg wants both cores), each id once while it waits or runs. */
export interface WorkQueue {
  add(id: string, task: () => Promise<void>): void;
  /** Resolves when nothing waits or runs (the app's close, tests). */
  idle(): Promise<void>;
}

export function createWorkQueue(onError: (id: string, error: unknown) => void): WorkQueue {
  const queued = new Set<string>();
  let tail: Promise<void> = Promise.resolve();
  return {
    add(id, task) {
      if (queued.has(id)) return;
      queued.add(id);
      tail = tail.then(task).catch((error: unknown) => onError(id, error)).finally(() => { queued.delete(id); });
    },
    idle: async () => {
      while (queued.size) await tail;
    },
  };
}

const stores = new WeakMap<ServerConfig, Promise<ObjectStore>>();

/** The configuration's object store, one per configuration (the short-video publish makes its cover in it too). */
export function openObjectStore(config: ServerConfig): Promise<ObjectStore> {
  let store = stores.get(config);
  if (!store) {
    // The S3 client is loaded only where S3 is configured.
    const s3 = config.mediaS3;
    store = s3 ? import('./s3-store').then((m) => m.createS3Store(s3)) : Promise.resolve(createFolderStore(path.join(config.mediaDir, 'objects')));
    stores.set(config, store);
  }
  return store;
}

export async function createMediaService(deps: AppDeps, log: (message: string, error?: unknown) => void): Promise<MediaService> {
  const { mediaDir } = deps.config;
  const uploadsDir = path.join(mediaDir, 'uploads');
  const workDir = path.join(mediaDir, 'work');
  await fs.mkdir(uploadsDir, { recursive: true });
  await fs.mkdir(workDir, { recursive: true });
  return {
    deps,
    store: await openObjectStore(deps.config),
    uploads: new FileStore({ directory: uploadsDir, expirationPeriodInMilliseconds: MEDIA_UPLOAD_EXPIRY_MS }),
    uploadsDir,
    workDir,
    videos: createWorkQueue((id, error) => log(`[media] video ${id} failed`, error)),
  };
}
