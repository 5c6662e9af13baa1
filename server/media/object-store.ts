import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { MEDIA_ID_PATTERN, MEDIA_VARIANTS } from '../../src/domain/media-kinds';

/** Inclusive byte positions, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the media service keeps originals and variants: a folder by default, S3-compatible when configured
 * (s3-store.ts). Keys are `<media id>/<variant>` and nothing else: a key is checked before it reaches a path or
 * a bucket, so no caller can name a file outside the store.
 */
export interface ObjectStore {
  put(key: string, body: Buffer | { file: string }, contentType: string): Promise<void>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Copies an object to a local file, for tools that read files (ffmpeg). */
  download(key: string, file: string): Promise<void>;
  /** Removes every object of one media record. */
  removeMedia(id: string): Promise<void>;
  /** Every object's key (a backup's list: scripts/backup). */
  keys(): AsyncIterable<string>;
}

export function objectKey(id: string, variant: string): string {
  return `${id}/${variant}`;
}

export function assertKey(key: string): { id: string; variant: string } {
  const [id, variant, ...rest] = key.split('/');
  if (rest.length || !id || !MEDIA_ID_PATTERN.test(id) || !(MEDIA_VARIANTS as readonly string[]).includes(variant ?? '')) {
    throw new Error(`not a media object key: ${JSON.stringify(key)}`);
  }
  return { id, variant: variant! };
}

function isKey(key: string): boolean {
  try { assertKey(key); return true; } catch { return false; }
}

function assertId(id: string): void {
  if (!MEDIA_ID_PATTERN.test(id)) throw new Error(`not a media id: ${JSON.stringify(id)}`);
}

/** `<root>/<first two hex digits>/<id>/<variant>`: a write goes to a temporary file renamed into place. */
export function createFolderStore(root: string): ObjectStore {
  const folderOf = (id: string) => path.join(root, id.slice(0, 2), id);
  const fileOf = (key: string) => {
    const { id, variant } = assertKey(key);
    return path.join(folderOf(id), variant);
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(temp, body);
        else await fs.copyFile(body.file, temp);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async size(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async read(key, range) {
      const file = fileOf(key);
      await fs.access(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async download(key, file) {
      await fs.copyFile(fileOf(key), file);
    },
    async removeMedia(id) {
      assertId(id);
      await fs.rm(folderOf(id), { recursive: true, force: true });
    },
    async *keys() {
      const prefixes = await fs.readdir(root).catch(() => [] as string[]);
      for (const prefix of prefixes.sort()) {
        for (const id of (await fs.readdir(path.join(root, prefix)).catch(() => [] as string[])).sort()) {
          for (const variant of (await fs.readdir(folderOf(id)).catch(() => [] as string[])).sort()) {
            // A write in progress is a temporary file: not an object yet.
            const key = objectKey(id, variant);
            if (!variant.endsWith('.tmp') && isKey(key)) yield key;
          }
        }
      }
    },
  };
}

/** Streams an object into a local file (the S3 store's download). */
export async function streamToFile(source: Readable, file: string): Promise<void> {
  await pipeline(source, createWriteStream(file));
}
