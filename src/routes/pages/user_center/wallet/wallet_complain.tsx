import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, NavBar, TextArea } from 'antd-mobile';
import { withdrawComplain } from '../../../../contract/wallet/withdraw';
import { EmptyState } from '../../../../ui/components/page-state';
import { showError, toast } from '../../../../ui/feedback';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.complain;
const MAX = 200;

/** The user's statement on a refused withdrawal; sent directly, so it needs the network. */
function WalletComplainScreen() {
  const { api } = useAppContext();
  const { withdrawId } = Route.useSearch();
  const online = useOnline();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const checked = withdrawComplain.request.safeParse({ withdrawId, text });
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    setBusy(true);
    try {
      await api.call(withdrawComplain, checked.data);
      toast(T.done);
      goBack();
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!withdrawId) return <div className="page">{back}<EmptyState title={WITHDRAW_TEXTS.detail.missing} /></div>;
  return (
    <div className="page wallet-complain">
      {back}
      <OfflineBanner online={online} actions />
      <div className="text-box">
        <label htmlFor="complain-text" className="text-box__label">{T.label}</label>
        <TextArea id="complain-text" value={text} onChange={setText} placeholder={T.placeholder} maxLength={MAX} showCount rows={6} />
      </div>
      <div className="page-actions">
        <Button block color="primary" loading={busy} disabled={!online} onClick={() => void submit()}>{T.submit}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.walletComplain}` as const)({ component: WalletComplainScreen });
