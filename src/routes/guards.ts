import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AppContext } from './context';
import { PATHS } from './paths';
import { roleWallOf } from './role-wall';

/**
 * One guard for every logged-in route (STYLE: beforeLoad in one layout route).
 * Not logged in: ask; yes → the login page, then back here; cancel → stay where the user was.
 */
export async function requireLogin(context: AppContext, location: ParsedLocation): Promise<void> {
  if (context.session.isLoggedIn()) return;
  // A screen of the shop or platform area shows 无权访问 with 去登录 (root.tsx): one answer, not a dialog over it.
  if (roleWallOf(location.pathname, context.session.get())) return;
  const wantsLogin = await context.askLogin();
  if (wantsLogin) throw redirect({ to: PATHS.login, search: { redirect: location.href } });
  const from = context.previousHref();
  throw redirect({ href: from && from !== location.href ? from : '/' });
}
