/**
 * Taking a waiting version once the user said 立即更新 (the update prompt and the upgrade page share it).
 *
 * Chromium can park an accepted update: a fetch from the app (the sync worker retrying, say) that lands while the new
 * worker moves to activating restarts the old worker, the activation is abandoned and the new worker stays waiting;
 * asking it to skip waiting again does nothing (seen in the chaos runs, seeds 47 and 68). So the acceptance is kept
 * for this tab, the page reloads if no new worker took control soon, and the reloaded page takes the waiting version
 * without asking again. The attempts are bounded: after them the prompt asks as before, nothing loops.
 */

const ACCEPTED_KEY = 'starq:update-accepted';
/** How long a new worker may take to take control before the page reloads to let it. */
export const PARKED_UPDATE_RELOAD_MS = 4_000;
/** Reloads spent on one acceptance before the user is asked again. */
const MAX_ATTEMPTS = 3;
/** An acceptance older than this is not acted on (the tab was left open, a later build is another question). */
const ACCEPTANCE_TTL_MS = 120_000;

export interface Acceptance {
  at: number;
  attempts: number;
}

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function readAcceptance(): Acceptance | null {
  try {
    const value = JSON.parse(session()?.getItem(ACCEPTED_KEY) ?? 'null') as Acceptance | null;
    return value && typeof value.at === 'number' && typeof value.attempts === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Whether a waiting version found at start is one the user already accepted in this tab (no second question). */
export function acceptedAlready(acceptance: Acceptance | null, now: number): boolean {
  return acceptance !== null && now - acceptance.at < ACCEPTANCE_TTL_MS && acceptance.attempts < MAX_ATTEMPTS;
}

export function hasAcceptedUpdate(): boolean {
  return acceptedAlready(readAcceptance(), Date.now());
}

/** The page starts with no version waiting: whatever was accepted has been taken. */
export function forgetAcceptedUpdate(): void {
  session()?.removeItem(ACCEPTED_KEY);
}

/** Asks the waiting worker to take over; reloads when it does, or after PARKED_UPDATE_RELOAD_MS if it was parked. */
export function takeWaitingVersion(waiting: ServiceWorker): void {
  const previous = readAcceptance();
  const attempts = previous && acceptedAlready(previous, Date.now()) ? previous.attempts + 1 : 1;
  session()?.setItem(ACCEPTED_KEY, JSON.stringify({ at: previous && attempts > 1 ? previous.at : Date.now(), attempts } satisfies Acceptance));
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  setTimeout(reload, PARKED_UPDATE_RELOAD_MS);
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
