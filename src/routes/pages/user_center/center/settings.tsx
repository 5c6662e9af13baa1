import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { APP_VERSION } from '../../../../domain/constants';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { signOut } from '../../../sign-out';
import { useAppContext } from '../../../use-app-context';
import '../../../settings/settings.css';
import { goBack } from '../../../go-back';

const T = SETTINGS_TEXTS.settings;
/** Built by the account-security part of issue 15 (spec §2 user_center/settings/account-safe). */
const ACCOUNT_SAFE_HASH = '#/pages/user_center/settings/account-safe';

/** spec §2 user_center/center/settings: the settings hub. */
function SettingsScreen() {
  const { api, session, sync } = useAppContext();
  const navigate = useNavigate();

  async function clearCache() {
    if (!(await confirmDialog(T.clearCacheConfirm, { title: T.clearCache }))) return;
    const removed = (await sync.clearCache?.()) ?? 0;
    toast(`${T.cacheCleared(removed)}，${T.cacheKept}`);
  }

  async function leave() {
    if (await signOut({ api, session })) void navigate({ to: PATHS.mine });
  }

  return (
    <div className="info-page" data-testid="settings-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <List>
        <List.Item onClick={() => void navigate({ to: PATHS.userInfo })}>{T.profile}</List.Item>
        <List.Item onClick={() => { location.hash = ACCOUNT_SAFE_HASH; }}>{T.accountSafe}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.noticeSettings })}>{T.notices}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.memberCenter })}>{T.memberCenter}</List.Item>
      </List>
      <List>
        <List.Item onClick={() => void clearCache()}>{T.clearCache}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.lineService })}>{T.lineService}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.aboutUs })}>{T.about}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.agreement, search: { code: 'user' } })}>{T.userAgreement}</List.Item>
        <List.Item onClick={() => void navigate({ to: PATHS.agreement, search: { code: 'privacy' } })}>{T.privacy}</List.Item>
        <List.Item extra={T.version(APP_VERSION)} onClick={() => void navigate({ to: PATHS.upgrade })}>{T.upgrade}</List.Item>
      </List>
      {session.isLoggedIn() && (
        <div className="settings-logout">
          <Button block onClick={() => void leave()}>{T.logout}</Button>
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.settings}` as const)({ component: SettingsScreen });
