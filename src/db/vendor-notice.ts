/** The first line of the notice RxDB's free Dexie storage prints at its first write in each realm (a sales banner). */
const OPEN_CORE_BANNER = '-------------- RxDB Open Core RxStorage';

/**
 * Issue 33.9: the banner was printed at every page load and worker start (82 times in one walk), burying the warnings
 * that matter. Only that banner is dropped, by its text; every other warning still shows. The premium flag is not
 * faked: this is the free edition, used as its licence allows.
 */
export function silenceOpenCoreBanner(target: Pick<Console, 'warn'> = console): void {
  const warn = target.warn.bind(target);
  if ((target.warn as { starqFiltered?: boolean }).starqFiltered) return;
  const filtered = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(OPEN_CORE_BANNER)) return;
    warn(...args);
  };
  target.warn = Object.assign(filtered, { starqFiltered: true });
}
