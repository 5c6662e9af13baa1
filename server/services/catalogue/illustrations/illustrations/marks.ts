import { FONT, grad, pick, type Paint } from './paint';

/** Pictures that are not products: brand logos, shop signs, avatars and shop rank badges. */
export type ListEntry = 'brand' | 'shop' | 'avatar' | 'rank';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">${body}</svg>`;

/** The name across one or two lines, as large as fits a 260 px wide field. */
function wordmark(text: string, cx: number, cy: number, fill: string): string {
  const chars = [...text];
  const lines = chars.length > 3 ? [chars.slice(0, 2).join(''), chars.slice(2, 4).join('')] : [text];
  const size = lines.length > 1 ? 84 : Math.min(120, Math.floor(260 / Math.max(1, chars.length)));
  return lines.map((line, i) => `<text x="${cx}" y="${cy + (i - (lines.length - 1) / 2) * size * 1.05 + size * 0.36}" font-size="${size}" text-anchor="middle" fill="${fill}" font-weight="bold" ${FONT}>${line}</text>`).join('');
}

const EMBLEMS = [
  (c: string) => [0, 45, 90, 135].map((a) => `<ellipse cx="200" cy="86" rx="9" ry="30" fill="${c}" transform="rotate(${a} 200 86)"/>`).join(''),
  (c: string) => `<circle cx="200" cy="86" r="28" fill="none" stroke="${c}" stroke-width="8"/><circle cx="200" cy="86" r="8" fill="${c}"/>`,
  (c: string) => `<path d="M164 96 Q182 60 200 86 Q218 112 236 76" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  (c: string) => `<path d="M200 56 L232 86 L200 116 L168 86Z" fill="${c}"/>`,
];

/** A brand's round logo: an emblem over its name, drawn for a circular crop. */
function brand(p: Paint): string {
  const dark = p.seed % 3 === 0;
  const ink = dark ? '#fff' : p.c(80, 42);
  return svg(`<rect width="400" height="400" fill="${dark ? p.c(70, 38) : '#fff'}"/><circle cx="200" cy="200" r="176" fill="none" stroke="${dark ? '#fff' : p.c(70, 45)}" stroke-width="${dark ? 2 : 10}" opacity=".35"/>
${pick(p.seed, EMBLEMS)(ink)}${wordmark(p.text, 200, 230, ink)}`);
}

/** A shop sign: an awning over the first characters of the shop's name. */
function shop(p: Paint): string {
  const scallops = Array.from({ length: 6 }, (_, i) => `<path d="M${20 + i * 60} 120 a30 30 0 0 0 60 0" fill="${i % 2 ? '#fff' : p.c(80, 50)}"/>`).join('');
  const stripes = Array.from({ length: 6 }, (_, i) => `<rect x="${20 + i * 60}" y="60" width="60" height="60" fill="${i % 2 ? '#fff' : p.c(80, 50)}"/>`).join('');
  return svg(`<defs>${grad('s', p.c(70, 96), p.c(60, 88))}</defs><rect width="400" height="400" fill="url(#s)"/>${stripes}${scallops}
<rect x="20" y="40" width="360" height="24" rx="8" fill="${p.c(80, 35)}"/>${wordmark(p.text, 200, 262, p.c(80, 32))}`);
}

function avatar(p: Paint): string {
  return svg(`<rect width="400" height="400" fill="${p.c(60, 86)}"/><circle cx="200" cy="160" r="72" fill="#fde2cc"/>
<path d="M128 150 Q130 80 200 80 Q270 80 272 150 Q240 118 200 124 Q160 118 128 150Z" fill="${p.c(40, 25)}"/>
<path d="M70 400 Q80 270 200 260 Q320 270 330 400Z" fill="${p.c(60, 50)}"/><circle cx="176" cy="166" r="7" fill="#333"/><circle cx="224" cy="166" r="7" fill="#333"/>
<path d="M182 196 Q200 210 218 196" stroke="#c44" stroke-width="5" fill="none"/>`);
}

/** A medal: a diamond for 钻石, gold or silver by the rank's name. */
function rank(p: Paint): string {
  if (p.text.includes('钻')) {
    return svg(`<path d="M110 90 H290 L350 160 L200 340 L50 160Z" fill="#6ac8ff"/><path d="M50 160 H350 M110 90 L150 160 L200 340 L250 160 L290 90 M150 160 L200 90 L250 160" stroke="#fff" stroke-width="8" fill="none" opacity=".8"/>`);
  }
  const [from, to] = p.text.includes('银') ? ['#f4f6f8', '#9aa3ad'] : ['#fff1b8', '#d09a1c'];
  return svg(`<defs>${grad('r', from, to)}</defs><path d="M130 20 L170 150 H230 L270 20Z" fill="#d42a2a"/><circle cx="200" cy="240" r="130" fill="url(#r)" stroke="${to}" stroke-width="10"/>
<path d="M200 160 L224 214 L282 218 L238 254 L252 312 L200 282 L148 312 L162 254 L118 218 L176 214Z" fill="#fff" opacity=".85"/>`);
}

export const MARKS: Record<ListEntry, (p: Paint) => string> = { brand, shop, avatar, rank };

export function isListEntry(name: string): name is ListEntry {
  return Object.hasOwn(MARKS, name);
}

