import { KIND_LOOKS } from './kinds';
import { grad, type Draw, type Paint } from './paint';

/** main: the product shot; detail: a close-up; photo: on a table at home; icon: a category tile. */
export type View = 'main' | 'detail' | 'photo' | 'icon';

export const VIEWS: readonly View[] = ['main', 'detail', 'photo', 'icon'];

const FOCUS = [[200, 170], [200, 240], [160, 200], [240, 200]] as const;

function backdrop(view: View, p: Paint): string {
  if (view === 'icon') return `<rect width="400" height="400" fill="${p.c(55, 93)}"/>`;
  if (view === 'detail') return `<rect width="400" height="400" fill="${p.c(20, 97, 180)}"/>`;
  if (view === 'photo') {
    return `<rect width="400" height="400" fill="${p.c(25, 88, 150)}"/><rect y="300" width="400" height="100" fill="#c89a64"/>
<path d="M0 330 H400 M0 362 Q200 352 400 366" stroke="#a8784a" stroke-width="2" fill="none"/>
<rect x="330" y="230" width="44" height="74" rx="6" fill="#f4f1ea"/><path d="M352 232 Q320 180 338 140 M352 232 Q380 170 368 130 M352 232 Q352 190 354 160" stroke="#4a8a3a" stroke-width="6" fill="none"/>`;
  }
  return `<defs>${grad('bg', p.c(30, 97, 180), p.c(25, 90, 180))}</defs><rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="336" rx="190" ry="34" fill="#fff" opacity=".6"/>`;
}

function placement(view: View, p: Paint): string {
  if (view === 'icon') return 'translate(200 206) scale(.78) translate(-200 -200)';
  if (view === 'photo') return 'translate(40 68) scale(.72)';
  if (view === 'detail') {
    const [x, y] = FOCUS[p.seed % FOCUS.length] ?? [200, 200];
    return `translate(200 200) scale(1.7) translate(${-x} ${-y})`;
  }
  const angle = (p.seed % 9) - 4;
  const scale = 0.9 + (p.seed % 5) * 0.02;
  return `rotate(${angle} 200 300) translate(200 205) scale(${scale.toFixed(2)}) translate(-200 -200)`;
}

/** A square product picture: the drawing staged for its view, dressed for its goods kind. */
export function stage(draw: Draw, p: Paint, view: View, kind: string | null): string {
  const look = kind && view !== 'icon' ? KIND_LOOKS[kind] : undefined;
  const back = look?.back(p) || backdrop(view, p);
  const place = look?.place && view !== 'detail' ? look.place : placement(view, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">${back}
<g transform="${place}">${draw(p)}</g>${look?.over?.(p) ?? ''}</svg>`;
}
