// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderStore } from './object-store';
import { parseRange } from './serve';

let root: string;
beforeEach(() => { root = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-store-')); });
afterEach(() => { fs.rmSync(root, { recursive: true, force: true }); });

const ID = '0123456789abcdef'.repeat(2);

describe('the folder object store', () => {
  it('keeps objects under <root>/<2 hex>/<id>/<variant> and removes a media record\'s objects together', async () => {
    const store = createFolderStore(path.join(root, 'objects'));
    await store.put(`${ID}/list.webp`, Buffer.from('0123456789'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'objects', '01', ID, 'list.webp'), 'utf8')).toBe('0123456789');
    expect(await store.size(`${ID}/list.webp`)).toBe(10);
    expect(await store.size(`${ID}/zoom.webp`)).toBeNull();
    expect(await text(await store.read(`${ID}/list.webp`, { start: 3, end: 5 }))).toBe('345');
    fs.writeFileSync(path.join(root, 'objects', '01', ID, 'zoom.webp.1a2b.tmp'), 'a write in progress');
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys).toEqual([`${ID}/list.webp`]);
    await store.removeMedia(ID);
    expect(fs.existsSync(path.join(root, 'objects', '01', ID))).toBe(false);
  });

  it('takes no key that could name a file outside it', async () => {
    const store = createFolderStore(path.join(root, 'objects'));
    fs.writeFileSync(path.join(root, 'secret'), 'secret');
    for (const key of ['../secret', `${ID}/../../../secret`, `${ID}/original/..`, `../${ID}/original`, `${ID}\\..\\secret`, '']) {
      await expect(store.read(key), key).rejects.toThrow(/not a media object key/);
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/not a media object key/);
    }
    await expect(store.removeMedia('..')).rejects.toThrow(/not a media id/);
    expect(fs.readFileSync(path.join(root, 'secret'), 'utf8')).toBe('secret');
  });
});

describe('byte ranges', () => {
  it('reads the one-range forms players send, clipped to the size', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
  });
});
