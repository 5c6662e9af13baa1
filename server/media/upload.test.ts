// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaInfo } from '../../src/contract/platform/media';
import { MEDIA_QUOTA_BYTES } from '../../src/domain/media-kinds';
import { media } from '../db/schema';
import { loginByCode } from '../test-support/login';
import { finishedRecord, testPng, tusClient } from '../test-support/media';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../test-support/test-app';

let t: TestApp;
let owner: string;
let ownerId: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: owner, userId: ownerId } = await loginByCode(t, '13912345678'));
  ({ token: other } = await loginByCode(t, '13700001111'));
});
afterAll(async () => { await t.close(); });

const mediaRows = (id: string) => queryRows<{ id: string; status: string }>(t, `select id, status from media where id = '${id}'`);

describe('a resumable image upload', () => {
  it('resumes after the first half, finishes into a media record, and serves its WebP variants for a year', async () => {
    const png = await testPng(1600, 900);
    const tus = tusClient(t, owner);
    const created = await tus.create(png.length, { kind: 'goods-image', filename: '商品主图.png' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/media\/tus\/[0-9a-f]{32}$/);

    const half = Math.floor(png.length / 2);
    expect((await tus.patch(location, 0, png.subarray(0, half))).headers['upload-offset']).toBe(String(half));
    const head = await tus.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(png.length));
    expect(head.headers['cache-control']).toBe('no-store');

    const last = await tus.patch(location, half, png.subarray(half));
    expect(last.statusCode).toBe(200);
    expect(last.headers['upload-offset']).toBe(String(png.length));
    const record = finishedRecord(last);
    const id = location.split('/').pop()!;
    expect(record).toMatchObject({ id, kind: 'goods-image', mime: 'image/png', bytes: png.length, status: 'READY', width: 1600, height: 900 });
    expect(Object.keys(record.urls).sort()).toEqual(['detail', 'list', 'original', 'zoom']);

    for (const [name, width] of [['list', 360], ['detail', 750], ['zoom', 1500]] as const) {
      const served = await t.app.inject({ method: 'GET', url: record.urls[name]! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata())).toMatchObject({ format: 'webp', width });
    }
    // A client that lost the last answer asks again: the upload is complete, and mediaInfo tells the rest.
    expect((await tus.head(location)).headers['upload-offset']).toBe(String(png.length));
    expect((await t.call(mediaInfo, { id }, userHeaders(owner))).data).toEqual(record);
  });

  it('works the same over a real socket, in chunks', async () => {
    const png = await testPng(300, 200);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const headers = { 'tus-resumable': '1.0.0', 'x-users-token': owner };
    const created = await fetch(`${base}/api/media/tus`, {
      method: 'POST', headers: { ...headers, 'upload-length': String(png.length), 'upload-metadata': `kind ${Buffer.from('goods-image').toString('base64')}` },
    });
    const url = `${base}${created.headers.get('location')}`;
    let offset = 0;
    let last: Response | undefined;
    while (offset < png.length) {
      const chunk = new Uint8Array(png.subarray(offset, offset + 1000));
      last = await fetch(url, { method: 'PATCH', body: chunk, headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) } });
      expect(last.ok, await last.clone().text()).toBe(true);
      offset = Number(last.headers.get('upload-offset'));
    }
    expect(((await last!.json()) as { data: { status: string; width: number } }).data).toMatchObject({ status: 'READY', width: 300 });
  });

  it('never enlarges a small picture, keeps it upright, and keeps the original for its owner only', async () => {
    const small = await sharp(await testPng(400, 300)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const record = finishedRecord(await tusClient(t, owner).upload(small, { kind: 'comment-image', filename: 'a.jpg' }));
    expect(record).toMatchObject({ mime: 'image/jpeg', width: 300, height: 400 });
    const zoom = await t.app.inject({ method: 'GET', url: record.urls.zoom! });
    expect(await sharp(zoom.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });

    expect((await t.app.inject({ method: 'GET', url: record.urls.original! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: record.urls.original!, headers: userHeaders(other) })).statusCode).toBe(404);
    const original = await t.app.inject({ method: 'GET', url: record.urls.original!, headers: userHeaders(owner) });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(small)).toBe(true);
    expect(original.headers['cache-control']).toMatch(/^private/);
  });
});

describe('RELIABILITY 28: wrong type, oversize and path tricks are refused', () => {
  it('reads the type from the bytes: a text file declared as a JPEG is refused and dropped', async () => {
    const text = Buffer.from('<script>alert(1)</script> just text, not a picture');
    const tus = tusClient(t, owner);
    const created = await tus.create(text.length, { kind: 'goods-image', filename: 'photo.jpg', filetype: 'image/jpeg' });
    const location = created.headers.location as string;
    const refused = await tus.patch(location, 0, text);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 4000, msg: '商品图片格式不正确，仅支持 JPEG、PNG、WEBP、GIF' });
    const id = location.split('/').pop()!;
    expect(await mediaRows(id)).toEqual([]);
    expect((await tus.head(location)).statusCode).toBe(404);
    expect(fs.readdirSync(path.join(t.mediaDir, 'uploads'))).toEqual([]);
  });

  it('refuses at creation a length over the kind\'s limit, an unknown kind, a deferred length and the full quota', async () => {
    const tus = tusClient(t, owner);
    const big = await tus.create(10 * 1024 * 1024 + 1, { kind: 'goods-image', filename: 'big.png' });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 4000, msg: '商品图片不能超过10MB' });
    const huge = await tus.create(300 * 1024 * 1024, { kind: 'goods-video', filename: 'big.mp4' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toMatch(/不能超过200MB/);
    // Over every kind's limit: tus refuses before our checks, and still names the limit of the kind sent (issue 34.11).
    const hugeAvatar = await tus.create(300 * 1024 * 1024, { kind: 'avatar', filename: 'me.png' });
    expect(hugeAvatar.statusCode).toBe(413);
    expect(hugeAvatar.json()).toMatchObject({ code: 4000, msg: '头像不能超过5MB' });
    expect((await tus.create(10, { kind: 'passport', filename: 'x' })).json()).toMatchObject({ msg: '不支持的上传类型' });
    const deferred = await t.app.inject({
      method: 'POST', url: '/api/media/tus', headers: { 'tus-resumable': '1.0.0', 'x-users-token': owner, 'upload-defer-length': '1',
        'upload-metadata': `kind ${Buffer.from('avatar').toString('base64')}` },
    });
    expect(deferred.statusCode).toBe(400);

    await t.database.db.insert(media).values({
      id: 'f'.repeat(32), userId: ownerId, kind: 'goods-video', mime: 'video/mp4', bytes: MEDIA_QUOTA_BYTES - 1000, status: 'READY',
      createdAt: t.clock.now, updatedAt: t.clock.now,
    });
    const full = await tus.create(2000, { kind: 'avatar', filename: 'me.png' });
    expect(full.statusCode).toBe(413);
    expect(full.json().msg).toBe('存储空间已满，请删除不用的图片或视频后再上传');
    expect((await tusClient(t, other).create(2000, { kind: 'avatar', filename: 'me.png' })).statusCode).toBe(201);
    await t.database.db.delete(media);
  });

  it('answers an upload to its owner only, and nothing without a login', async () => {
    const png = await testPng(40, 30);
    const tus = tusClient(t, owner);
    const location = (await tus.create(png.length, { kind: 'avatar', filename: 'me.png' })).headers.location as string;
    await tus.patch(location, 0, png.subarray(0, 10));

    const stranger = tusClient(t, other);
    expect((await stranger.head(location)).statusCode).toBe(403);
    const patched = await stranger.patch(location, 10, png.subarray(10));
    expect(patched.statusCode).toBe(403);
    expect(patched.json()).toMatchObject({ code: 4003, msg: '无权访问该上传' });
    expect((await stranger.remove(location)).statusCode).toBe(403);
    expect((await tusClient(t, '').head(location)).statusCode).toBe(401);
    expect((await tusClient(t, 'not-a-token').create(10, { kind: 'avatar', filename: 'x.png' })).json()).toMatchObject({ code: 4012 });

    expect((await tus.head(location)).headers['upload-offset']).toBe('10');
    const id = location.split('/').pop()!;
    expect((await t.call(mediaInfo, { id }, userHeaders(other))).code).toBe(4004);
    expect(finishedRecord(await tus.patch(location, 10, png.subarray(10))).status).toBe('READY');
    expect((await t.call(mediaInfo, { id }, userHeaders(other)))).toMatchObject({ code: 4004, msg: '文件不存在' });
  });

  it('lets the owner end an unfinished upload, which then stops counting', async () => {
    const tus = tusClient(t, owner);
    const location = (await tus.create(100, { kind: 'avatar', filename: 'me.png' })).headers.location as string;
    expect((await tus.remove(location)).statusCode).toBe(204);
    const id = location.split('/').pop()!;
    for (let i = 0; i < 40 && (await mediaRows(id)).length; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mediaRows(id)).toEqual([]);
    expect((await tus.head(location)).statusCode).toBe(404);
  });

  it('takes a PATCH larger than the JSON body limit', async () => {
    const noise = await sharp(randomBytes(800 * 700 * 3), { raw: { width: 800, height: 700, channels: 3 } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(1_048_576);
    expect(finishedRecord(await tusClient(t, owner).upload(noise, { kind: 'goods-image', filename: 'noise.png' }))).toMatchObject({ width: 800, bytes: noise.length });
  });

  it('serves nothing outside the store for a path trick', async () => {
    const record = finishedRecord(await tusClient(t, owner).upload(await testPng(20, 20), { kind: 'avatar', filename: 'me.png' }));
    const tricks = [
      '/media/m/..%2F..%2F..%2Fetc%2Fpasswd/original',
      `/media/m/${record.id}/..%2F..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/m/${record.id}/..%2Foriginal`,
      `/media/m/${record.id}/list.webp%00.png`,
      `/media/m/${record.id.toUpperCase()}/list.webp`,
      `/media/m/${record.id}/list.webp/..`,
      '/media/m/../../package.json',
      `/media/m/${record.id}/uploads`,
      `/media/m/${'0'.repeat(32)}/list.webp`,
      '/api/media/tus/..%2F..%2Fpackage.json',
    ];
    for (const url of tricks) {
      const answer = await t.app.inject({ method: 'GET', url, headers: userHeaders(owner) });
      expect([400, 404], url).toContain(answer.statusCode);
      expect(answer.body, url).not.toMatch(/root:|"name": "starq"|\u0089PNG|RIFF/);
    }
    const head = await tusClient(t, owner).head('/api/media/tus/..%2F..%2F..%2Fpackage.json');
    expect([400, 404]).toContain(head.statusCode);
  });
});
