import { grad, label, type Paint } from './paint';

/** How a goods kind stages its product: a backdrop, where the product stands, and marks drawn over it. */
export interface KindLook {
  back(p: Paint): string;
  /** Transform for the product group. */
  place?: string;
  over?(p: Paint): string;
}

const stamp = (text: string, color: string) => `<g transform="rotate(-14 336 64)"><circle cx="336" cy="64" r="44" fill="none" stroke="${color}" stroke-width="5"/>
<circle cx="336" cy="64" r="36" fill="none" stroke="${color}" stroke-width="2"/>${label(336, 74, 26, color, text, 'font-weight="bold"')}</g>`;

const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r}Z" fill="${fill}"/>`;

const blindbox: KindLook = {
  back: (p) => `<defs>${grad('kb', p.c(80, 93), p.c(70, 84, 40))}</defs><rect width="400" height="400" fill="url(#kb)"/>
<path d="M222 150 L300 118 L378 150 V290 L300 322 L222 290Z" fill="${p.c(75, 55, 180)}"/><path d="M222 150 L300 182 L378 150 L300 118Z" fill="${p.c(75, 68, 180)}"/>
<path d="M300 182 V322 L378 290 V150Z" fill="${p.c(75, 44, 180)}"/>${label(262, 262, 64, '#fff', '?', 'font-weight="bold"')}${label(340, 258, 48, '#fff', '?', 'font-weight="bold" opacity=".7"')}
${sparkle(70, 70, 16, '#fff')}${sparkle(350, 70, 10, '#fff')}${sparkle(40, 180, 8, p.c(80, 60))}`,
  place: 'translate(-30 70) scale(.75)',
};

const nft: KindLook = {
  back: (p) => `<defs><radialGradient id="kn"><stop offset="0" stop-color="${p.c(70, 30)}"/><stop offset="1" stop-color="#07061a"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#kn)"/><path d="M0 360 H400 M0 380 H400 M40 340 L0 400 M200 340 V400 M360 340 L400 400" stroke="${p.c(90, 60)}" stroke-width="1" opacity=".5"/>`,
  place: 'translate(20 0) scale(.9)',
  over: (p) => `<path d="M348 26 L374 41 V71 L348 86 L322 71 V41Z" fill="none" stroke="${p.c(90, 65)}" stroke-width="3"/>${label(348, 62, 14, '#fff', 'NFT', 'font-weight="bold"')}`,
};

const auction: KindLook = {
  back: () => `<defs><radialGradient id="ka" cy=".3"><stop offset="0" stop-color="#7a2a2a"/><stop offset="1" stop-color="#2a0c10"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#ka)"/><path d="M150 0 H250 L330 330 H70Z" fill="#fff" opacity=".07"/>
<rect x="90" y="330" width="220" height="70" fill="#1a0a0c"/><rect x="80" y="318" width="240" height="16" fill="#3a1a1c"/>`,
  place: 'translate(40 -6) scale(.8)',
  over: () => `<g transform="rotate(-30 330 340)"><rect x="300" y="300" width="70" height="30" rx="6" fill="#b07a3a"/><rect x="330" y="330" width="10" height="70" fill="#8a5a2a"/></g>
${label(60, 56, 30, '#f2d28a', '拍', 'font-weight="bold"')}<rect x="36" y="24" width="48" height="46" fill="none" stroke="#f2d28a" stroke-width="3"/>`,
};

const art: KindLook = {
  back: () => `<rect width="400" height="400" fill="#efeae2"/><rect y="350" width="400" height="50" fill="#cdb89a"/>
<path d="M170 0 H230 L330 330 H70Z" fill="#fff" opacity=".45"/>`,
  place: 'translate(40 0) scale(.8)',
  over: () => '<rect x="166" y="352" width="68" height="26" rx="2" fill="#fff" stroke="#aaa"/><path d="M176 362 H224 M176 370 H210" stroke="#999" stroke-width="2"/>',
};

const gold: KindLook = {
  back: () => `<defs><radialGradient id="kg" cy=".4"><stop offset="0" stop-color="#c0282a"/><stop offset="1" stop-color="#5a0a10"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#kg)"/><ellipse cx="200" cy="330" rx="170" ry="34" fill="#3a0408" opacity=".5"/>`,
  over: () => `${sparkle(80, 80, 14, '#ffe9a0')}${sparkle(330, 110, 10, '#ffe9a0')}${sparkle(110, 150, 6, '#fff')}`,
};

const meta: KindLook = {
  back: () => `<defs>${grad('km', '#1a1446', '#4a2a8a')}</defs><rect width="400" height="400" fill="url(#km)"/>
<g fill="#fff"><circle cx="60" cy="60" r="2"/><circle cx="150" cy="40" r="1.5"/><circle cx="330" cy="70" r="2"/><circle cx="280" cy="30" r="1.5"/></g>
<circle cx="320" cy="110" r="30" fill="#b8a8ff" opacity=".5"/>`,
};

const ip: KindLook = { back: () => '', over: () => stamp('正版', '#d42a2a') };

const global: KindLook = {
  back: () => '',
  over: () => `<path d="M0 0 H130 L0 130Z" fill="#2a5ab8"/><path d="M0 118 L118 0" stroke="#fff" stroke-width="6" stroke-dasharray="12 10"/>
${label(44, 56, 26, '#fff', '直邮', 'font-weight="bold" transform="rotate(-45 44 56)"')}`,
};

export const KIND_LOOKS: Record<string, KindLook> = { blindbox, nft, auction, art, gold, meta, ip, global };
