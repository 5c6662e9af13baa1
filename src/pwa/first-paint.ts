/**
 * The home's first screen as last shown, painted by public/first-paint.js before the bundle has run, and handed over
 * to the app when it shows its own (docs/decisions/020). The stored markup is the app's own rendering of public data
 * (the home's sections and goods), never another user's: it is dropped when the login changes. Saving it is in
 * first-paint-save.ts, loaded once the home has shown, so the page's first chunk carries only the hand-over.
 */
export const FIRST_PAINT_KEY = 'starq:first-paint';
const HOLDER_ID = 'first-paint';
const HAND_OVER_BY_MS = 5000;

interface RememberedTap { tag: string; className: string; text: string }

export function forgetFirstPaint(): void {
  try {
    localStorage.removeItem(FIRST_PAINT_KEY);
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
  if (!holder?.firstChild) {
    holder?.remove();
    return;
  }
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
