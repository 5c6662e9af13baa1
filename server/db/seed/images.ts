import type { Look } from '../../services/catalogue/illustrations/svg-image';

function query(look: Look): string {
  const params = new URLSearchParams();
  for (const key of ['art', 'kind', 'view'] as const) {
    const value = look[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A picture the media service draws from label, hue and look (which drawing, goods kind, view):
 * the demo needs no network images.
 */
export function imageUrl(label: string, hue: number, look: Look = {}): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return `/media/img/${h}/${encodeURIComponent(label)}.svg${query(look)}`;
}

/** A wide banner picture (750×300) drawn the same way. */
export function bannerUrl(label: string, hue: number, look: Look = {}): string {
  return imageUrl(label, hue, look).replace('/media/img/', '/media/banner/');
}

/** The drawing a picture URL names, so a buyer's photo can show the goods it is about. */
export function artOf(url: string): string | undefined {
  return new URLSearchParams(url.split('?')[1] ?? '').get('art') ?? undefined;
}
