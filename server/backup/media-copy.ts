import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '../media/object-store';
import type { BackupManifest } from './manifest';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every object of the store into `<folder>/<key>`. Objects are written once and never changed, so a running store is fine. */
export async function copyMediaOut(store: ObjectStore, folder: string): Promise<BackupManifest['media']['objects']> {
  const objects: BackupManifest['media']['objects'] = [];
  for await (const key of store.keys()) {
    const file = path.join(folder, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await store.download(key, file);
    objects.push({ key, bytes: (await fs.stat(file)).size, sha256: await sha256Of(file) });
  }
  return objects;
}

/**
 * The backup's objects into the store, each checked against its SHA-256 first. The content type given is generic:
 * media are served with the type their record keeps (server/media/serve.ts).
 */
export async function copyMediaIn(store: ObjectStore, folder: string, objects: BackupManifest['media']['objects']): Promise<void> {
  for (const object of objects) {
    const file = path.join(folder, object.key);
    if ((await sha256Of(file)) !== object.sha256) throw new Error(`备份中的媒体文件已损坏：${object.key}`);
    await store.put(object.key, { file }, 'application/octet-stream');
  }
}

export async function storeIsEmpty(store: ObjectStore): Promise<boolean> {
  for await (const key of store.keys()) return !key;
  return true;
}
