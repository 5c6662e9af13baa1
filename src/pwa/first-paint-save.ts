import { FIRST_PAINT_KEY } from './first-paint';

/** Saving the home as shown for the next start's first paint (first-paint.ts, docs/decisions/020). */
const MAX_CHARS = 300_000;
/** What a tap on the painted screen may stand for; the app clicks the same thing once it shows. */
const TAPPABLE = 'button, a[href], [role="button"], [role="tab"], .adm-tab-bar-item, .home__search';
/**
 * Parts that say how things stand now (sync, offline, an update), which an old copy would misstate; and a swiper's
 * slides after the first, which stand in a row only with the swiper chunk's styles (the app shows the first alone too).
 */
const LEFT_OUT = '.sync-status, .offline-notice, .adm-toast-mask, .adm-mask, .adm-popup, .adm-swiper-slide ~ .adm-swiper-slide, .adm-swiper-indicator';
const SAVE_AFTER_MS = 1500;

function entryScript(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** Called by the home when its goods have shown; saves a little later, once the screen has settled. */
export function saveFirstPaintSoon(root: HTMLElement | null = document.getElementById('root')): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => saveFirstPaint(root), SAVE_AFTER_MS);
}

function saveFirstPaint(root: HTMLElement | null): void {
  const entry = entryScript();
  if (!root || !entry || !root.querySelector('.page.home .goods-card')) return;
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(LEFT_OUT).forEach((part) => part.remove());
  const html = copy.innerHTML;
  if (html.length > MAX_CHARS) return;
  try {
    localStorage.setItem(FIRST_PAINT_KEY, JSON.stringify({ entry, html, tappable: TAPPABLE }));
  } catch {
    // A full storage only costs the fast first paint.
  }
}

