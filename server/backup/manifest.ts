import fs from 'node:fs';
import path from 'node:path';

/** What a backup folder holds (`manifest.json`), and the counts a restore is checked against. */
export interface BackupManifest {
  format: 'starq-backup';
  version: 1;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgresql';
    /** PGlite: `database.tar.gz` (dumpDataDir of the whole DATA_DIR). PostgreSQL: `database.dump` (pg_dump, custom format). */
    file: string;
  };
  media: {
    store: 'folder' | 's3';
    /** The media folder is inside DATA_DIR, so it is in the PGlite archive already; `media/` is not written. */
    inDatabaseArchive: boolean;
    /** Every object copied to `media/<key>`, with its size and SHA-256. */
    objects: { key: string; bytes: number; sha256: string }[];
  };
  /** The seal key file of DATA_DIR, copied as `seal.key` (not when DATA_SEAL_KEY is set: keep that key yourself). */
  sealKey: boolean;
  counts: Record<string, number>;
}

export const MANIFEST_FILE = 'manifest.json';

export function readManifest(folder: string): BackupManifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 'starq-backup' || manifest.version !== 1) throw new Error(`${folder} 不是星Q商城的备份`);
  return manifest;
}

export function writeManifest(folder: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
