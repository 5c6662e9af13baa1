function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A product picture drawn from its label and hue, so the demo catalogue has
 * images without any network (the seed points goods at /media/img/:hue/:label.svg).
 */
export function renderGoodsSvg(label: string, hue: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const text = escapeXml(label.slice(0, 8));
  const size = text.length > 4 ? 36 : 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h},70%,88%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},65%,70%)"/>
</linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="165" r="82" fill="hsl(${h},60%,45%)" opacity="0.85"/>
<rect x="150" y="120" width="100" height="90" rx="14" fill="#fff" opacity="0.9"/>
<text x="200" y="320" font-size="${size}" text-anchor="middle" fill="hsl(${h},55%,25%)" font-family="sans-serif">${text}</text>
</svg>`;
}

/** A wide banner (750×300): the label large on a gradient. */
export function renderBannerSvg(label: string, hue: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h},75%,55%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},70%,40%)"/>
</linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>
<circle cx="640" cy="60" r="120" fill="#fff" opacity="0.12"/><circle cx="90" cy="280" r="90" fill="#fff" opacity="0.1"/>
<text x="60" y="170" font-size="56" font-weight="bold" fill="#fff" font-family="sans-serif">${escapeXml(label.slice(0, 10))}</text>
</svg>`;
}
