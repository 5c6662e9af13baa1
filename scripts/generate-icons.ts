// Draws the app icons (a white star on the brand red) as PNG without any image library.
import fs from 'node:fs';
import zlib from 'node:zlib';

const RED = [0xac, 0x1e, 0x34];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function insideStar(x: number, y: number): boolean {
  const angle = Math.atan2(y, x);
  const r = Math.hypot(x, y);
  const turn = (((angle + Math.PI / 2) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const k = (turn / ((2 * Math.PI) / 5)) % 1;
  const t = Math.abs(k - 0.5) * 2;
  const outer = 0.62;
  const inner = 0.26;
  return r < inner + (outer - inner) * t ** 1.6;
}

function png(size: number, maskable: boolean): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const x = ((px + 0.5) / size) * 2 - 1;
      const y = ((py + 0.5) / size) * 2 - 1;
      const scale = maskable ? 1.35 : 1;
      const color = insideStar(x * scale, y * scale) ? WHITE : RED;
      row.set(color, 1 + px * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync('public/icons', { recursive: true });
fs.writeFileSync('public/icons/icon-192.png', png(192, false));
fs.writeFileSync('public/icons/icon-512.png', png(512, false));
fs.writeFileSync('public/icons/maskable-512.png', png(512, true));
fs.writeFileSync('public/icons/icon.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="#AC1E34"/><text x="50" y="68" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">★</text></svg>\n`);
