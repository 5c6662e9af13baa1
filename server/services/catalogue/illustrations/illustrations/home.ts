import { grad, pick, shadow, type Draw, type Paint } from './paint';

function stripes(p: Paint): string {
  return `<defs><pattern id="t" width="28" height="28" patternUnits="userSpaceOnUse">${pick(p.seed, [
    `<circle cx="14" cy="14" r="5" fill="${p.c(60, 70, 40)}"/>`,
    `<rect width="14" height="28" fill="${p.c(40, 84)}"/>`,
    `<path d="M0 28 L28 0" stroke="${p.c(50, 70)}" stroke-width="4"/>`,
  ])}</pattern></defs>`;
}

const bedding: Draw = (p) => `${shadow(200, 330, 150)}${stripes(p)}
${[0, 1, 2].map((i) => {
    const y = 260 - i * 62;
    const fill = i === 1 ? 'url(#t)' : p.c(40, 86 - i * 6);
    return `<rect x="${70 + i * 8}" y="${y}" width="${260 - i * 16}" height="62" rx="14" fill="${p.c(40, 92)}"/><rect x="${70 + i * 8}" y="${y}" width="${260 - i * 16}" height="62" rx="14" fill="${fill}" stroke="${p.c(30, 70)}" stroke-width="2"/>`;
  }).join('')}<path d="M78 280 H322" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>`;

const quilt: Draw = (p) => `${shadow(200, 330, 150)}${stripes(p)}
<path d="M60 180 Q60 120 120 120 H300 Q340 120 340 170 V300 Q340 326 314 326 H86 Q60 326 60 300Z" fill="${p.c(45, 90)}" stroke="${p.c(30, 72)}" stroke-width="3"/>
<path d="M60 180 Q60 120 120 120 H300 Q340 120 340 170 V200 H60Z" fill="url(#t)" opacity=".9"/>
<path d="M60 230 Q200 250 340 230 M60 280 Q200 300 340 280" stroke="${p.c(30, 78)}" stroke-width="3" fill="none"/>`;

const PILLOW = 'M60 130 Q200 110 340 130 Q356 210 340 300 Q200 320 60 300 Q44 210 60 130Z';

const pillow: Draw = (p) => `${shadow(200, 320, 150)}<defs>${grad('s', p.c(55, 86), p.c(50, 70))}</defs>${stripes(p)}
<path d="${PILLOW}" fill="url(#s)" stroke="${p.c(40, 60)}" stroke-width="3"/><path d="${PILLOW}" fill="url(#t)" opacity=".6"/>
<path d="M80 150 Q200 136 320 150 Q332 210 320 280 Q200 296 80 280 Q68 210 80 150Z" fill="none" stroke="${p.c(30, 80)}" stroke-width="2" stroke-dasharray="5 5"/>`;

const wok: Draw = (p) => `${shadow(180, 300, 150)}<defs>${grad('s', '#5b5e66', '#1c1d21')}</defs>
<path d="M40 200 H300 Q290 300 170 300 Q50 300 40 200Z" fill="url(#s)"/><ellipse cx="170" cy="200" rx="130" ry="26" fill="#2b2d33" stroke="#6a6d75" stroke-width="4"/>
<ellipse cx="170" cy="204" rx="110" ry="18" fill="#1a1b1f"/><rect x="292" y="186" width="90" height="20" rx="10" fill="${p.c(40, 35)}" transform="rotate(-10 292 196)"/>`;

const thermos: Draw = (p) => `${shadow(200, 332, 70)}<defs>${grad('s', p.c(50, 62), p.c(50, 40), true)}</defs>
<rect x="150" y="60" width="100" height="56" rx="12" fill="#c8ccd2"/><rect x="150" y="106" width="100" height="12" fill="#9aa0a8"/>
<rect x="150" y="118" width="100" height="212" rx="18" fill="url(#s)"/><rect x="164" y="130" width="12" height="180" rx="6" fill="#fff" opacity=".3"/>
<rect x="176" y="54" width="48" height="10" rx="5" fill="#9aa0a8"/>`;

const storageBox: Draw = (p) => `${shadow(200, 330, 150)}
<path d="M74 130 H326 L310 326 H90Z" fill="${p.c(50, 88)}" opacity=".8" stroke="${p.c(40, 70)}" stroke-width="3"/>
<rect x="64" y="110" width="272" height="30" rx="6" fill="${p.c(55, 55)}"/><rect x="174" y="114" width="52" height="10" rx="4" fill="${p.c(55, 40)}"/>
<g fill="${p.c(30, 80)}"><rect x="110" y="180" width="80" height="40" rx="6"/><rect x="200" y="200" width="90" height="60" rx="6"/><rect x="120" y="240" width="70" height="60" rx="6"/></g>`;

const mop: Draw = (p) => `${shadow(200, 330, 140)}<path d="M240 40 L196 280" stroke="#c8ccd2" stroke-width="10" stroke-linecap="round"/>
<rect x="226" y="36" width="30" height="50" rx="8" fill="${p.c(60, 50)}" transform="rotate(10 240 60)"/>
<path d="M120 282 H280 L292 318 H108Z" fill="${p.c(40, 82)}"/><rect x="120" y="270" width="160" height="16" rx="6" fill="${p.c(60, 50)}"/>
<path d="M120 300 H300 M110 312 H296" stroke="#fff" stroke-width="3" opacity=".6"/>`;

const bags: Draw = (p) => `${shadow(200, 330, 150)}
<path d="M180 120 H320 V300 Q320 326 290 326 H210 Q180 326 180 300Z" fill="${p.c(40, 30)}" opacity=".9"/><path d="M190 130 H310 M200 170 H300" stroke="#fff" stroke-width="2" opacity=".3"/>
<rect x="70" y="170" width="110" height="160" rx="6" fill="${p.c(60, 50)}"/><ellipse cx="125" cy="170" rx="55" ry="16" fill="${p.c(60, 40)}"/><ellipse cx="125" cy="170" rx="18" ry="6" fill="#fff"/>
<path d="M70 300 H180" stroke="#fff" stroke-width="2" opacity=".5"/>`;

const hanger: Draw = (p) => `${shadow(200, 320, 130)}${[0, 1, 2].map((i) => `<g transform="translate(${i * 24 - 24} ${i * 18})">
<path d="M200 90 Q200 70 214 72 Q226 76 220 92 Q212 106 200 112 L80 200 Q70 210 84 210 H316 Q330 210 320 200 L200 112" fill="none" stroke="${p.c(45, 60 - i * 10)}" stroke-width="9" stroke-linejoin="round"/></g>`).join('')}`;

const sofa: Draw = (p) => `${shadow(200, 316, 170)}<rect x="74" y="116" width="252" height="120" rx="26" fill="${p.c(45, 50)}"/>
<rect x="92" y="134" width="100" height="84" rx="18" fill="${p.c(45, 60)}"/><rect x="208" y="134" width="100" height="84" rx="18" fill="${p.c(45, 60)}"/>
<rect x="62" y="212" width="276" height="70" rx="18" fill="${p.c(45, 58)}"/><rect x="40" y="172" width="52" height="120" rx="24" fill="${p.c(45, 45)}"/>
<rect x="308" y="172" width="52" height="120" rx="24" fill="${p.c(45, 45)}"/><path d="M200 216 V280" stroke="${p.c(45, 45)}" stroke-width="3"/>
<path d="M70 292 L64 312 M330 292 L336 312" stroke="#6a4a2a" stroke-width="8" stroke-linecap="round"/><rect x="150" y="150" width="48" height="44" rx="10" fill="${p.c(70, 80, 180)}" transform="rotate(-10 174 172)"/>`;

export const HOME = { sofa, bedding, quilt, pillow, wok, thermos, storageBox, mop, bags, hanger };
