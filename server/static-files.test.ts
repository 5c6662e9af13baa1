import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

/** A build as `vite build` leaves it: text files with their .br and .gz beside them (vite.config.ts), a picture without. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-static-'));
  const write = (name: string, text: string, compressed = true) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    if (!compressed) return;
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  };
  write('index.html', `<!doctype html><title>星Q商城</title>${'<p>首页</p>'.repeat(200)}`);
  write('assets/app-abc123.js', `console.log(${JSON.stringify('星Q'.repeat(2000))});`);
  write('sw.js', 'self.addEventListener("fetch", () => {});', false);
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'icons/icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fakeBuild();
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the PWA\'s files, compressed as the build left them (issue 30: a first visit\'s bytes)', () => {
  it('sends a script as brotli to a browser that accepts it, gzip to one that accepts only gzip, and as is otherwise', async () => {
    const original = fs.readFileSync(path.join(dir, 'assets/app-abc123.js'));
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original.length / 5);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers['content-type'])).toMatch(/javascript/);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('keeps the page and the service worker uncached when compressed, and sends a file with no compressed copy as is', async () => {
    const page = await get('/index.html', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers['content-type'])).toMatch(/text\/html/);

    const worker = await get('/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-encoding']).toBeUndefined();
    expect(worker.headers['cache-control']).toBe('no-cache');

    const icon = await get('/icons/icon.png', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.rawPayload.length).toBe(4);
  });

  it('answers a screen\'s address with the page, and an unknown call with the JSON refusal', async () => {
    const screen = await get('/pages/menu-page/star_q/star-index', 'br');
    expect(screen.statusCode).toBe(200);
    const body = screen.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(screen.rawPayload).toString() : screen.body;
    expect(body).toContain('<title>星Q商城</title>');

    const call = await get('/api/no/such/call', 'br');
    expect(call.statusCode).toBe(404);
    expect(call.json()).toMatchObject({ msg: '接口不存在' });
  });
});
