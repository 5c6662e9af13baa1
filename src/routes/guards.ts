import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AppContext } from './context';
import { PATHS } from './paths';

/**
 * One guard for every logged-in route (STYLE: beforeLoad in one layout route).
 * Not logged in: ask; yes → the login page, then back here; cancel → stay where the user was.
 */
export async function requireLogin(context: AppContext, location: ParsedLocation): Promise<void> {
  if (context.session.isLoggedIn()) return;
  const wantsLogin = await context.askLogin();
  if (wantsLogin) throw redirect({ to: PATHS.login, search: { redirect: location.href } });
  const from = context.previousHref();
  throw redirect({ href: from && from !== location.href ? from : '/' });
}

/** spec §4 "cancel goes back": to the screen before, or home when the app was opened on this one. */
function goBack(): void {
  if (history.length > 1) history.back();
  else location.hash = '#/';
}

/** For protected actions inside visitor pages (add to cart): true when the user may go on; cancel goes back (spec §4). */
export async function ensureLoggedIn(context: AppContext, navigateToLogin: () => void): Promise<boolean> {
  if (context.session.isLoggedIn()) return true;
  if (await context.askLogin()) navigateToLogin();
  else goBack();
  return false;
}
