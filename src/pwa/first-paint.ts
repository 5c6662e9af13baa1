/**
 * The home's first screen as last shown, painted by public/first-paint.js before the bundle has run, and handed over
 * to the app when it shows its own (docs/decisions/020). The stored markup is the app's own rendering of public data
 * (the home's sections and goods), never another user's: it is dropped when the login changes.
 */
const KEY = 'starq:first-paint';
const HOLDER_ID = 'first-paint';
const MAX_CHARS = 300_000;
/** What a tap on the painted screen may stand for; the app clicks the same thing once it shows. */
const TAPPABLE = 'button, a[href], [role="button"], [role="tab"], .adm-tab-bar-item, .home__search';
/**
 * Parts that say how things stand now (sync, offline, an update), which an old copy would misstate; and a swiper's
 * slides after the first, which stand in a row only with the swiper chunk's styles (the app shows the first alone too).
 */
const LEFT_OUT = '.sync-status, .offline-notice, .adm-toast-mask, .adm-mask, .adm-popup, .adm-swiper-slide ~ .adm-swiper-slide, .adm-swiper-indicator';
const SAVE_AFTER_MS = 1500;
const HAND_OVER_BY_MS = 5000;

interface RememberedTap { tag: string; className: string; text: string }

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
    localStorage.setItem(KEY, JSON.stringify({ entry, html, tappable: TAPPABLE }));
  } catch {
    // A full storage only costs the fast first paint.
  }
}

export function forgetFirstPaint(): void {
  clearTimeout(saveTimer);
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function replayTap(root: HTMLElement, tap: RememberedTap): void {
  const same = Array.from(root.getElementsByTagName(tap.tag))
    .find((element) => element.className === tap.className && element.textContent === tap.text);
  if (same instanceof HTMLElement) same.click();
}

/**
 * Removes the painted copy in the same task as the app's screen appears in `root` (a mutation observer runs before the
 * next paint, so the two never show together), or after a few seconds whatever happens, and replays a tap made on it.
 */
export function handOverFirstPaint(root: HTMLElement): void {
  const holder = document.getElementById(HOLDER_ID);
  if (!holder?.firstChild) return;
  const handOver = () => {
    observer.disconnect();
    clearTimeout(timer);
    const tap = holder.dataset.tap;
    holder.remove();
    if (tap) replayTap(root, JSON.parse(tap) as RememberedTap);
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('.app__main > *')) handOver();
  });
  const timer = setTimeout(handOver, HAND_OVER_BY_MS);
  observer.observe(root, { childList: true, subtree: true });
}
