// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByCode } from '../test-support/login';
import { finishedRecord, testVideo, tusClient, waitUntilSettled } from '../test-support/media';
import { createTestApp, queryRows, type TestApp } from '../test-support/test-app';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: owner } = await loginByCode(t, '13912345678'));
});
afterAll(async () => { await t.close(); });

/** What ffprobe reads in bytes the host served. */
function probe(bytes: Buffer): { codecs: string[]; width: number; height: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-probe-'));
  try {
    fs.writeFileSync(path.join(dir, 'v.mp4'), bytes);
    const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', path.join(dir, 'v.mp4')]).toString();
    const streams = (JSON.parse(out) as { streams: { codec_name: string; width?: number; height?: number }[] }).streams;
    const video = streams.find((s) => s.width)!;
    return { codecs: streams.map((s) => s.codec_name).sort(), width: video.width!, height: video.height! };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a video upload', () => {
  it('gets a poster at once and a web-playable H.264/AAC MP4 with byte ranges', async () => {
    const clip = testVideo('webm');
    const answer = await tusClient(t, owner).upload(clip, { kind: 'goods-video', filename: '开箱.webm' });
    expect(answer.statusCode).toBe(200);
    const first = finishedRecord(answer);
    expect(first).toMatchObject({ kind: 'goods-video', mime: 'video/webm', status: 'PROCESSING', width: 320, height: 240 });
    expect(first.urls.poster).toBe(`/media/m/${first.id}/poster.webp`);

    const poster = await t.app.inject({ method: 'GET', url: first.urls.poster! });
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const done = await waitUntilSettled(t, owner, first.id);
    expect(done.status).toBe('READY');
    expect(done.durationMs).toBeGreaterThanOrEqual(900);
    expect(done.durationMs).toBeLessThanOrEqual(1200);
    expect(done.urls.video).toBe(`/media/m/${first.id}/video.mp4`);

    const video = await t.app.inject({ method: 'GET', url: done.urls.video! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(probe(video.rawPayload)).toEqual({ codecs: ['aac', 'h264'], width: 320, height: 240 });
    // faststart: the index (moov) comes before the media data (mdat).
    expect(video.rawPayload.indexOf('moov')).toBeLessThan(video.rawPayload.indexOf('mdat'));

    const size = video.rawPayload.length;
    const part = await t.app.inject({ method: 'GET', url: done.urls.video!, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(video.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: done.urls.video!, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(video.rawPayload.subarray(size - 10))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url: done.urls.video!, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('refuses garbage declared as MP4 by its bytes, and an MP4 header ffmpeg cannot decode', async () => {
    const tus = tusClient(t, owner);
    const garbage = Buffer.alloc(4096, 0x5a);
    const refused = await tus.upload(garbage, { kind: 'goods-video', filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 4000, msg: '商品视频格式不正确，仅支持 MP4、MOV、WEBM' });

    const header = Buffer.from('0000001c667479706d703432000000006d70343269736f6d61766331', 'hex');
    const broken = Buffer.concat([header, Buffer.from('00000010', 'hex'), Buffer.from('6d646174', 'hex'), Buffer.alloc(2048, 0x11)]);
    const undecodable = await tus.upload(broken, { kind: 'goods-video', filename: 'clip.mp4' });
    expect(undecodable.statusCode).toBe(422);
    expect(undecodable.json()).toMatchObject({ code: 4000, msg: '视频无法播放，请换一个视频' });
    expect(await queryRows(t, "select id from media where kind = 'goods-video' and status <> 'READY'")).toEqual([]);
  });

  it('refuses a video where a picture is expected, and a picture where a video is', async () => {
    const clip = testVideo('mp4');
    expect((await tusClient(t, owner).upload(clip, { kind: 'goods-image', filename: 'x.png' })).statusCode).toBe(415);
  });
});
