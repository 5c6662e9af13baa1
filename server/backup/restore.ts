import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { CLAIM_FILE, claimDataDir } from '../db/data-dir-claim';
import { openPglite, openPostgres } from '../db/open';
import { openObjectStore } from '../media/service';
import { countRows } from './counts';
import { readManifest, type BackupManifest } from './manifest';
import { copyMediaIn, storeIsEmpty } from './media-copy';
import { pgRestore } from './pg-tools';

export interface RestoreOptions {
  /** Overwrite a database, folder or bucket that is not empty. */
  force: boolean;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`);
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

const folderIsEmpty = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).every((name) => name === CLAIM_FILE);

async function restorePglite(dataDir: string, archive: string, force: boolean): Promise<Record<string, number>> {
  const release = claimDataDir(dataDir, '恢复');
  try {
    if (!folderIsEmpty(dataDir)) {
      if (!force) throw new Error(`DATA_DIR ${dataDir} 不是空的：确认要覆盖请加 --force`);
      for (const name of fs.readdirSync(dataDir)) if (name !== CLAIM_FILE) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    const database = await openPglite(dataDir, new Blob([fs.readFileSync(archive)]));
    try {
      return await countRows(database.db);
    } finally {
      await database.close();
    }
  } finally {
    // The archive brought the claim of the process that made it: not a process of this folder.
    fs.rmSync(path.join(dataDir, CLAIM_FILE), { force: true });
    release();
  }
}

async function restorePostgres(url: string, dump: string, force: boolean): Promise<Record<string, number>> {
  const empty = await postgresIsEmpty(url);
  if (!empty && !force) throw new Error('目标数据库不是空的：确认要覆盖请加 --force');
  await pgRestore(url, dump, !empty);
  const database = openPostgres(url, 1);
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

/**
 * `npm run restore -- <folder>`: a backup into the configured database and media store (another machine's, or this
 * one's after a loss). The hosts on the target must be stopped. Each part is refused when its target is not empty,
 * unless forced; the restored rows are counted against the backup's.
 */
export async function restoreBackup(config: ServerConfig, folder: string, options: RestoreOptions, log: (line: string) => void = () => undefined): Promise<BackupManifest> {
  const manifest = readManifest(folder);
  const kind = config.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new Error(manifest.database.kind === 'postgresql' ? '这是 PostgreSQL 的备份：请设置 DATABASE_URL 指向目标数据库' : '这是嵌入式数据库（PGlite）的备份：请不设 DATABASE_URL，用 DATA_DIR 指定目标文件夹');
  }
  const store = manifest.media.inDatabaseArchive ? null : await openObjectStore(config);
  if (store && !options.force && !(await storeIsEmpty(store))) throw new Error('目标媒体存储不是空的：确认要覆盖请加 --force');

  const archive = path.join(folder, manifest.database.file);
  log(`数据库（${kind}）← ${manifest.database.file}`);
  const counts = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, archive, options.force)
    : await restorePglite(config.dataDir, archive, options.force);
  if (store) {
    log(`媒体 ← media/（${manifest.media.objects.length} 个对象）`);
    await copyMediaIn(store, path.join(folder, 'media'), manifest.media.objects);
  }
  if (kind === 'postgresql' && manifest.sealKey) {
    const keyFile = path.join(config.dataDir, 'seal.key');
    const key = fs.readFileSync(path.join(folder, 'seal.key'));
    if (fs.existsSync(keyFile) && !fs.readFileSync(keyFile).equals(key) && !options.force) {
      throw new Error(`${keyFile} 与备份的密钥不同：确认要覆盖请加 --force`);
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(keyFile, key, { mode: 0o600 });
  }
  const differing = Object.entries(manifest.counts).filter(([table, n]) => counts[table] !== n);
  if (differing.length) throw new Error(`恢复后的行数与备份不符：${differing.map(([t, n]) => `${t} ${counts[t]} ≠ ${n}`).join(', ')}`);
  log(`已恢复：${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')}`);
  return manifest;
}
