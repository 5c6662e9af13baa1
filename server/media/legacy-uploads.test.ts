// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFeedback } from '../../src/contract/service/feedback';
import { CHECKOUT_MESSAGES as M } from '../../src/domain/messages';
import { readConfig } from '../config';
import { uploads } from '../db/schema';
import { uploadedImage } from '../test-support/images';
import { loginByCode } from '../test-support/login';
import { testPng } from '../test-support/media';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../test-support/test-app';
import { legacyMediaId } from './legacy-ids';
import { moveLegacyUploads } from './legacy-uploads';
import { createMediaService } from './service';

let t: TestApp;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };
const PICTURE = 'U20260101picture0001';
const NOT_A_PICTURE = 'U20260101onlyheader01';
const logged: string[] = [];
const log = (message: string) => { logged.push(message); };

/** What a restart of the host does first with the old table (server/media/index.ts). */
async function moveAsAtStart(): Promise<number> {
  const deps = { database: t.database, config: { ...readConfig({}), mediaDir: t.mediaDir }, sms: null as never, now: () => t.clock.now, checkResponses: false };
  return moveLegacyUploads(await createMediaService(deps, log), log);
}

/** What the retired `member.uploadImage` left in PostgreSQL, moved as a restart of the host moves it. */
async function keepOldUploadsAndRestart(): Promise<number> {
  await t.database.db.insert(uploads).values([
    { id: PICTURE, userId: alice.userId, mime: 'image/png', dataBase64: (await testPng(900, 300)).toString('base64'), createdAt: 1 },
    // The old path took any bytes that began like a PNG.
    { id: NOT_A_PICTURE, userId: alice.userId, mime: 'image/png', dataBase64: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64'), createdAt: 2 },
  ]);
  return moveAsAtStart();
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await loginByCode(t, '13912345621');
  bob = await loginByCode(t, '13912345622');
});
afterAll(async () => { await t.close(); });

describe('the retired base64 upload (decision 010: one upload path, one store)', () => {
  it('answers like any path the host does not have', async () => {
    const retired = await t.app.inject({
      method: 'POST', url: '/api/document/uploadcommentimg', headers: userHeaders(alice.token, 'k-old-upload'),
      payload: { dataBase64: (await testPng(8, 8)).toString('base64') },
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/document/nosuchcall', headers: userHeaders(alice.token, 'k-unknown'), payload: {} });
    expect(retired.statusCode).toBe(unknown.statusCode);
    expect(retired.json()).toEqual(unknown.json());
  });

  it('keeps the pictures it stored readable at their old URLs, from the media service\'s object store', async () => {
    expect(await keepOldUploadsAndRestart()).toBe(2);
    expect(await queryRows(t, 'select id from uploads')).toEqual([]);
    expect(logged.join('\n')).toContain(NOT_A_PICTURE);

    const served = await t.app.inject({ method: 'GET', url: `/media/upload/${PICTURE}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const id = legacyMediaId(PICTURE);
    expect(fs.existsSync(path.join(t.mediaDir, 'objects', id.slice(0, 2), id, 'detail.webp'))).toBe(true);
    expect(served.rawPayload.equals(fs.readFileSync(path.join(t.mediaDir, 'objects', id.slice(0, 2), id, 'detail.webp')))).toBe(true);

    for (const url of [`/media/upload/${NOT_A_PICTURE}`, '/media/upload/..%2F..%2Fetc%2Fpasswd', '/media/upload/U2026%00aaaaaaaaaaaaaaa']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // A second start finds nothing left to move.
    expect(await moveAsAtStart()).toBe(0);
  });

  it('still takes an old picture URL as its owner\'s own, and only its owner\'s', async () => {
    const old = `/media/upload/${PICTURE}`;
    const mine = await t.call(addFeedback, { feedbackId: 'fb-old', type: 'SUGGEST', content: '旧图片还能用吗', imgs: [old] }, userHeaders(alice.token, 'k-fb-old'));
    expect(mine.code).toBe(0);
    expect(mine.data.imgs).toEqual([old]);
    const theirs = await t.call(addFeedback, { feedbackId: 'fb-old2', type: 'SUGGEST', content: '别人的旧图片', imgs: [old] }, userHeaders(bob.token, 'k-fb-old2'));
    expect(theirs).toMatchObject({ code: 4000, msg: M.imageInvalid });
    const dropped = await t.call(addFeedback, { feedbackId: 'fb-old3', type: 'SUGGEST', content: '坏掉的旧图片', imgs: [`/media/upload/${NOT_A_PICTURE}`] }, userHeaders(alice.token, 'k-fb-old3'));
    expect(dropped.code).toBe(4000);
  });

  it('stores a new picture only in the object store, as the old path\'s pictures now are', async () => {
    const url = await uploadedImage(t, alice.token, 'feedback-image');
    const id = /\/media\/m\/([0-9a-f]{32})\//.exec(url)![1]!;
    expect(fs.readdirSync(path.join(t.mediaDir, 'objects', id.slice(0, 2), id)).sort()).toEqual(['detail.webp', 'list.webp', 'original', 'zoom.webp']);
    expect(await queryRows(t, 'select id from uploads')).toEqual([]);
    expect((await t.call(addFeedback, { feedbackId: 'fb-new', type: 'SUGGEST', content: '新图片走媒体服务', imgs: [url] }, userHeaders(alice.token, 'k-fb-new'))).code).toBe(0);
  });
});
