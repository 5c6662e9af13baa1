import { createLazyRoute } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { appUpgradeCheck } from '../../../../contract/service/info';
import { APP_VERSION } from '../../../../domain/constants';
import { takeWaitingVersion } from '../../../../pwa/take-update';
import { RELEASE_NOTES } from '../../../../domain/release-notes';
import { toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { InfoState } from '../../../settings/info-state';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = SETTINGS_TEXTS.upgrade;

/** The service worker's waiting version, if any: a new build downloaded and ready to take over. */
function useWaitingWorker(): { waiting: ServiceWorker | null; supported: boolean; check(): Promise<void> } {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!supported) return;
    let reg: ServiceWorkerRegistration | undefined;
    const track = () => setWaiting(reg?.waiting ?? null);
    void navigator.serviceWorker.getRegistration().then((r) => {
      reg = r;
      track();
      r?.addEventListener('updatefound', () => r.installing?.addEventListener('statechange', track));
    });
  }, [supported]);
  async function check() {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg?.update();
    if (reg?.installing) toast(T.found);
    setWaiting(reg?.waiting ?? null);
  }
  return { waiting, supported, check };
}

/**
 * spec §2 user_center/center upgrade page with spec §7 App upgrade check: the host's newest version and its notes;
 * the service worker's waiting version is installed only when the user says so (the update prompt offers it too).
 */
function UpgradeScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const host = useCachedCall(sync, appUpgradeCheck, { version: APP_VERSION });
  const worker = useWaitingWorker();
  const [checking, setChecking] = useState(false);
  const notes = host.data?.hasUpdate ? host.data.notes : RELEASE_NOTES.slice(0, 1);

  async function check() {
    setChecking(true);
    try {
      await Promise.all([host.reload(), worker.supported ? worker.check() : Promise.resolve()]);
    } finally {
      setChecking(false);
    }
  }

  function updateNow() {
    if (worker.waiting) takeWaitingVersion(worker.waiting);
  }

  return (
    <div className="info-page" data-testid="upgrade-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <div className="upgrade-head">
        <img src="/icons/icon.svg" alt="" />
        <div data-testid="upgrade-current">{T.current(APP_VERSION)}</div>
        {host.data && <div className="info-card__meta" data-testid="upgrade-status">{host.data.hasUpdate ? T.latest(host.data.latest) : T.upToDate}</div>}
      </div>
      <InfoState hasData={host.data !== null} loading={host.loading} failure={host.failure} savedAt={host.savedAt} />
      {worker.waiting && <p className="info-caption" role="status">{T.ready}</p>}
      {!worker.supported && <p className="info-caption">{T.noWorker}</p>}
      <div style={{ margin: '12px' }}>
        {worker.waiting
          ? <Button block color="primary" onClick={updateNow}>{T.updateNow}</Button>
          : <Button block color="primary" loading={checking} disabled={!online} onClick={() => void check()}>{online ? T.check : T.offline}</Button>}
      </div>
      <List header={T.notes}>
        {notes.map((n) => (
          <List.Item key={n.version} description={n.notes.join('；')} extra={n.date}>{n.version}</List.Item>
        ))}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.upgrade)({ component: UpgradeScreen });
