import { grad, label, shadow, type Draw } from './paint';

const lens = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1d22" stroke="#555" stroke-width="3"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 4}" fill="#8aa4c8" opacity=".6"/>`;

const phone: Draw = (p) => `${shadow(200, 336, 110)}<defs>${grad('s', p.c(80, 62), p.c(70, 38, 40))}</defs>
<g transform="rotate(9 250 200)"><rect x="190" y="62" width="122" height="250" rx="22" fill="${p.c(30, 72)}" stroke="${p.c(20, 55)}" stroke-width="3"/>
<rect x="202" y="76" width="64" height="70" rx="16" fill="${p.c(25, 62)}"/>${lens(221, 95, 11)}${lens(248, 95, 11)}${lens(221, 125, 11)}</g>
<rect x="92" y="72" width="124" height="258" rx="22" fill="#16181d"/><rect x="99" y="79" width="110" height="244" rx="17" fill="url(#s)"/>
<circle cx="154" cy="92" r="5" fill="#16181d"/><path d="M99 250 Q150 200 209 236 V306 Q209 323 192 323 H116 Q99 323 99 306Z" fill="#fff" opacity=".18"/>
${label(154, 150, 30, '#fff', '12:30', 'font-weight="300"')}`;

const phoneCase: Draw = (p) => `${shadow(200, 336, 95)}
<rect x="118" y="58" width="164" height="276" rx="30" fill="${p.c(70, 68)}" opacity=".92" stroke="${p.c(55, 48)}" stroke-width="5"/>
<rect x="136" y="76" width="66" height="74" rx="18" fill="${p.c(30, 94)}" stroke="${p.c(55, 48)}" stroke-width="3"/>
${lens(155, 97, 10)}${lens(183, 97, 10)}${lens(155, 128, 10)}
<rect x="283" y="122" width="6" height="40" rx="3" fill="${p.c(55, 48)}"/><path d="M140 300 L270 170" stroke="#fff" stroke-width="14" opacity=".25"/>
${label(200, 250, 22, p.c(50, 35), p.text)}`;

const charger: Draw = (p) => `${shadow(200, 336, 100)}
<path d="M262 250 C320 260 330 320 250 322 C200 324 160 330 130 300" fill="none" stroke="${p.c(10, 30)}" stroke-width="9" stroke-linecap="round"/>
<rect x="112" y="288" width="36" height="24" rx="5" fill="#ccc" transform="rotate(-40 130 300)"/>
<rect x="130" y="92" width="140" height="170" rx="24" fill="${p.c(8, 96)}" stroke="#d3d6dc" stroke-width="3"/>
<rect x="130" y="92" width="140" height="42" rx="20" fill="${p.c(60, 55)}"/><rect x="130" y="116" width="140" height="18" fill="${p.c(60, 55)}"/>
<rect x="160" y="190" width="34" height="12" rx="6" fill="#2b2d33"/><rect x="206" y="190" width="34" height="12" rx="6" fill="#2b2d33"/>
${label(200, 168, 22, p.c(20, 35), '65W', 'font-weight="bold"')}<rect x="182" y="58" width="8" height="36" rx="2" fill="#b8bcc4"/><rect x="210" y="58" width="8" height="36" rx="2" fill="#b8bcc4"/>`;

const laptop: Draw = (p) => `${shadow(200, 318, 165)}<defs>${grad('s', p.c(70, 65), p.c(80, 35, 50))}</defs>
<rect x="74" y="88" width="252" height="166" rx="10" fill="#2a2c31"/><rect x="84" y="98" width="232" height="146" rx="3" fill="url(#s)"/>
<path d="M84 210 Q170 150 316 196 V244 H84Z" fill="#fff" opacity=".18"/>
<path d="M50 256 H350 L334 296 Q332 302 324 302 H76 Q68 302 66 296Z" fill="${p.c(8, 82)}" stroke="${p.c(8, 66)}" stroke-width="2"/>
<rect x="170" y="268" width="60" height="22" rx="3" fill="${p.c(8, 74)}"/><rect x="176" y="256" width="48" height="5" rx="2" fill="${p.c(8, 68)}"/>`;

function keys(p: Parameters<Draw>[0]): string {
  const out: string[] = [];
  for (let r = 0; r < 4; r += 1) {
    for (let k = 0; k < 12; k += 1) {
      const lit = (r * 12 + k + p.seed) % 7 === 0;
      out.push(`<rect x="${68 + k * 22.5}" y="${160 + r * 24}" width="19" height="20" rx="3" fill="${lit ? p.c(80, 60, k * 20) : '#3a3d44'}"/>`);
    }
  }
  return out.join('');
}

const keyboard: Draw = (p) => `${shadow(200, 272, 160)}
<rect x="56" y="146" width="288" height="126" rx="14" fill="${p.c(20, 22)}" stroke="${p.c(60, 55)}" stroke-width="3"/>${keys(p)}
<rect x="130" y="256" width="140" height="10" rx="3" fill="#3a3d44"/>`;

const mouse: Draw = (p) => `${shadow(200, 330, 80)}<defs>${grad('s', p.c(60, 58), p.c(60, 35))}</defs>
<path d="M200 70 C270 70 282 160 280 230 C278 300 240 326 200 326 C160 326 122 300 120 230 C118 160 130 70 200 70Z" fill="url(#s)"/>
<path d="M200 70 V160" stroke="#111" stroke-width="3" opacity=".5"/><rect x="192" y="106" width="16" height="38" rx="8" fill="#222"/>
<path d="M150 110 C160 90 180 80 196 78" stroke="#fff" stroke-width="8" fill="none" opacity=".3" stroke-linecap="round"/>`;

const monitor: Draw = (p) => `${shadow(200, 330, 100)}<defs>${grad('s', p.c(60, 80), p.c(70, 45, 30))}</defs>
<rect x="48" y="70" width="304" height="186" rx="8" fill="#222428"/><rect x="54" y="76" width="292" height="170" fill="url(#s)"/>
<path d="M54 246 L140 160 L200 210 L260 140 L346 220 V246Z" fill="${p.c(40, 30, 20)}" opacity=".7"/><circle cx="290" cy="116" r="16" fill="#fff" opacity=".7"/>
<path d="M186 256 H214 L222 312 H178Z" fill="#9aa0a8"/><rect x="138" y="310" width="124" height="14" rx="7" fill="#b5bac2"/>`;

const earbuds: Draw = (p) => `${shadow(200, 330, 130)}
<rect x="70" y="180" width="150" height="140" rx="46" fill="#fafafa" stroke="#d8d8dc" stroke-width="3"/>
<path d="M70 230 H220" stroke="#d8d8dc" stroke-width="3"/><circle cx="145" cy="270" r="5" fill="${p.c(70, 50)}"/>
<g fill="#fff" stroke="#d0d0d6" stroke-width="3"><circle cx="262" cy="140" r="30"/><rect x="250" y="150" width="22" height="96" rx="11"/>
<circle cx="318" cy="190" r="26"/><rect x="307" y="198" width="20" height="90" rx="10"/></g>
<circle cx="262" cy="136" r="12" fill="${p.c(30, 30)}"/><circle cx="318" cy="186" r="10" fill="${p.c(30, 30)}"/>`;

const speaker: Draw = (p) => `${shadow(200, 334, 90)}<defs><pattern id="m" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.6" fill="#000" opacity=".18"/></pattern></defs>
<rect x="120" y="96" width="160" height="230" rx="44" fill="${p.c(25, 55)}"/><rect x="120" y="96" width="160" height="230" rx="44" fill="url(#m)"/>
<ellipse cx="200" cy="110" rx="78" ry="20" fill="${p.c(20, 30)}"/><ellipse cx="200" cy="110" rx="48" ry="10" fill="none" stroke="${p.c(90, 65, 180)}" stroke-width="4"/>
<rect x="176" y="290" width="48" height="12" rx="6" fill="#fff" opacity=".5"/>`;

const watch: Draw = (p) => `${shadow(200, 336, 70)}
<path d="M160 60 H240 L232 140 H168Z M168 260 H232 L240 334 H160Z" fill="${p.c(45, 45)}"/>
<path d="M168 90 H232 M168 300 H232" stroke="${p.c(45, 35)}" stroke-width="4"/>
<circle cx="200" cy="200" r="80" fill="#2a2b2f" stroke="#9ea3ab" stroke-width="6"/><circle cx="200" cy="200" r="66" fill="#0b0c0f"/>
<g fill="none" stroke-width="8" stroke-linecap="round"><circle cx="200" cy="200" r="50" stroke="${p.c(90, 55)}" stroke-dasharray="230 400"/>
<circle cx="200" cy="200" r="38" stroke="${p.c(90, 55, 120)}" stroke-dasharray="160 400"/></g>
${label(200, 208, 22, '#fff', '10:08')}<rect x="280" y="184" width="10" height="30" rx="4" fill="#9ea3ab"/>`;

export const DIGITAL = { phone, phoneCase, charger, laptop, keyboard, mouse, monitor, earbuds, speaker, watch };
