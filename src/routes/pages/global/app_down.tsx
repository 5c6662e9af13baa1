import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';

const T = TEXTS.pwa;

/**
 * spec §2 global/app_down. Until the app is in the stores (the account and
 * service issue brings the real page) it says so and shows how to keep the
 * PWA on the home screen: the download buttons never lead to a dead end.
 */
function AppDownScreen() {
  const navigate = useNavigate();
  return (
    <div className="page app-down">
      <NavBar onBack={() => history.back()}>{T.downloadTitle}</NavBar>
      <div className="app-down__body">
        <img src="/icons/icon.svg" alt="" width={88} height={88} />
        <h1 className="app-down__name">{TEXTS.appName}</h1>
        <p>{T.downloadSoon}</p>
        <p className="app-down__hint">{T.installHint}</p>
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.home })}>{T.keepBrowsing}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.appDown)({ component: AppDownScreen });
