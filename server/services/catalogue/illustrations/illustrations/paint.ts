/** What a drawing gets: a colour scheme from the hue, the text printed on the product, a seed for variation. */
export interface Paint {
  h: number;
  /** hsl() of the product's hue turned by dh, at saturation s and lightness l. */
  c(s: number, l: number, dh?: number): string;
  /** Short text for packaging and covers (a brand or a title), already XML-escaped. */
  text: string;
  /** 0..1023, stable per picture: picks patterns and small variations. */
  seed: number;
}

/** A product drawing on the 400×400 stage, resting on y≈330 and centred on x=200. */
export type Draw = (p: Paint) => string;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) % 1024;
}

export function makePaint(hue: number, text: string, seed: number): Paint {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return {
    h,
    c: (s, l, dh = 0) => `hsl(${(h + dh + 360) % 360},${s}%,${l}%)`,
    text: escapeXml(text),
    seed,
  };
}

export const FONT = 'font-family="PingFang SC,Microsoft YaHei,WenQuanYi Micro Hei,sans-serif"';

/** Text centred at x,y; size in px. */
export function label(x: number, y: number, size: number, fill: string, text: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" fill="${fill}" ${FONT} ${extra}>${text}</text>`;
}

/** A soft contact shadow under a product. */
export function shadow(cx = 200, cy = 332, rx = 120, ry = 14): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".12"/>`;
}

/** Linear gradient definition (vertical unless horizontal). */
export function grad(id: string, from: string, to: string, horizontal = false): string {
  const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function pick<T>(seed: number, items: readonly T[]): T {
  return items[seed % items.length] as T;
}
