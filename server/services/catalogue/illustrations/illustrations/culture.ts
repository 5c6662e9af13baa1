import { grad, label, pick, shadow, type Draw, type Paint } from './paint';

const scroll = (inner: string, paper = '#f5eedc') => `${shadow(200, 340, 90)}
<rect x="110" y="40" width="180" height="290" fill="#7a5a36"/><rect x="122" y="60" width="156" height="250" fill="${paper}"/>
<rect x="96" y="30" width="208" height="12" rx="6" fill="#4a3220"/><rect x="96" y="328" width="208" height="12" rx="6" fill="#4a3220"/>${inner}`;

const inkPainting: Draw = (p) => scroll(`<path d="M122 250 L170 150 L200 190 L236 110 L278 230 V310 H122Z" fill="#3b3b3b" opacity=".7"/>
<path d="M122 280 Q200 240 278 280 V310 H122Z" fill="#888" opacity=".5"/><circle cx="250" cy="90" r="14" fill="${p.c(70, 50, -p.h)}"/>
<rect x="248" y="286" width="14" height="16" fill="#c8281e"/>`);

const calligraphy: Draw = (p) => scroll(`${pick(p.seed, ['厚德载物', '宁静致远', '上善若水', '天道酬勤']).split('')
  .map((ch, i) => `<text x="200" y="${112 + i * 56}" font-size="48" text-anchor="middle" fill="#151515" font-family="serif" font-weight="bold">${ch}</text>`).join('')}
<rect x="252" y="280" width="14" height="16" fill="#c8281e"/>`);

const frame = (inner: string) => `${shadow(200, 336, 150)}<rect x="50" y="70" width="300" height="250" fill="#b08a4a"/><rect x="62" y="82" width="276" height="226" fill="#7a5a2a"/>
<svg x="72" y="92" width="256" height="206" viewBox="0 0 256 206">${inner}</svg>`;

const oilPainting: Draw = (p) => frame(`<rect width="256" height="206" fill="${p.c(55, 72, 180)}"/><circle cx="190" cy="60" r="28" fill="#ffd36a"/>
<path d="M0 140 Q60 90 128 130 Q190 160 256 110 V206 H0Z" fill="${p.c(45, 42, 100)}"/><path d="M0 170 Q100 140 256 180 V206 H0Z" fill="${p.c(55, 35, 60)}"/>
<g stroke="#fff" stroke-width="3" opacity=".35"><path d="M20 40 q20 -10 40 0 M80 60 q20 -10 40 0"/></g>`);

function nftGrid(p: Paint): string {
  const cells: string[] = [];
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 4; x += 1) {
      const on = ((x * 7 + y * 3 + p.seed) % 5) < 2 || (x === 3 && y > 1 && y < 6);
      if (on) cells.push(`<rect x="${x * 20}" y="${y * 20}" width="20" height="20"/><rect x="${140 - x * 20}" y="${y * 20}" width="20" height="20"/>`);
    }
  }
  return `<g fill="${p.c(90, 65)}" transform="translate(120 110)">${cells.join('')}</g>`;
}

const nftArt: Draw = (p) => `<defs>${grad('n', p.c(80, 60), p.c(80, 50, 120))}</defs>${shadow(200, 340, 120)}
<rect x="90" y="80" width="220" height="250" rx="18" fill="url(#n)"/><rect x="100" y="90" width="200" height="230" rx="12" fill="#12122a"/>${nftGrid(p)}
${label(200, 306, 14, '#fff', p.text)}`;

function isoBlock(x: number, y: number, h: number, top: string, left: string, right: string): string {
  return `<path d="M${x} ${y - h} l40 -20 l40 20 l-40 20Z" fill="${top}"/><path d="M${x} ${y - h} l40 20 V${y + 20} l-40 -20Z" fill="${left}"/>
<path d="M${x + 40} ${y - h + 20} l40 -20 V${y} l-40 20Z" fill="${right}"/>`;
}

const metaParcel: Draw = (p) => `${shadow(200, 336, 150)}<path d="M200 180 L350 255 L200 330 L50 255Z" fill="${p.c(50, 50, 100)}"/>
<path d="M50 255 V270 L200 345 V330Z M350 255 V270 L200 345 V330Z" fill="${p.c(40, 30, 100)}"/>
${isoBlock(120, 250, 90, p.c(70, 80), p.c(60, 55), p.c(60, 42))}${isoBlock(200, 220, 150, p.c(70, 84, 40), p.c(60, 60, 40), p.c(60, 45, 40))}
${isoBlock(200, 280, 50, '#eaeaea', '#bdbdbd', '#9e9e9e')}<circle cx="300" cy="248" r="16" fill="#3c9a4a"/><rect x="298" y="256" width="4" height="14" fill="#6a4a2a"/>`;

const figurine: Draw = (p) => `${shadow(200, 336, 90)}<ellipse cx="200" cy="320" rx="84" ry="18" fill="#333"/>
<path d="M150 320 L170 220 H230 L250 320Z" fill="${p.c(70, 45)}"/><path d="M170 220 L110 170 M230 220 L300 150" stroke="${p.c(70, 45)}" stroke-width="18" stroke-linecap="round"/>
<path d="M300 150 L330 70" stroke="#d8b048" stroke-width="8" stroke-linecap="round"/>
<circle cx="200" cy="160" r="56" fill="#fde2cc"/><path d="M146 150 Q150 92 200 94 Q250 92 254 150 Q230 126 200 130 Q166 124 146 150Z" fill="#222"/>
<circle cx="182" cy="166" r="6"/><circle cx="218" cy="166" r="6"/><path d="M180 240 H220" stroke="#c8281e" stroke-width="8"/>`;

const stationery: Draw = (p) => `${shadow(200, 330, 150)}<rect x="80" y="80" width="190" height="250" rx="8" fill="${p.c(50, 45)}"/>
<rect x="80" y="80" width="24" height="250" fill="${p.c(50, 35)}"/><rect x="130" y="130" width="110" height="64" rx="4" fill="#f8f1e0"/>
${label(185, 172, 22, p.c(50, 30), p.text)}<rect x="300" y="80" width="18" height="230" rx="6" fill="#222" transform="rotate(14 300 200)"/>
<path d="M333 302 L320 332 L312 300Z" fill="#c9a85a" transform="rotate(14 300 200)"/>`;

const bronze: Draw = () => `${shadow(200, 336, 110)}<defs>${grad('b', '#d6b05a', '#6e5a2a')}</defs>
<rect x="130" y="290" width="140" height="40" rx="4" fill="#3a2a1a"/>
<path d="M120 70 H280 L292 200 Q290 280 200 290 Q110 280 108 200Z" fill="url(#b)" stroke="#5a4a1a" stroke-width="3"/>
<path d="M96 120 L120 140 V200 L96 190Z M304 120 L280 140 V200 L304 190Z" fill="#9a7a34"/>
<g fill="#3a2a0a"><path d="M140 150 H190 L176 168 H150Z"/><path d="M210 150 H260 L250 168 H224Z"/><rect x="186" y="180" width="28" height="50" rx="6"/><rect x="160" y="246" width="80" height="10" rx="4"/></g>`;

const postcard: Draw = (p) => `${shadow(200, 330, 150)}${[-12, 4, 18].map((a, i) => `<g transform="rotate(${a} 200 220)">
<rect x="70" y="130" width="260" height="170" rx="4" fill="#fff" stroke="#ddd" stroke-width="2"/><rect x="84" y="144" width="160" height="142" fill="${p.c(55, 60 + i * 8, i * 60)}"/>
<path d="M84 250 L140 200 L180 236 L214 210 L244 240 V286 H84Z" fill="${p.c(45, 35, i * 60)}"/><rect x="262" y="146" width="50" height="60" fill="none" stroke="${p.c(60, 50)}" stroke-width="3" stroke-dasharray="4 3"/></g>`).join('')}`;

const book: Draw = (p) => `${shadow(200, 334, 110)}<rect x="126" y="60" width="176" height="270" rx="4" fill="#eee" stroke="#ccc"/>
<rect x="112" y="54" width="176" height="272" rx="4" fill="${p.c(45, 30)}"/><rect x="112" y="54" width="16" height="272" fill="#000" opacity=".2"/>
<rect x="146" y="120" width="110" height="2" fill="#e8d29a"/>${label(200, 180, p.text.length > 3 ? 26 : 36, '#f6ecd0', p.text, 'font-weight="bold"')}
<rect x="146" y="204" width="110" height="2" fill="#e8d29a"/><circle cx="200" cy="260" r="20" fill="none" stroke="#e8d29a" stroke-width="3"/>`;

const pictureBook: Draw = (p) => `${shadow(200, 330, 160)}<rect x="52" y="96" width="296" height="226" rx="10" fill="${p.c(70, 62)}"/>
<circle cx="110" cy="150" r="26" fill="#ffe066"/><path d="M52 260 Q140 210 220 250 Q290 280 348 240 V312 Q348 322 338 322 H62 Q52 322 52 312Z" fill="${p.c(60, 45, 120)}"/>
${label(220, 168, 30, '#fff', p.text, 'font-weight="bold" stroke="#0003" stroke-width="1"')}<circle cx="250" cy="240" r="22" fill="#fff"/><circle cx="244" cy="236" r="4"/><circle cx="258" cy="236" r="4"/>`;

export const CULTURE = { inkPainting, calligraphy, oilPainting, nftArt, metaParcel, figurine, stationery, bronze, postcard, book, pictureBook };
