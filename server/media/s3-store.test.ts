// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaS3Config } from '../config';
import { loginByCode } from '../test-support/login';
import { finishedRecord, testPng, tusClient } from '../test-support/media';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createS3Store } from './s3-store';

/** A local S3-compatible server (s3rver) in a temporary folder, on a free port of the loopback address. */
let s3: S3rver;
let s3Dir: string;
let config: MediaS3Config;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'media' }] });
  const { port } = await s3.run();
  config = {
    endpoint: `http://127.0.0.1:${port}`, bucket: 'media', region: 'us-east-1',
    accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const ID = 'ab'.repeat(16);

describe('the S3-compatible object store', () => {
  it('keeps, sizes, reads ranges of, copies out and removes objects', async () => {
    const store = createS3Store(config);
    const file = path.join(s3Dir, 'source.bin');
    fs.writeFileSync(file, 'abcdefghijklmnopqrstuvwxyz');
    await store.put(`${ID}/original`, { file }, 'video/mp4');
    await store.put(`${ID}/list.webp`, Buffer.from('webp bytes'), 'image/webp');

    expect(await store.size(`${ID}/original`)).toBe(26);
    expect(await store.size(`${ID}/zoom.webp`)).toBeNull();
    expect(await text(await store.read(`${ID}/original`, { start: 2, end: 5 }))).toBe('cdef');
    expect(await text(await store.read(`${ID}/list.webp`))).toBe('webp bytes');
    const copy = path.join(s3Dir, 'copy.bin');
    await store.download(`${ID}/original`, copy);
    expect(fs.readFileSync(copy, 'utf8')).toBe('abcdefghijklmnopqrstuvwxyz');
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys.sort()).toEqual([`${ID}/list.webp`, `${ID}/original`]);

    await store.removeMedia(ID);
    expect(await store.size(`${ID}/original`)).toBeNull();
    expect(await store.size(`${ID}/list.webp`)).toBeNull();
  });

  it('refuses a key that is not a media id and a variant', async () => {
    const store = createS3Store(config);
    for (const key of ['../secret', `${ID}/../../x`, `${ID}/list.webp/x`, 'x/original', `${ID.toUpperCase()}/original`]) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/not a media object key/);
    }
  });

  it('serves an upload kept in S3 the same way as from the folder', async () => {
    const t: TestApp = await createTestApp({ mediaS3: config });
    try {
      const { token } = await loginByCode(t, '13912345678');
      const record = finishedRecord(await tusClient(t, token).upload(await testPng(800, 400), { kind: 'goods-image', filename: 'a.png' }));
      expect(await createS3Store(config).size(`${record.id}/detail.webp`)).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(t.mediaDir, 'objects'))).toBe(false);
      const detail = await t.app.inject({ method: 'GET', url: record.urls.detail! });
      expect(detail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(detail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 750, height: 375 });
    } finally {
      await t.close();
    }
  });
});
