import { tokenLoginRegister } from '../contract/account/users';
import type { ApiClient } from './client';
import type { SessionStore } from './session-store';

/**
 * spec §7 Token login: an app launched with usersToken and projectCode in its
 * query posts the login-registration call and keeps the login it answers. The
 * parameters then leave the address bar, so a reload or a shared link does not
 * carry the token. Answers whether a login was made.
 */
export async function loginFromLaunch(url: URL, api: ApiClient, session: SessionStore, replaceUrl: (url: string) => void): Promise<boolean> {
  const usersToken = url.searchParams.get('usersToken');
  if (!usersToken) return false;
  const projectCode = url.searchParams.get('projectCode') ?? undefined;
  url.searchParams.delete('usersToken');
  url.searchParams.delete('projectCode');
  replaceUrl(url.toString());
  try {
    session.login(await api.call(tokenLoginRegister, { usersToken, projectCode }));
    return true;
  } catch {
    // An unknown or expired launch token leaves the visitor as they were (4010/4012 already cleared any stale login).
    return false;
  }
}
