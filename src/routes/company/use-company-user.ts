import { companyUserInfo } from '../../contract/company/users';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useAppContext } from '../use-app-context';
import { useAdminHistory } from './admin-history';

/** One user as the administrator sees them, and their history; both open offline from their last state. */
export function useCompanyUser(userId: string) {
  const { sync } = useAppContext();
  const info = useCachedCall(sync, companyUserInfo, { userId });
  const log = useAdminHistory('user', userId);
  return { info, log, reload: () => Promise.all([info.reload(), log.reload()]) };
}
