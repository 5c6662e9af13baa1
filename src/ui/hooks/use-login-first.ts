import { useNavigate, useRouteContext } from '@tanstack/react-router';

/** PATHS.login (ui may not import routes; routes/login-path.test.ts keeps the two the same). */
export const LOGIN_PATH = '/pages/main/login/login';

/** spec §4 "cancel goes back": to the screen before, or home when the app was opened on this one. */
function goBack(): void {
  if (history.length > 1) history.back();
  else location.hash = '#/';
}

/**
 * spec §4, a protected action inside a page visitors may open (add to cart, follow, send, join): true when the user is
 * logged in; otherwise asks, then opens the login page, which comes back to `redirect` (this screen unless given), or
 * goes back on cancel. Whole logged-in routes use routes/guards requireLogin instead.
 */
export function useLoginFirst(): (redirect?: string) => Promise<boolean> {
  const context = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  return async (redirect = location.hash.slice(1)) => {
    if (context.session.isLoggedIn()) return true;
    if (await context.askLogin()) void navigate({ to: LOGIN_PATH, search: { redirect } as never });
    else goBack();
    return false;
  };
}
