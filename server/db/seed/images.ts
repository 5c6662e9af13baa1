/** A picture the media service draws from label and hue: the demo needs no network images. */
export function imageUrl(label: string, hue: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return `/media/img/${h}/${encodeURIComponent(label)}.svg`;
}

/** A wide banner picture (750×300) drawn the same way. */
export function bannerUrl(label: string, hue: number): string {
  return imageUrl(label, hue).replace('/media/img/', '/media/banner/');
}
