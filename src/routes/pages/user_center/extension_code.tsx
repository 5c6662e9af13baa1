import { useEffect, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, NavBar, NoticeBar } from 'antd-mobile';
import { inviteInfo } from '../../../contract/account/account';
import { formatDateTime } from '../../../domain/relative-time';
import { ACCOUNT_TEXTS } from '../../../ui/account-texts';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../ui/hooks/use-online';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import './settings/account.css';
import { goBack } from '../../go-back';

const T = ACCOUNT_TEXTS.invite;

/** The registration link a friend opens: the register screen with the code filled in. */
function inviteLink(origin: string, code: string): string {
  return `${origin}/#${PATHS.register}?code=${encodeURIComponent(code)}`;
}

/** The QR code is drawn by `qrcode`, loaded only here so it never reaches another screen's chunk. */
function useQrCode(text: string): { url: string; failed: boolean } {
  const [state, setState] = useState({ url: '', failed: false });
  useEffect(() => {
    if (!text) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { width: 440, margin: 1, color: { dark: '#222222', light: '#ffffff' } }))
      .then((url) => { if (live) setState({ url, failed: false }); })
      .catch(() => { if (live) setState({ url: '', failed: true }); });
    return () => { live = false; };
  }, [text]);
  return state;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(T.copied);
  } catch { toast(T.copyFailed); }
}

/** spec §2 user_center/extension_code: the user's invitation code, its QR code and how many it brought; opens offline. */
function ExtensionCodeScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const info = useCachedCall(sync, inviteInfo, {});
  const code = info.data?.inviteCode ?? '';
  const link = code ? inviteLink(location.origin + location.pathname.replace(/\/$/, ''), code) : '';
  const qr = useQrCode(link);
  return (
    <div className="page extension-code">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {(!online || info.failure) && info.data && info.savedAt && <NoticeBar color="info" content={ACCOUNT_TEXTS.common.savedAt(formatDateTime(info.savedAt))} />}
      {info.loading && <LoadingState />}
      {!info.loading && !info.data && info.failure && <EmptyState title={ACCOUNT_TEXTS.common.failed} />}
      {info.data && (
        <div className="extension-code__card">
          <div>{T.myCode}</div>
          <div className="extension-code__code" data-testid="invite-code">{code}</div>
          <div className="extension-code__count" data-testid="invitees">{T.invitees(info.data.invitees)}</div>
          {qr.url ? <img className="extension-code__qr" src={qr.url} alt={T.qrAlt} /> : <div className="extension-code__qr-box">{qr.failed ? T.qrFailed : <LoadingState />}</div>}
          <p className="page-hint">{T.scan}</p>
          <p className="extension-code__link">{link}</p>
          <div className="page-actions">
            <Button block color="primary" onClick={() => void copy(link)}>{T.copyLink}</Button>
            <Button block onClick={() => void copy(code)}>{T.copyCode}</Button>
          </div>
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.extensionCode}` as const)({ component: ExtensionCodeScreen });
