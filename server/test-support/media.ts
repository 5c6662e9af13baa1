import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { mediaInfo, type MediaRecord } from '../../src/contract/platform/media';
import { HEADERS } from '../../src/contract/headers';
import { MEDIA_TUS_PATH } from '../../src/domain/media-kinds';
import { userHeaders, type TestApp } from './test-app';

/** A tus 1.0 client over inject, as tus-js-client speaks it. */
export function tusClient(t: TestApp, token: string) {
  const headers = { 'tus-resumable': '1.0.0', [HEADERS.userToken]: token };
  return {
    create(length: number, metadata: Record<string, string>, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      const encoded = Object.entries(metadata).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');
      return t.app.inject({ method: 'POST', url: MEDIA_TUS_PATH, headers: { ...headers, 'upload-length': String(length), 'upload-metadata': encoded, ...extra } });
    },
    head(location: string): Promise<LightMyRequestResponse> {
      return t.app.inject({ method: 'HEAD', url: location, headers });
    },
    patch(location: string, offset: number, chunk: Buffer): Promise<LightMyRequestResponse> {
      return t.app.inject({
        method: 'PATCH', url: location, payload: chunk,
        headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      });
    },
    remove(location: string): Promise<LightMyRequestResponse> {
      return t.app.inject({ method: 'DELETE', url: location, headers });
    },
    /** Creates and sends the whole file in one PATCH; answers the last response. */
    async upload(bytes: Buffer, metadata: Record<string, string>): Promise<LightMyRequestResponse> {
      const created = await this.create(bytes.length, metadata);
      if (created.statusCode !== 201) return created;
      return this.patch(created.headers.location as string, 0, bytes);
    },
  };
}

/** The media record in a finishing answer's envelope. */
export function finishedRecord(answer: LightMyRequestResponse): MediaRecord {
  const body = answer.json<{ code: number; msg: string; data: MediaRecord }>();
  if (body.code !== 0) throw new Error(`upload refused: ${answer.statusCode} ${answer.body}`);
  return body.data;
}

/** Waits until the host has made every variant of a media record (a video's MP4 is made after the upload's answer). */
export async function waitUntilSettled(t: TestApp, token: string, id: string, timeoutMs = 60_000): Promise<MediaRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const info = await t.call(mediaInfo, { id }, userHeaders(token));
    if (info.code !== 0) throw new Error(`mediaInfo: ${info.msg}`);
    if (info.data.status !== 'PROCESSING') return info.data;
    if (Date.now() > until) throw new Error(`media ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A small picture made on the spot: a gradient (so WebP has something to encode), PNG. */
export function testPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set([(i % width) % 256, 80, Math.floor(i / width) % 256], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}

/** A one-second 320×240 test video with a tone, made by the system's ffmpeg. */
export function testVideo(format: 'mp4' | 'webm' = 'mp4'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-video-'));
  const file = path.join(dir, `clip.${format}`);
  try {
    const codecs = format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'] : ['-c:v', 'libvpx', '-c:a', 'libvorbis'];
    execFileSync('ffmpeg', [
      '-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10', '-f', 'lavfi', '-i', 'sine=duration=1',
      ...codecs, '-shortest', file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
