import { grad, label, pick, shadow, type Draw } from './paint';

const formula: Draw = (p) => `${shadow(200, 332, 110)}<defs>${grad('s', '#ffffff', p.c(40, 86), true)}</defs>
<rect x="112" y="104" width="176" height="226" rx="18" fill="url(#s)" stroke="#d8d8de" stroke-width="3"/>
<rect x="104" y="80" width="192" height="40" rx="12" fill="${p.c(70, 48)}"/><circle cx="200" cy="200" r="48" fill="${p.c(70, 90)}"/>
<circle cx="200" cy="190" r="22" fill="#f6d4b4"/><path d="M168 232 Q200 204 232 232Z" fill="${p.c(60, 70)}"/><circle cx="192" cy="188" r="3"/><circle cx="208" cy="188" r="3"/>
${label(200, 282, 20, p.c(70, 32), p.text)}${label(200, 308, 14, p.c(30, 50), '800g')}`;

const cereal: Draw = (p) => `${shadow(200, 332, 120)}<rect x="120" y="76" width="160" height="254" rx="8" fill="${p.c(60, 70)}"/>
<rect x="120" y="76" width="160" height="40" fill="${p.c(60, 55)}"/><ellipse cx="200" cy="220" rx="56" ry="28" fill="#fff"/><ellipse cx="200" cy="214" rx="44" ry="16" fill="#f4e6c4"/>
${label(200, 166, 24, '#fff', p.text, 'font-weight="bold"')}<path d="M250 236 L310 300" stroke="#f0f0f0" stroke-width="10" stroke-linecap="round"/>`;

const BRICK = ['#e53935', '#fbc02d', '#1e88e5', '#43a047', '#fb8c00'];

function brick(x: number, y: number, w: number, fill: string): string {
  const studs = Array.from({ length: w }, (_, i) => `<rect x="${x + 8 + i * 36}" y="${y - 10}" width="22" height="12" rx="3" fill="${fill}" stroke="#0002" stroke-width="2"/>`).join('');
  return `${studs}<rect x="${x}" y="${y}" width="${w * 36}" height="44" rx="4" fill="${fill}" stroke="#0002" stroke-width="2"/>`;
}

const bricks: Draw = (p) => `${shadow(200, 332, 150)}${brick(56, 286, 4, pick(p.seed, BRICK))}${brick(200, 286, 4, pick(p.seed + 1, BRICK))}
${brick(92, 232, 6, pick(p.seed + 2, BRICK))}${brick(128, 178, 2, pick(p.seed + 3, BRICK))}${brick(200, 178, 2, pick(p.seed + 4, BRICK))}${brick(164, 124, 2, pick(p.seed, BRICK))}`;

const plush: Draw = (p) => {
  const panda = /熊猫/.test(p.text);
  const fur = panda ? '#fafafa' : pick(p.seed, ['#c8945a', '#f3c6d4', '#e8dcc8', p.c(40, 78)]);
  const dark = panda ? '#222' : '#7a5030';
  return `${shadow(200, 334, 110)}<ellipse cx="200" cy="270" rx="92" ry="66" fill="${fur}"/>
<circle cx="130" cy="90" r="32" fill="${panda ? dark : fur}"/><circle cx="270" cy="90" r="32" fill="${panda ? dark : fur}"/><circle cx="200" cy="160" r="86" fill="${fur}"/>
<ellipse cx="166" cy="150" rx="${panda ? 22 : 8}" ry="${panda ? 16 : 8}" fill="${dark}"/><ellipse cx="234" cy="150" rx="${panda ? 22 : 8}" ry="${panda ? 16 : 8}" fill="${dark}"/>
<circle cx="166" cy="148" r="4" fill="#fff"/><circle cx="234" cy="148" r="4" fill="#fff"/><ellipse cx="200" cy="186" rx="12" ry="8" fill="${dark}"/>
<ellipse cx="150" cy="320" rx="30" ry="18" fill="${panda ? dark : fur}"/><ellipse cx="250" cy="320" rx="30" ry="18" fill="${panda ? dark : fur}"/>
<circle cx="144" cy="190" r="12" fill="#ff8aa0" opacity=".5"/><circle cx="256" cy="190" r="12" fill="#ff8aa0" opacity=".5"/>`;
};

const rcCar: Draw = (p) => `${shadow(200, 322, 160)}
<path d="M60 250 Q60 210 100 200 L150 150 H260 L300 200 Q344 206 344 250 V270 H60Z" fill="${p.c(80, 50)}"/>
<path d="M160 160 H250 L282 200 H130Z" fill="#bfe4ff" stroke="#222" stroke-width="4"/><path d="M206 160 V200" stroke="#222" stroke-width="4"/>
${[110, 290].map((x) => `<circle cx="${x}" cy="270" r="46" fill="#222"/><circle cx="${x}" cy="270" r="20" fill="#bbb"/>`).join('')}
<rect x="200" y="120" width="4" height="36" fill="#333"/><circle cx="202" cy="118" r="5" fill="#e53935"/>`;

const PIECE = 'M0 0 H40 Q36 -20 50 -20 Q64 -20 60 0 H100 V40 Q120 36 120 50 Q120 64 100 60 V100 H0Z';

const puzzle: Draw = (p) => `${shadow(200, 330, 140)}${[[70, 120, 0], [176, 120, 1], [70, 226, 2], [190, 210, 3]].map(([x, y, i]) =>
  `<path d="${PIECE}" transform="translate(${x} ${y}) rotate(${i === 3 ? 14 : 0} 50 50)" fill="${p.c(65, 55 + (i ?? 0) * 8, (i ?? 0) * 50)}" stroke="#fff" stroke-width="4"/>`).join('')}`;

const toyFigure: Draw = (p) => `${shadow(200, 334, 80)}<ellipse cx="200" cy="320" rx="70" ry="14" fill="${p.c(30, 80)}"/>
<path d="M160 220 Q150 300 170 320 H230 Q250 300 240 220Z" fill="${p.c(70, 60)}"/>
<circle cx="200" cy="150" r="92" fill="#fde2cc"/><path d="M108 150 Q110 56 200 56 Q290 56 292 150 Q250 110 200 120 Q150 100 108 150Z" fill="${p.c(50, 40, 180)}"/>
<ellipse cx="170" cy="168" rx="12" ry="16" fill="#222"/><ellipse cx="230" cy="168" rx="12" ry="16" fill="#222"/><circle cx="174" cy="162" r="4" fill="#fff"/><circle cx="234" cy="162" r="4" fill="#fff"/>
<path d="M188 204 Q200 212 212 204" stroke="#c44" stroke-width="3" fill="none"/><circle cx="150" cy="196" r="10" fill="#ff9aa8" opacity=".6"/><circle cx="250" cy="196" r="10" fill="#ff9aa8" opacity=".6"/>`;

export const BABY = { formula, cereal, bricks, plush, rcCar, puzzle, toyFigure };
