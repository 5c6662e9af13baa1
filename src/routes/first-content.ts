/** How long a start waits for the home's goods before doing what waits for them anyway (another screen, no goods). */
const FIRST_CONTENT_WAIT_MS = 5000;

let firstContentShown: () => void = () => undefined;
const firstContent = new Promise<void>((resolve) => { firstContentShown = resolve; });

/** The home says when its goods are on screen. */
export function homeContentShown(): void {
  firstContentShown();
}

/**
 * Resolves once the home shows its goods, or FIRST_CONTENT_WAIT_MS after the app started: what a first visit does
 * besides its first screen (warming the other screens' chunks, registering the service worker, which precaches ~480
 * files) waits for it, as it took the network and the CPU from the sync worker and the home's calls (decision 039).
 */
export const afterFirstContent: Promise<void> = Promise.race([
  firstContent,
  new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONTENT_WAIT_MS)),
]);
