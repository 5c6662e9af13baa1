// Issue 35, RELIABILITY 39: a backup restored elsewhere holds every order, ledger entry and media file of the original.
// On PGlite (DATA_DIR on disk, its host stopped) or, with DATABASE_URL, on PostgreSQL (pg_dump while it serves); the
// media in a folder, or in an S3-compatible store (s3rver, as the cluster of scripts/cluster uses) restored into another bucket.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readConfig, type MediaS3Config, type ServerConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/open';
import { openObjectStore } from '../media/service';
import { fundedBuyers, goodsInShops, payNow, setPayPasswordByCode } from '../test-support/checkout';
import { copyTemplateForProcesses, snapshotPath } from '../test-support/databases';
import { finishedRecord, testPng, tusClient } from '../test-support/media';
import { createTestApp, queryRows, type TestApp } from '../test-support/test-app';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

const sharedUrl = process.env.DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-backup-test-'));
const cleanups: (() => Promise<unknown>)[] = [];

/** A local S3 server with a source bucket and an empty target bucket, started for the S3 case only. */
async function s3Buckets(): Promise<{ source: MediaS3Config; target: MediaS3Config }> {
  const directory = path.join(work, 's3');
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'source-media' }, { name: 'target-media' }] });
  const { port } = await s3.run();
  cleanups.push(() => s3.close());
  const bucket = (name: string): MediaS3Config => ({
    endpoint: `http://127.0.0.1:${port}`, bucket: name, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
  });
  return { source: bucket('source-media'), target: bucket('target-media') };
}

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
});

/** A place to restore into: an empty PostgreSQL database on the same server, or an empty DATA_DIR. */
async function emptyTarget(mediaStore: string, mediaS3: MediaS3Config | undefined): Promise<{ config: ServerConfig; open(): Promise<Database> }> {
  const dataDir = path.join(work, `target-data-${mediaStore}`);
  const mediaDir = path.join(work, `target-media-${mediaStore}`);
  if (!sharedUrl) return { config: { ...readConfig({}), dataDir, mediaDir, mediaS3 }, open: () => openPglite(dataDir) };
  const name = `starq_restore_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: sharedUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  return { config: { ...readConfig({}), databaseUrl: url.toString(), dataDir, mediaDir, mediaS3 }, open: async () => openPostgres(url.toString(), 1) };
}

async function objectsOf(config: ServerConfig): Promise<Map<string, string>> {
  const store = await openObjectStore(config);
  const files = new Map<string, string>();
  for await (const key of store.keys()) {
    const file = path.join(work, 'read-back');
    await store.download(key, file);
    files.set(key, createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return files;
}

const ORDERS = 'SELECT id, user_id, shop_id, status, total, created_at FROM orders ORDER BY id';
const ENTRIES = 'SELECT id, txn_id, account_id, amount, created_at FROM ledger_entries ORDER BY id';
const MEDIA = 'SELECT id, user_id, kind, status, mime, bytes FROM media ORDER BY id';

async function rowsOf(database: Database, text: string) {
  return queryRows<Record<string, unknown>>({ database } as TestApp, text);
}

describe.each(['folder', 'S3'] as const)('npm run backup and npm run restore, media in a %s (issue 35)', (mediaStore) => {
  it('restores elsewhere every order, ledger entry and media file of the original, and refuses to overwrite', async () => {
    const buckets = mediaStore === 'S3' ? await s3Buckets() : undefined;
    // The source: a seeded database of its own, with new paid orders and an uploaded picture.
    const sourceDataDir = path.join(work, `source-data-${mediaStore}`);
    let sourceUrl: string | undefined;
    let database: Database;
    if (sharedUrl) {
      const copy = await copyTemplateForProcesses(sharedUrl);
      cleanups.push(() => copy.drop());
      sourceUrl = copy.url;
      database = openPostgres(copy.url, 4);
    } else {
      database = await openPglite(sourceDataDir, new Blob([fs.readFileSync(snapshotPath(inject('testRunId')))]));
    }
    const mediaDir = path.join(work, `source-media-${mediaStore}`);
    const t = await createTestApp({ mediaDir, dataDir: sourceDataDir, databaseUrl: sourceUrl, mediaS3: buckets?.source }, database);
    const [buyer] = await fundedBuyers(t, 1, 'BKP');
    await setPayPasswordByCode(t, buyer!.token, buyer!.phone);
    for (const goods of await goodsInShops(t, 2)) await payNow(t, buyer!.token, goods, buyer!.addressId);
    const picture = finishedRecord(await tusClient(t, buyer!.token).upload(await testPng(64, 48), { kind: 'comment-image', filename: '评价.png' }));
    await t.app.close();
    const source = { orders: await rowsOf(database, ORDERS), entries: await rowsOf(database, ENTRIES), media: await rowsOf(database, MEDIA) };
    // PGlite is backed up with its host stopped; PostgreSQL while it serves.
    if (!sharedUrl) await database.close();
    else cleanups.push(() => database.close());
    const sourceConfig: ServerConfig = { ...readConfig({}), dataDir: sourceDataDir, mediaDir, databaseUrl: sourceUrl, mediaS3: buckets?.source };
    const sourceObjects = await objectsOf(sourceConfig);
    expect([...sourceObjects.keys()].some((key) => key.startsWith(`${picture.id}/`))).toBe(true);
    expect(source.media.some((row) => row.id === picture.id)).toBe(true);

    const folder = path.join(work, `backup-${mediaStore}`);
    const manifest = await createBackup(sourceConfig, folder);
    expect(manifest.counts.orders).toBe(source.orders.length);

    const target = await emptyTarget(mediaStore, buckets?.target);
    await restoreBackup(target.config, folder, { force: false });
    const restored = await target.open();
    try {
      expect(await rowsOf(restored, ORDERS)).toEqual(source.orders);
      expect(await rowsOf(restored, ENTRIES)).toEqual(source.entries);
      expect(await rowsOf(restored, MEDIA)).toEqual(source.media);
    } finally {
      await restored.close();
    }
    expect(await objectsOf(target.config)).toEqual(sourceObjects);

    // A second restore onto what is there now is refused unless forced, and then gives the same.
    await expect(restoreBackup(target.config, folder, { force: false })).rejects.toThrow(/不是空的/);
    await restoreBackup(target.config, folder, { force: true });
  }, 180_000);
});
