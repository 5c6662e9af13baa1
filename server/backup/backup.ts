import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { claimDataDir } from '../db/data-dir-claim';
import { openPglite } from '../db/open';
import { openObjectStore } from '../media/service';
import { countRows } from './counts';
import { MANIFEST_FILE, writeManifest, type BackupManifest } from './manifest';
import { copyMediaOut } from './media-copy';
import { pgDump } from './pg-tools';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/open';

export const isInside = (child: string, parent: string) => !path.relative(parent, child).startsWith('..') && !path.isAbsolute(path.relative(parent, child));

/**
 * The database in one snapshot, with the row counts of that same snapshot: a transaction exports its snapshot,
 * pg_dump dumps exactly it (`--snapshot`), and the counts are read in it. The hosts keep serving meanwhile.
 */
async function dumpPostgres(url: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const [counts] = await Promise.all([countRows(drizzle(client) as unknown as Db), pgDump(url, file, snapshot)]);
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * PGlite's folder is one process's own and is not locked: it is backed up only while no host runs on it (the claim
 * refuses otherwise), through PGlite's own dump (a tarball of the whole DATA_DIR, which `loadDataDir` restores).
 */
async function dumpPglite(dataDir: string, file: string): Promise<Record<string, number>> {
  const release = claimDataDir(dataDir, '备份');
  try {
    const database = await openPglite(dataDir);
    try {
      const counts = await countRows(database.db);
      fs.writeFileSync(file, Buffer.from(await (await database.client.dumpDataDir('gzip')).arrayBuffer()));
      return counts;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** `npm run backup`: the database (embedded or PostgreSQL), the media objects and the seal key file into a new folder. */
export async function createBackup(config: ServerConfig, folder: string, log: (line: string) => void = () => undefined): Promise<BackupManifest> {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) throw new Error(`备份文件夹 ${folder} 不是空的`);
  fs.mkdirSync(folder, { recursive: true });
  const kind = config.databaseUrl ? 'postgresql' : 'pglite';
  const file = kind === 'postgresql' ? 'database.dump' : 'database.tar.gz';
  log(`数据库（${kind}）→ ${file}`);
  // The database first, then the objects: every media record in the dump has its objects already stored.
  const counts = config.databaseUrl
    ? await dumpPostgres(config.databaseUrl, path.join(folder, file))
    : await dumpPglite(config.dataDir, path.join(folder, file));
  const inDatabaseArchive = kind === 'pglite' && !config.mediaS3 && isInside(config.mediaDir, config.dataDir);
  let objects: BackupManifest['media']['objects'] = [];
  if (!inDatabaseArchive) {
    log(`媒体（${config.mediaS3 ? `S3 ${config.mediaS3.bucket}` : config.mediaDir}）→ media/`);
    objects = await copyMediaOut(await openObjectStore(config), path.join(folder, 'media'));
  }
  const keyFile = path.join(config.dataDir, 'seal.key');
  const sealKey = kind === 'pglite' ? fs.existsSync(keyFile) : !process.env.DATA_SEAL_KEY && fs.existsSync(keyFile);
  if (kind === 'postgresql' && sealKey) fs.copyFileSync(keyFile, path.join(folder, 'seal.key'));
  const manifest: BackupManifest = {
    format: 'starq-backup', version: 1, createdAt: new Date().toISOString(),
    database: { kind, file },
    media: { store: config.mediaS3 ? 's3' : 'folder', inDatabaseArchive, objects },
    sealKey, counts,
  };
  writeManifest(folder, manifest);
  log(`${MANIFEST_FILE}: ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')}; 媒体对象 ${objects.length}`);
  return manifest;
}
