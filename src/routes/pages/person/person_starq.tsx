import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Avatar, Button, List } from 'antd-mobile';
import { APP_VERSION } from '../../../domain/constants';
import { maskMobile } from '../../../domain/format';
import { useSession } from '../../../ui/hooks/use-session';
import { useSyncStatus } from '../../../ui/hooks/use-sync-status';
import { SHOP_APPLY_TEXTS } from '../../../ui/shop-apply-texts';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { TEXTS } from '../../../ui/texts';
import { CHAT_TEXTS } from '../../../ui/chat-texts';
import { MINE_SERVICE_TEXTS } from '../../../ui/mine-service-texts';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import { signOut } from '../../sign-out';
import { MyListsEntries } from '../../my-lists/my-lists-entries';
import { MineCheckoutEntries } from '../../checkout/mine-entries';
import { KindOrderEntries } from './kind-order-entries';
import { SocialEntries } from '../../social/social-entries';
import type { SyncStatus } from '../../../sync/status';

function syncSummary(status: SyncStatus): string {
  const parts = [
    status.online ? '' : TEXTS.sync.offline,
    status.pending > 0 ? TEXTS.sync.pending(status.pending) : '',
    status.rejected.length > 0 ? TEXTS.syncPage.rejectedTitle : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

function MineScreen() {
  const { api, session: sessionStore, sync } = useAppContext();
  const session = useSession(sessionStore);
  const status = useSyncStatus(sync);
  const navigate = useNavigate();
  const loggedIn = sessionStore.isLoggedIn();
  const info = session.userInfo;
  const openProfile = () => void (loggedIn
    ? navigate({ to: PATHS.userInfo })
    : navigate({ to: PATHS.login, search: { redirect: PATHS.mine } }));

  return (
    <div className="page mine">
      <header className="mine__header">
        <button type="button" className="mine__avatar" aria-label={TEXTS.mine.profileTitle} onClick={openProfile}>
          <Avatar src={info.usersLogos ?? ''} style={{ '--size': '56px', '--border-radius': '50%' }} />
        </button>
        {loggedIn ? (
          <div className="mine__user" role="button" tabIndex={0} data-testid="mine-user" onClick={openProfile}>
            <div className="mine__name">{info.usersName}</div>
            <div className="mine__phone">{maskMobile(info.usersPhone ?? '')}</div>
          </div>
        ) : (
          <Button className="mine__login" onClick={() => void navigate({ to: PATHS.login, search: { redirect: PATHS.mine } })}>
            {TEXTS.mine.loginPrompt}
          </Button>
        )}
      </header>
      <List>
        <List.Item onClick={() => void navigate({ to: PATHS.cart })}>{TEXTS.mine.cart}</List.Item>
        {loggedIn && <MineCheckoutEntries />}
        {loggedIn && <KindOrderEntries />}
        <MyListsEntries />
        <SocialEntries loggedIn={loggedIn} />
        {loggedIn && session.shopToken && <List.Item onClick={() => void navigate({ to: PATHS.shopManage })}>{TEXTS.mine.shopArea}</List.Item>}
        {loggedIn && !session.shopToken && <List.Item onClick={() => void navigate({ to: PATHS.enterType })}>{SHOP_APPLY_TEXTS.entries.openShop}</List.Item>}
        {loggedIn && session.platCompanyId && (
          <List.Item onClick={() => void navigate({ to: PATHS.companyManage })}>{TEXTS.mine.companyArea}</List.Item>
        )}
        {loggedIn && (
          <List.Item data-testid="mine-sync" onClick={() => void navigate({ to: PATHS.syncStatus })} extra={syncSummary(status)}>
            {TEXTS.mine.sync}
          </List.Item>
        )}
        {loggedIn && <List.Item data-testid="mine-settings" onClick={() => void navigate({ to: PATHS.settings })}>{SETTINGS_TEXTS.settings.title}</List.Item>}
        {loggedIn && <List.Item data-testid="mine-service" onClick={() => void navigate({ to: PATHS.myService })}>{CHAT_TEXTS.myService}</List.Item>}
        {loggedIn && <List.Item data-testid="mine-notices" onClick={() => void navigate({ to: PATHS.notices })}>{MINE_SERVICE_TEXTS.notices}</List.Item>}
        {loggedIn && <List.Item data-testid="mine-invite" onClick={() => void navigate({ to: PATHS.extensionCode })}>{MINE_SERVICE_TEXTS.invite}</List.Item>}
        <List.Item data-testid="mine-help" onClick={() => void navigate({ to: PATHS.helpCenter })}>{MINE_SERVICE_TEXTS.help}</List.Item>
        {loggedIn && <List.Item data-testid="mine-feedback" onClick={() => void navigate({ to: PATHS.feedback })}>{MINE_SERVICE_TEXTS.feedback}</List.Item>}
      </List>
      {loggedIn && (
        <div className="mine__logout">
          <Button block onClick={() => void signOut({ api, session: sessionStore })}>{TEXTS.mine.logout}</Button>
        </div>
      )}
      <p className="mine__version">{TEXTS.mine.version(APP_VERSION)}</p>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.mine)({ component: MineScreen });
