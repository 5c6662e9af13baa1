import { isListEntry, MARKS } from './illustrations/marks';
import { FONT, escapeXml, hashOf, makePaint } from './illustrations/paint';
import { figureFor, FIGURES, isFigure } from './illustrations/registry';
import { stage, VIEWS, type View } from './illustrations/scene';

/** What the query of a picture URL may ask for (see server/db/seed/images.ts). */
export interface Look {
  /** A drawing (registry FIGURES) or a mark (brand, shop, avatar, rank); guessed from the label when absent. */
  art?: string;
  /** The goods kind, which stages the product its own way (blind box, NFT, auction…). */
  kind?: string;
  view?: string;
}

const asView = (view: string | undefined): View => (VIEWS.find((v) => v === view) ?? 'main');

/**
 * A product picture drawn from its label, hue and look, so the demo catalogue has
 * images without any network (the seed points goods at /media/img/:hue/:label.svg?art=…).
 */
export function renderGoodsSvg(label: string, hue: number, look: Look = {}): string {
  const paint = makePaint(hue, label.slice(0, 8), hashOf(`${label}/${Math.round(hue)}`));
  const art = look.art ?? '';
  if (isListEntry(art)) return MARKS[art](paint);
  const figure = isFigure(art) ? art : figureFor([label]) ?? 'parcel';
  return stage(FIGURES[figure], paint, asView(look.view), look.kind ?? null);
}

/** A wide banner (750×300): the label large on a gradient, its product drawn on the right. */
export function renderBannerSvg(label: string, hue: number, look: Look = {}): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const figure = look.art && isFigure(look.art) ? look.art : figureFor([label]);
  const paint = makePaint(h + 30, '', hashOf(label));
  const product = figure
    ? `<circle cx="590" cy="150" r="118" fill="#fff" opacity=".92"/><g transform="translate(590 156) scale(.56) translate(-200 -200)">${FIGURES[figure](paint)}</g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="bn" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h},75%,55%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},70%,40%)"/>
</linearGradient></defs>
<rect width="750" height="300" fill="url(#bn)"/>
<circle cx="640" cy="60" r="160" fill="#fff" opacity=".12"/><circle cx="90" cy="280" r="90" fill="#fff" opacity=".1"/>${product}
<text x="50" y="160" font-size="54" font-weight="bold" fill="#fff" ${FONT}>${escapeXml(label.slice(0, 10))}</text>
<rect x="50" y="196" width="150" height="44" rx="22" fill="#fff"/><text x="125" y="226" font-size="22" text-anchor="middle" fill="hsl(${h},70%,40%)" ${FONT}>立即抢购 ›</text>
</svg>`;
}
