import { useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { isIos, isStandalone, installPrompt, onInstallPromptChange, promptInstall } from '../../pwa/install-prompt';
import { toast } from '../../ui/feedback';
import { SETTINGS_TEXTS } from '../../ui/settings-texts';
import { TEXTS } from '../../ui/texts';
import { PATHS } from '../paths';
import './settings.css';
import { goBack } from '../go-back';

const T = SETTINGS_TEXTS.download;

function useInstallOffer(): boolean {
  const [available, setAvailable] = useState(() => installPrompt() !== null);
  useEffect(() => onInstallPromptChange(() => setAvailable(installPrompt() !== null)), []);
  return available;
}

/**
 * The download pages (spec §2 global app_down, app_down2, app_down3): the browser's own install dialog where it
 * offers one (beforeinstallprompt), the Safari steps on iOS, the menu steps elsewhere.
 */
export function DownloadOffer({ headline }: { headline: string }) {
  const navigate = useNavigate();
  const available = useInstallOffer();
  const [installed, setInstalled] = useState(false);
  const standalone = isStandalone();
  const ios = isIos(navigator.userAgent);

  async function install() {
    const outcome = await promptInstall();
    if (outcome === 'accepted') {
      setInstalled(true);
      toast(T.installed);
    }
    else if (outcome === 'dismissed') toast(T.dismissed);
  }

  return (
    <div className="download-page" data-testid="download-page">
      <NavBar onBack={() => goBack()} style={{ '--border-bottom': 'none' }}>{T.title}</NavBar>
      <div className="download-hero">
        <img src="/icons/icon.svg" alt="" />
        <h1>{TEXTS.appName}</h1>
        <p>{headline}</p>
        <div className="download-slogans">{T.slogans.map((s) => <span key={s}>{s}</span>)}</div>
      </div>
      <section className="info-card" data-testid="install-offer">
        {standalone || installed ? <p data-testid="install-done">{installed ? T.installed : T.standalone}</p> : (
          <>
            <p>{T.offer}</p>
            {available && <Button block color="primary" data-testid="install-button" onClick={() => void install()}>{T.install}</Button>}
            {!available && (
              <div data-testid="install-steps">
                <h2>{ios ? T.iosTitle : T.otherTitle}</h2>
                <ol className="download-steps">{(ios ? T.iosSteps : T.otherSteps).map((s) => <li key={s}>{s}</li>)}</ol>
              </div>
            )}
          </>
        )}
      </section>
      <div style={{ margin: '16px 12px' }}>
        <Button block onClick={() => void navigate({ to: PATHS.home })}>{T.keepBrowsing}</Button>
      </div>
    </div>
  );
}
