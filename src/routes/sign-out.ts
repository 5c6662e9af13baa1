import { logout } from '../contract/account/users';
import { MESSAGES } from '../domain/messages';
import { confirmDialog } from '../ui/feedback';
import type { AppContext } from './context';

/**
 * 退出登录, from 我的 or 设置: asks 是否退出登录？, clears the login on this phone and tells the host. Answers whether the
 * user went through with it.
 *
 * spec §4 calls logout and then clears. Here the login is cleared first and the call carries the old tokens: cleared
 * last, a read of the sync worker's could meet its own token, just revoked, and its 4012 sent the user who had asked to
 * leave to 请先登录 (CI saw it). The host hears the same call either way; offline it is lost, as before.
 */
export async function signOut({ api, session }: Pick<AppContext, 'api' | 'session'>): Promise<boolean> {
  if (!(await confirmDialog(MESSAGES.logoutConfirm))) return false;
  const { userToken, shopToken } = session.get();
  session.logout();
  void api.call(logout, { action: 'logout' }, { credentials: { userToken, shopToken } }).catch(() => undefined);
  return true;
}
