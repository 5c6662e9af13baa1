import { label, pick, shadow, type Draw, type Paint } from './paint';

type Fill = (p: Paint) => string;

const nuts: Fill = () => [[170, 200], [200, 212], [230, 198], [184, 232], [218, 236]]
  .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="17" ry="12" fill="#b07a3c" stroke="#7a4e1e" stroke-width="2"/>`).join('');
const jerky: Fill = () => `<g fill="#8a3a22" stroke="#5e2414" stroke-width="2"><rect x="158" y="190" width="84" height="20" rx="6" transform="rotate(-10 200 200)"/>
<rect x="162" y="214" width="80" height="20" rx="6" transform="rotate(8 200 224)"/></g>`;
const strips: Fill = () => `<g stroke="#c8281e" stroke-width="12" stroke-linecap="round"><path d="M160 196 L240 210 M158 218 L236 236 M166 240 L238 220"/></g>`;

function snackBag(p: Paint, fill: Fill, text = p.text): string {
  return `${shadow(200, 332, 110)}
<path d="M112 80 H288 L298 300 Q300 330 270 330 H130 Q100 330 102 300Z" fill="${p.c(75, 55)}"/>
<path d="M112 80 H288 V100 H112Z" fill="${p.c(75, 40)}"/><path d="M112 110 H288" stroke="#fff" stroke-width="2" stroke-dasharray="6 4" opacity=".6"/>
<rect x="146" y="170" width="108" height="90" rx="40" fill="#fff" opacity=".9"/>${fill(p)}
${label(200, 150, 28, '#fff', text, 'font-weight="bold"')}${label(200, 296, 16, '#fff', pick(p.seed, ['净含量 500g', '每日一包', '新品上市']))}`;
}

const snacks: Draw = (p) => snackBag(p, nuts);
const jerkyBag: Draw = (p) => snackBag(p, jerky);
const spicy: Draw = (p) => snackBag({ ...p, c: (s, l) => `hsl(2,${s}%,${l}%)` }, strips);

function giftBox(p: Paint, top: string): string {
  return `${shadow(200, 334, 150)}<rect x="60" y="180" width="280" height="150" rx="8" fill="${p.c(70, 40)}"/>
<rect x="52" y="160" width="296" height="40" rx="6" fill="${p.c(70, 32)}"/><rect x="186" y="160" width="28" height="170" fill="#e7c36a"/>
${top}${label(122, 270, 26, '#f7e3a8', p.text, 'font-weight="bold"')}`;
}

const mooncake: Draw = (p) => giftBox(p, `<circle cx="270" cy="132" r="56" fill="#c98a3a" stroke="#9c6222" stroke-width="4"/>
<circle cx="270" cy="132" r="38" fill="none" stroke="#9c6222" stroke-width="3"/>${label(270, 144, 30, '#8a5416', pick(p.seed, ['月', '福', '圆']), 'font-weight="bold"')}`);

const pastry: Draw = (p) => giftBox(p, `<g fill="#e2a552" stroke="#b6782c" stroke-width="3"><ellipse cx="230" cy="140" rx="40" ry="24"/><ellipse cx="300" cy="146" rx="40" ry="24"/></g>
<g fill="#8a4a1a"><circle cx="230" cy="134" r="3"/><circle cx="300" cy="140" r="3"/></g>`);

const tea: Draw = (p) => `${shadow(200, 330, 130)}<rect x="130" y="96" width="140" height="232" rx="10" fill="${p.c(55, 38)}"/>
<rect x="124" y="84" width="152" height="40" rx="8" fill="${p.c(55, 28)}"/><rect x="150" y="150" width="100" height="130" fill="#f5efe0"/>
<text x="200" y="${p.text.length > 2 ? 192 : 210}" font-size="30" text-anchor="middle" fill="${p.c(55, 25)}" writing-mode="tb" font-weight="bold">${p.text.slice(-2)}</text>
<path d="M290 320 Q300 280 330 270 Q336 300 290 320Z M70 324 Q70 290 100 276 Q110 306 70 324Z" fill="#5a8a3a"/>`;

const baijiu: Draw = (p) => `${shadow(200, 332, 110)}<rect x="210" y="110" width="110" height="220" fill="${p.c(70, 38, -p.h)}"/>
<rect x="210" y="110" width="110" height="30" fill="#d9b25a"/><rect x="172" y="54" width="36" height="56" rx="4" fill="#c8281e"/>
<path d="M170 110 Q120 140 120 200 V316 Q120 330 134 330 H246 Q260 330 260 316 V200 Q260 140 210 110Z" fill="#fbf7ef" stroke="#d8cfbf" stroke-width="3"/>
<rect x="140" y="190" width="100" height="90" fill="#c8281e"/>${label(190, 246, 28, '#f8e2a0', p.text.slice(0, 2), 'font-weight="bold"')}`;

const coffee: Draw = (p) => `${shadow(200, 334, 150)}<rect x="218" y="92" width="104" height="236" rx="6" fill="${p.c(30, 28)}"/>
<rect x="218" y="92" width="104" height="26" fill="${p.c(30, 20)}"/>${label(270, 210, 18, '#f5e6cc', 'COFFEE')}
<path d="M88 200 H216 L204 320 Q202 330 192 330 H112 Q102 330 100 320Z" fill="#fff" stroke="#ddd" stroke-width="3"/>
<ellipse cx="152" cy="202" rx="62" ry="12" fill="#6b3e1e"/><path d="M136 200 Q152 190 168 200 Q152 212 136 200Z" fill="#e9d3b0"/>
<path d="M212 226 Q244 230 236 262 Q230 284 206 282" stroke="#ddd" stroke-width="9" fill="none"/>
<g fill="#4a2a12"><ellipse cx="80" cy="324" rx="10" ry="7"/><ellipse cx="58" cy="318" rx="10" ry="7"/></g>`;

function fruitPile(p: Paint): string {
  const kind = /玫瑰|葡萄/.test(p.text) ? 0 : /橙|桔/.test(p.text) ? 1 : /芒/.test(p.text) ? 2 : /富士|苹果/.test(p.text) ? 3 : p.seed % 4;
  if (kind === 0) {
    const dots = [[170, 150], [200, 146], [230, 150], [156, 180], [186, 178], [216, 178], [246, 182], [172, 208], [202, 208], [232, 210], [186, 236], [216, 238], [200, 266]];
    return `<path d="M200 146 Q206 110 230 100" stroke="#6a4a2a" stroke-width="6" fill="none"/>${dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="19" fill="#b4d65a" stroke="#86a83a" stroke-width="2"/>`).join('')}`;
  }
  const [fill, rim] = pick(kind - 1, [['#f79a1e', '#d0740a'], ['#f6c53a', '#e08a1a'], ['#e03a2a', '#a82418']]);
  return [[140, 240], [260, 240], [200, 200]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="${kind === 2 ? 62 : 56}" ry="${kind === 2 ? 46 : 54}" fill="${fill}" stroke="${rim}" stroke-width="3"/>
<ellipse cx="${(x ?? 0) - 18}" cy="${(y ?? 0) - 20}" rx="12" ry="8" fill="#fff" opacity=".35"/>`).join('') + '<path d="M200 150 Q216 120 246 124 Q226 146 200 150Z" fill="#4f9a32"/>';
}

const fruit: Draw = (p) => `${shadow(200, 320, 140)}<path d="M70 260 H330 L310 320 H90Z" fill="#c99a5e"/><g>${fruitPile(p)}</g><path d="M70 262 H330" stroke="#a87a40" stroke-width="6"/>`;

function seaCreature(p: Paint): string {
  if (/蟹/.test(p.text)) {
    return `<g stroke="#a8341c" stroke-width="8" stroke-linecap="round"><path d="M140 230 L96 260 M140 250 L100 290 M260 230 L304 260 M260 250 L300 290 M150 200 Q110 160 130 130 M250 200 Q290 160 270 130"/></g>
<ellipse cx="200" cy="222" rx="82" ry="58" fill="#d9502a"/><ellipse cx="126" cy="124" rx="22" ry="16" fill="#d9502a"/><ellipse cx="274" cy="124" rx="22" ry="16" fill="#d9502a"/><circle cx="184" cy="180" r="5"/><circle cx="216" cy="180" r="5"/>`;
  }
  if (/虾/.test(p.text)) {
    return [0, 1, 2].map((i) => `<path d="M${110 + i * 60} ${260 - i * 30} q40 -70 90 -20 q-10 50 -60 40 l-20 20z" fill="#f2a07a" stroke="#d06a44" stroke-width="3"/>`).join('');
  }
  return `<path d="M70 220 Q160 150 280 210 L330 180 L320 230 L330 270 L280 236 Q160 290 70 220Z" fill="#b9c8d6" stroke="#7c8ea0" stroke-width="3"/><circle cx="104" cy="214" r="6" fill="#333"/>`;
}

const seafood: Draw = (p) => `${shadow(200, 322, 150)}<ellipse cx="200" cy="280" rx="150" ry="40" fill="#eaf4fa" stroke="#bcd4e4" stroke-width="3"/>${seaCreature(p)}`;

const rice: Draw = (p) => `${shadow(200, 332, 120)}<path d="M110 90 Q200 70 290 90 L300 300 Q302 330 272 330 H128 Q98 330 100 300Z" fill="#f4ecd8" stroke="#d4c6a4" stroke-width="3"/>
<path d="M110 90 Q200 106 290 90" stroke="#c8281e" stroke-width="8" fill="none"/><rect x="170" y="64" width="60" height="20" rx="8" fill="#c8281e"/>
${label(200, 190, 36, '#2d6a2a', p.text, 'font-weight="bold"')}${label(200, 234, 24, '#c8281e', '大米')}
<path d="M150 290 Q200 250 250 290" stroke="#d8a632" stroke-width="10" fill="none" stroke-dasharray="4 8"/>`;

const cured: Draw = () => `${shadow(200, 334, 120)}<path d="M90 80 H310" stroke="#8a6a3a" stroke-width="8"/>
${[110, 160, 210, 260].map((x, i) => `<path d="M${x} 84 V96" stroke="#c8b48a" stroke-width="3"/><rect x="${x - 14}" y="96" width="30" height="${200 + (i % 2) * 20}" rx="15" fill="#9c2a1a" stroke="#6a1a0e" stroke-width="2"/><g fill="#f2e0d0" opacity=".7"><circle cx="${x - 4}" cy="160" r="3"/><circle cx="${x + 6}" cy="220" r="3"/></g>`).join('')}
<rect x="276" y="200" width="60" height="120" rx="8" fill="#b4582e"/><rect x="276" y="216" width="60" height="10" fill="#f0d8c0"/>`;

export const FOOD = { snacks, jerkyBag, spicy, mooncake, pastry, tea, baijiu, coffee, fruit, seafood, rice, cured };
