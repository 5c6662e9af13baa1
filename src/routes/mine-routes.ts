import { companyManageRoute, shopManageRoute } from './pages/area/area-coming';
import { appDownRoute } from './pages/global/app_down';
import { userInfoRoute } from './pages/user_center/center/user_info';
import { syncStatusRoute } from './pages/user_center/sync_status';

/** Issue 19: the download page anyone may open. */
export const MINE_ROUTES = [appDownRoute] as const;

/** Issue 19: the profile summary, the sync status page and the role areas' placeholders. */
export const MINE_AUTH_ROUTES = [userInfoRoute, syncStatusRoute, shopManageRoute, companyManageRoute] as const;
