import { grad, label, shadow, type Draw } from './paint';

const gloss = (x: number, y: number, h: number) => `<rect x="${x}" y="${y}" width="10" height="${h}" rx="5" fill="#fff" opacity=".35"/>`;

const cream: Draw = (p) => `${shadow(200, 326, 120)}<defs>${grad('s', p.c(40, 92), p.c(40, 76))}</defs>
<rect x="92" y="190" width="216" height="134" rx="22" fill="url(#s)" stroke="${p.c(30, 70)}" stroke-width="2"/>
<rect x="84" y="136" width="232" height="64" rx="14" fill="${p.c(50, 40)}"/><rect x="84" y="136" width="232" height="14" rx="7" fill="#fff" opacity=".25"/>
${label(200, 266, 24, p.c(50, 30), p.text)}<path d="M120 290 H280" stroke="${p.c(50, 40)}" stroke-width="2"/>`;

const serum: Draw = (p) => `${shadow(200, 330, 70)}<defs>${grad('s', p.c(70, 45), p.c(80, 22))}</defs>
<ellipse cx="200" cy="66" rx="20" ry="26" fill="#1f1f1f"/><rect x="172" y="84" width="56" height="46" rx="6" fill="#d9b26a"/>
<rect x="136" y="130" width="128" height="198" rx="26" fill="url(#s)"/>${gloss(150, 146, 150)}
<rect x="150" y="206" width="100" height="66" rx="4" fill="#fff" opacity=".9"/>${label(200, 246, 18, p.c(60, 25), p.text)}`;

const mask: Draw = (p) => `${shadow(200, 330, 130)}
<rect x="120" y="84" width="200" height="240" rx="10" fill="${p.c(40, 70, 30)}" transform="rotate(8 220 200)"/>
<rect x="84" y="70" width="200" height="250" rx="10" fill="${p.c(60, 86)}" stroke="${p.c(40, 70)}" stroke-width="2"/>
<path d="M84 92 H284" stroke="${p.c(40, 70)}" stroke-dasharray="6 4" stroke-width="2"/>
<ellipse cx="184" cy="186" rx="56" ry="70" fill="#fff" opacity=".85"/><g fill="${p.c(40, 70)}"><ellipse cx="164" cy="170" rx="12" ry="6"/><ellipse cx="204" cy="170" rx="12" ry="6"/><ellipse cx="184" cy="226" rx="16" ry="6"/></g>
${label(184, 292, 20, p.c(60, 30), p.text)}`;

const cleanser: Draw = (p) => `${shadow(200, 330, 70)}
<path d="M146 72 H254 L240 274 H160Z" fill="${p.c(30, 95)}" stroke="${p.c(30, 78)}" stroke-width="2"/><rect x="146" y="64" width="108" height="12" rx="3" fill="${p.c(30, 82)}"/>
<rect x="154" y="274" width="92" height="54" rx="10" fill="${p.c(60, 50)}"/>${label(200, 170, 20, p.c(60, 35), p.text)}
<path d="M170 190 Q200 210 230 190" stroke="${p.c(60, 55)}" stroke-width="3" fill="none"/>${label(200, 230, 14, p.c(20, 50), '洁面乳')}`;

const lipstick: Draw = (p) => `${shadow(200, 332, 130)}<defs>${grad('s', '#e8d6a8', '#a8843c', true)}</defs>
<path d="M124 88 Q128 70 150 60 L176 70 V130 H124Z" fill="${p.c(80, 42, -p.h)}"/><rect x="118" y="128" width="64" height="44" fill="url(#s)"/>
<rect x="114" y="170" width="72" height="160" rx="6" fill="#1d1d22"/>${gloss(126, 180, 140)}
<rect x="220" y="150" width="72" height="180" rx="6" fill="#1d1d22" transform="rotate(8 256 240)"/>
<rect x="226" y="296" width="60" height="18" fill="url(#s)" transform="rotate(8 256 240)"/>`;

const foundation: Draw = (p) => `${shadow(200, 330, 90)}
<rect x="170" y="72" width="60" height="64" rx="6" fill="#222"/><rect x="190" y="52" width="20" height="26" fill="#333"/><rect x="150" y="40" width="60" height="14" rx="4" fill="#333"/>
<rect x="126" y="134" width="148" height="194" rx="14" fill="hsl(28,45%,74%)" stroke="#d9d2c9" stroke-width="4"/>${gloss(140, 150, 160)}
${label(200, 240, 20, '#4a3628', p.text)}${label(200, 270, 13, '#6a5648', 'SPF 30')}`;

const perfume: Draw = (p) => `${shadow(200, 330, 100)}<defs>${grad('s', p.c(70, 82), p.c(70, 55))}</defs>
<rect x="166" y="58" width="68" height="62" rx="6" fill="#1e1e22"/><rect x="186" y="116" width="28" height="22" fill="#c9a85a"/>
<path d="M110 150 Q110 136 124 136 H276 Q290 136 290 150 V316 Q290 328 278 328 H122 Q110 328 110 316Z" fill="url(#s)" stroke="#fff" stroke-width="6" opacity=".95"/>
<rect x="146" y="200" width="108" height="54" fill="#fff" opacity=".8"/>${label(200, 234, 18, '#333', p.text)}${gloss(124, 150, 160)}`;

const shampoo: Draw = (p) => `${shadow(200, 332, 80)}
<path d="M200 64 H260 V76 H214 V96" stroke="#eee" stroke-width="10" fill="none"/><rect x="180" y="92" width="40" height="34" rx="4" fill="#f2f2f2"/>
<path d="M140 150 Q140 124 170 124 H230 Q260 124 260 150 V316 Q260 330 246 330 H154 Q140 330 140 316Z" fill="${p.c(60, 55)}"/>
<rect x="154" y="180" width="92" height="110" rx="8" fill="#fff" opacity=".9"/>${label(200, 226, 18, p.c(60, 30), p.text)}
<path d="M170 256 Q200 240 230 256" stroke="${p.c(60, 50)}" stroke-width="4" fill="none"/>${gloss(150, 150, 140)}`;

const toothbrush: Draw = (p) => `${shadow(200, 332, 80)}
<rect x="186" y="44" width="28" height="90" rx="12" fill="#f4f4f4" stroke="#ddd" stroke-width="2"/><rect x="192" y="52" width="16" height="30" rx="4" fill="${p.c(70, 65)}"/>
<rect x="170" y="128" width="60" height="180" rx="28" fill="${p.c(30, 90)}" stroke="#ddd" stroke-width="2"/>
<circle cx="200" cy="180" r="11" fill="${p.c(60, 50)}"/><rect x="194" y="212" width="12" height="40" rx="6" fill="${p.c(40, 70)}"/>
<ellipse cx="200" cy="316" rx="58" ry="16" fill="#e9e9ec"/>`;

export const BEAUTY = { cream, serum, mask, cleanser, lipstick, foundation, perfume, shampoo, toothbrush };
