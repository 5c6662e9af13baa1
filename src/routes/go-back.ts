import { PATHS } from './paths';
import { ROLE_AREAS } from './role-wall';

/** Where 返回 leads from this path when the screen was opened from a link (issue 33.9): its role area's home, else the app's. */
export function areaHomeOf(pathname: string): string {
  return ROLE_AREAS.find(({ prefix }) => pathname.startsWith(prefix))?.home ?? PATHS.home;
}

/**
 * Whether this tab has a screen of the app to go back to. The router numbers the entries it makes (0 for the one the
 * app opened at); an entry it did not make (a hash changed by hand) falls back to the tab's history length.
 */
function hasScreenBehind(): boolean {
  const index = (history.state as { __TSR_index?: unknown } | null)?.__TSR_index;
  return typeof index === 'number' ? index > 0 : history.length > 1;
}

/**
 * 返回 and "done, go back": the previous screen, or, when the app was opened at this screen from a link (nothing to go
 * back to in the app), the area's home instead of leaving the app for a blank page.
 */
export function goBack(fallback?: string): void {
  if (hasScreenBehind()) {
    history.back();
    return;
  }
  const pathname = location.hash.replace(/^#/, '').split('?')[0] ?? '';
  location.replace(`#${fallback ?? areaHomeOf(pathname)}`);
}
