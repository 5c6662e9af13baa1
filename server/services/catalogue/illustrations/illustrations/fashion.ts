import { grad, pick, shadow, type Draw, type Paint } from './paint';

/** Tiny print (dots or flowers) laid over a garment through a clip path. */
function print(p: Paint, id: string, path: string): string {
  const style = p.seed % 3;
  if (style === 0) return '';
  const dot = style === 1
    ? `<circle cx="6" cy="6" r="2.4" fill="#fff" opacity=".7"/><circle cx="18" cy="18" r="2" fill="${p.c(80, 80, 160)}"/>`
    : '<path d="M0 12 H24 M12 0 V24" stroke="#fff" stroke-width="2" opacity=".35"/>';
  return `<defs><pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse">${dot}</pattern></defs><path d="${path}" fill="url(#${id})"/>`;
}

const TEE = 'M150 80 Q200 104 250 80 L320 112 L300 170 L270 158 V320 H130 V158 L100 170 L80 112Z';
const LONG = 'M152 76 Q200 96 248 76 L300 96 Q330 200 326 300 H296 L282 168 L276 322 H124 L118 168 L104 300 H74 Q70 200 100 96Z';
const DRESS = 'M164 70 Q200 92 236 70 L250 80 L240 150 Q238 176 248 190 L316 326 Q200 346 84 326 L152 190 Q162 176 160 150 L150 80Z';

const tshirt: Draw = (p) => `${shadow(200, 330, 110)}<path d="${TEE}" fill="${p.c(60, 62)}"/>${print(p, 'f', TEE)}
<path d="M150 80 Q200 112 250 80" fill="none" stroke="${p.c(50, 45)}" stroke-width="6"/><path d="M130 158 V200 M270 158 V200" stroke="#000" opacity=".08" stroke-width="10"/>`;

const shirt: Draw = (p) => `${shadow(200, 330, 120)}<path d="${LONG}" fill="${p.c(35, 86)}"/>
<path d="M152 76 L176 120 L200 96 L224 120 L248 76 L228 70 L200 90 L172 70Z" fill="${p.c(30, 94)}" stroke="${p.c(30, 70)}" stroke-width="2"/>
<path d="M200 96 V322" stroke="${p.c(30, 70)}" stroke-width="2"/><g fill="${p.c(20, 60)}"><circle cx="207" cy="140" r="3"/><circle cx="207" cy="190" r="3"/><circle cx="207" cy="240" r="3"/><circle cx="207" cy="290" r="3"/></g>
<rect x="222" y="140" width="34" height="30" rx="3" fill="none" stroke="${p.c(30, 70)}" stroke-width="2"/>`;

const dress: Draw = (p) => `${shadow(200, 334, 120)}<path d="${DRESS}" fill="${p.c(65, 55)}"/>${print(p, 'f', DRESS)}
<path d="M152 186 Q200 200 248 186" stroke="${p.c(50, 35)}" stroke-width="8" fill="none"/><path d="M164 70 Q200 110 236 70" fill="none" stroke="${p.c(50, 40)}" stroke-width="4"/>
<path d="M200 200 L170 326 M200 200 L230 326" stroke="#000" opacity=".08" stroke-width="6"/>`;

const cardigan: Draw = (p) => `${shadow(200, 330, 120)}<path d="${LONG}" fill="${p.c(40, 72)}"/>
<path d="M152 76 L200 220 L248 76" fill="${p.c(20, 96)}"/><path d="M152 76 L200 220 V322 M248 76 L200 220" stroke="${p.c(40, 55)}" stroke-width="5" fill="none"/>
<g fill="${p.c(30, 95)}"><circle cx="190" cy="240" r="5"/><circle cx="190" cy="272" r="5"/><circle cx="190" cy="304" r="5"/></g>
<path d="M124 300 H276" stroke="${p.c(40, 58)}" stroke-width="14" opacity=".6"/>`;

function quilting(y0: number): string {
  let d = '';
  for (let y = y0; y < 320; y += 34) d += `M80 ${y} Q200 ${y + 10} 320 ${y}`;
  return `<path d="${d}" stroke="#000" opacity=".12" stroke-width="3" fill="none"/>`;
}

const puffer: Draw = (p) => `${shadow(200, 334, 130)}
<path d="M146 84 Q200 40 254 84 L306 104 Q336 210 334 310 H298 L288 180 L284 326 H116 L112 180 L102 310 H66 Q64 210 94 104Z" fill="${p.c(55, 50)}"/>
<path d="M150 86 Q200 36 250 86 Q200 70 150 86Z" fill="${p.c(55, 38)}"/>${quilting(130)}<path d="M200 90 V326" stroke="${p.c(20, 85)}" stroke-width="4"/>`;

const jacket: Draw = (p) => `${shadow(200, 330, 120)}<path d="${LONG}" fill="${p.c(35, 40)}"/>
<path d="M152 76 L200 100 L248 76 L256 60 L200 84 L144 60Z" fill="${p.c(35, 28)}"/><path d="M200 100 V322" stroke="#d9d9d9" stroke-width="4"/>
<rect x="124" y="300" width="152" height="22" fill="${p.c(35, 28)}"/><path d="M140 200 h36 M224 200 h36" stroke="${p.c(35, 28)}" stroke-width="5"/>`;

const trousers: Draw = (p) => `${shadow(200, 334, 100)}
<path d="M130 66 H270 L290 326 H216 L200 150 L184 326 H110Z" fill="${p.c(30, 42)}"/><rect x="130" y="66" width="140" height="20" fill="${p.c(30, 34)}"/>
<path d="M200 86 V150 M150 94 Q160 120 176 100 M250 94 Q240 120 224 100" stroke="${p.c(30, 30)}" stroke-width="3" fill="none"/>`;

const onesie: Draw = (p) => `${shadow(200, 330, 100)}
<path d="M160 80 Q200 100 240 80 L300 110 L286 160 L262 150 L266 270 Q266 320 220 322 L200 290 L180 322 Q134 320 134 270 L138 150 L114 160 L100 110Z" fill="${p.c(45, 82)}"/>
${print({ ...p, seed: 1 }, 'f', 'M138 150 H262 V270 H138Z')}<circle cx="200" cy="160" r="4" fill="${p.c(40, 60)}"/><circle cx="200" cy="190" r="4" fill="${p.c(40, 60)}"/>
<circle cx="230" cy="220" r="18" fill="${p.c(70, 62, 180)}" opacity=".7"/>`;

const kidsOutfit: Draw = (p) => `${shadow(200, 334, 130)}
<path d="M96 110 Q130 80 150 86 Q160 60 184 70 Q174 110 156 110 L196 116 L206 240 H86 L92 170 L74 174 Z" fill="${p.c(60, 60)}"/>
<path d="M214 170 H326 L334 330 H284 L270 220 L256 330 H206Z" fill="${p.c(40, 40, 180)}"/>
<circle cx="140" cy="170" r="20" fill="#fff" opacity=".8"/><circle cx="134" cy="166" r="3"/><circle cx="146" cy="166" r="3"/>`;

function sneakerPath(p: Paint, kid: boolean): string {
  const upper = kid ? p.c(70, 60, 30) : p.c(55, 52);
  return `${shadow(200, 300, 150)}
<path d="M58 278 Q56 240 70 226 L150 170 Q178 150 200 168 L230 196 Q290 206 330 226 Q350 240 344 278Z" fill="${upper}"/>
<path d="M52 276 H348 Q352 300 330 302 H70 Q50 300 52 276Z" fill="#f6f6f6" stroke="#ccc" stroke-width="2"/>
<path d="M96 260 Q200 206 300 250" fill="none" stroke="#fff" stroke-width="${kid ? 18 : 12}"/>
${kid ? `<rect x="170" y="190" width="60" height="22" rx="6" fill="${p.c(30, 92)}" transform="rotate(20 200 200)"/>` : '<path d="M160 184 L176 200 M176 176 L192 194 M192 170 L208 188" stroke="#fff" stroke-width="5"/>'}
<path d="M70 226 Q60 200 96 200" stroke="${p.c(40, 30)}" stroke-width="6" fill="none"/>`;
}

const sneaker: Draw = (p) => sneakerPath(p, false);
const kidsShoe: Draw = (p) => `<g transform="translate(30 50) scale(.85)">${sneakerPath(p, true)}</g>`;

const canvasShoe: Draw = (p) => `${shadow(200, 300, 150)}
<path d="M60 276 Q58 220 90 200 L170 150 V110 Q200 96 230 106 L236 190 Q300 200 330 230 Q346 250 342 276Z" fill="${pick(p.seed, ['#f2f2f2', p.c(60, 45), '#2a2a2e'])}"/>
<path d="M52 272 H350 Q354 300 334 302 H68 Q48 300 52 272Z" fill="#fafafa" stroke="#bbb" stroke-width="2"/><path d="M56 284 H348" stroke="${p.c(70, 45)}" stroke-width="4"/>
<path d="M286 214 Q340 230 342 272 H300 Q300 240 286 214Z" fill="#fafafa" stroke="#ccc" stroke-width="2"/>
<path d="M180 130 L216 140 M178 150 L218 160 M180 170 L220 180" stroke="#fff" stroke-width="4"/><circle cx="214" cy="122" r="9" fill="#fff" stroke="${p.c(70, 45)}" stroke-width="3"/>`;

const GOLD = grad('g', '#fff1b8', '#c8901c');

const goldJewelry: Draw = (p) => `<defs>${GOLD}</defs>${shadow(200, 318, 140)}
<ellipse cx="160" cy="250" rx="96" ry="54" fill="none" stroke="url(#g)" stroke-width="22"/>
<ellipse cx="160" cy="250" rx="96" ry="54" fill="none" stroke="#8a5e0a" stroke-width="2" stroke-dasharray="4 10" opacity=".5"/>
<circle cx="292" cy="282" r="28" fill="none" stroke="url(#g)" stroke-width="11"/>
<path d="M250 60 Q270 130 276 150 M330 60 Q310 130 304 150" stroke="#d4a73b" stroke-width="3" fill="none"/>
<circle cx="290" cy="176" r="30" fill="url(#g)"/><text x="290" y="187" font-size="30" text-anchor="middle" fill="#8a5e0a" font-weight="bold">${p.seed % 2 ? '福' : '囍'}</text>`;

const goldBar: Draw = () => `<defs>${GOLD}</defs>${shadow(200, 318, 150)}
<g stroke="#a8741a" stroke-width="2"><path d="M70 310 L96 250 H224 L246 310Z" fill="url(#g)"/><path d="M164 310 L188 250 H306 L330 310Z" fill="url(#g)"/>
<path d="M116 250 L140 188 H262 L284 250Z" fill="url(#g)"/></g>
<text x="200" y="230" font-size="22" text-anchor="middle" fill="#8a5e0a" font-weight="bold">Au999</text><text x="158" y="292" font-size="16" text-anchor="middle" fill="#8a5e0a">50g</text>`;

const silver: Draw = () => `<defs>${grad('g', '#ffffff', '#9aa3ad')}</defs>${shadow(200, 326, 80)}
<path d="M110 70 Q120 220 200 250 Q280 220 290 70" fill="none" stroke="#b8c0c8" stroke-width="4" stroke-dasharray="6 3"/>
<path d="M200 250 L232 290 L200 330 L168 290Z" fill="url(#g)" stroke="#8a939c" stroke-width="2"/><circle cx="200" cy="290" r="8" fill="#cfe6ff"/>`;

export const FASHION = { tshirt, shirt, dress, cardigan, puffer, jacket, trousers, onesie, kidsOutfit, sneaker, kidsShoe, canvasShoe, goldJewelry, goldBar, silver };
