import { shadow, type Draw } from './paint';

const yogaMat: Draw = (p) => `${shadow(200, 328, 160)}
<path d="M120 250 H340 L360 320 H140Z" fill="${p.c(55, 62)}"/><path d="M150 270 H340 M160 296 H350" stroke="#fff" stroke-width="2" opacity=".4"/>
<rect x="60" y="170" width="100" height="150" rx="50" fill="${p.c(55, 52)}"/><ellipse cx="110" cy="245" rx="42" ry="70" fill="${p.c(55, 66)}"/>
<path d="M110 200 Q140 220 110 260 Q84 240 108 222" stroke="${p.c(55, 45)}" stroke-width="4" fill="none"/>`;

function strings(): string {
  let d = '';
  for (let i = -60; i <= 60; i += 15) d += `M${200 + i} 60 V200 M140 ${130 + i} H260`;
  return `<path d="${d}" stroke="#fff" stroke-width="1.5" opacity=".8"/>`;
}

const racket: Draw = (p) => `${shadow(200, 334, 120)}<g transform="rotate(-24 200 200)">
<clipPath id="o"><ellipse cx="200" cy="130" rx="62" ry="78"/></clipPath><ellipse cx="200" cy="130" rx="62" ry="78" fill="#2a2c31" opacity=".15"/><g clip-path="url(#o)">${strings()}</g>
<ellipse cx="200" cy="130" rx="62" ry="78" fill="none" stroke="${p.c(75, 48)}" stroke-width="9"/><path d="M200 208 V300" stroke="#444" stroke-width="6"/>
<rect x="190" y="290" width="20" height="70" rx="8" fill="${p.c(40, 25)}"/></g>
<path d="M270 250 L300 300 H330 L350 250Z" fill="#fff" stroke="#ccc" stroke-width="2"/><ellipse cx="315" cy="304" rx="16" ry="12" fill="${p.c(60, 60)}"/>`;

const dumbbell: Draw = (p) => `${shadow(200, 320, 160)}<rect x="90" y="218" width="220" height="22" rx="8" fill="#b8bcc4"/>
${[60, 270].map((x) => `<path d="M${x + 35} 160 L${x + 70} 180 V280 L${x + 35} 300 L${x} 280 V180Z" fill="${p.c(30, 25)}"/><rect x="${x + 25}" y="196" width="20" height="66" rx="4" fill="${p.c(70, 50)}"/>`).join('')}`;

const jumpRope: Draw = (p) => `${shadow(200, 330, 140)}
<path d="M130 120 C40 300 360 380 270 120" stroke="${p.c(70, 50)}" stroke-width="6" fill="none"/>
<rect x="112" y="70" width="36" height="100" rx="16" fill="#2c2e33"/><rect x="252" y="70" width="36" height="100" rx="16" fill="#2c2e33"/>
<rect x="116" y="96" width="28" height="30" rx="4" fill="${p.c(70, 55)}"/><rect x="256" y="96" width="28" height="30" rx="4" fill="#9be29b"/>`;

const tent: Draw = (p) => `${shadow(200, 322, 170)}
<path d="M40 318 Q120 120 200 80 Q280 120 360 318Z" fill="${p.c(65, 52)}"/><path d="M200 80 Q160 200 150 318 M200 80 Q240 200 250 318" stroke="${p.c(60, 38)}" stroke-width="4" fill="none"/>
<path d="M160 318 Q200 200 240 318Z" fill="${p.c(60, 28)}"/><path d="M200 230 L180 318 M200 230 L220 318" stroke="${p.c(65, 65)}" stroke-width="3"/>
<path d="M40 318 L20 330 M360 318 L380 330" stroke="#888" stroke-width="3"/>`;

const backpack: Draw = (p) => `${shadow(200, 334, 110)}
<path d="M150 90 Q150 60 200 60 Q250 60 250 90" stroke="${p.c(40, 28)}" stroke-width="10" fill="none"/>
<rect x="112" y="86" width="176" height="244" rx="44" fill="${p.c(60, 45)}"/><path d="M112 130 Q200 100 288 130 V160 Q200 130 112 160Z" fill="${p.c(60, 35)}"/>
<rect x="140" y="220" width="120" height="90" rx="22" fill="${p.c(60, 38)}"/><path d="M150 240 H250" stroke="#e9e9e9" stroke-width="4"/>
<rect x="190" y="244" width="20" height="10" rx="3" fill="#ddd"/>`;

const campChair: Draw = (p) => `${shadow(200, 330, 140)}
<path d="M90 330 L300 150 M310 330 L100 150" stroke="#3a3d44" stroke-width="9" stroke-linecap="round"/>
<path d="M110 90 Q200 70 290 90 L286 250 Q200 280 114 250Z" fill="${p.c(65, 48)}"/><path d="M130 160 Q200 175 270 160" stroke="${p.c(65, 35)}" stroke-width="4" fill="none"/>
<path d="M76 210 H124 M276 210 H324" stroke="#3a3d44" stroke-width="9" stroke-linecap="round"/>`;

export const SPORTS = { yogaMat, racket, dumbbell, jumpRope, tent, backpack, campChair };
