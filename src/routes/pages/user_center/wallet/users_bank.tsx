import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { bankDelete, bankGet, type BankCard } from '../../../../contract/wallet/withdraw';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog, showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { CardLabel, OfflineBanner } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.bank;

/** The user's cards, only their last four digits; removing one needs the network (it is never queued). */
function UsersBankScreen() {
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const cards = useCachedCall(sync, bankGet, {});
  const [busy, setBusy] = useState('');

  async function remove(card: BankCard) {
    if (!(await confirmDialog(T.removeConfirm(card.bankName, card.last4)))) return;
    setBusy(card.cardId);
    try {
      await api.call(bankDelete, { cardId: card.cardId });
      toast(T.removed);
      await cards.reload();
    } catch (error) { showError(error); } finally { setBusy(''); }
  }

  const list = cards.data?.cards ?? [];
  return (
    <div className="page users-bank">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <OfflineBanner online={online} stale={cards.failure !== null && cards.data !== null} actions />
      {cards.loading && <LoadingState />}
      {!cards.loading && list.length === 0 && <EmptyState title={!cards.data && cards.failure ? cards.failure.msg : T.empty} />}
      {list.map((card) => (
        <div key={card.cardId} className="bank-card" data-testid="bank-card">
          <div className="bank-card__body">
            <CardLabel bankName={card.bankName} last4={card.last4} />
            <div className="bank-card__holder">{T.holder(card.holderName)}</div>
          </div>
          <Button className="bank-card__remove" size="small" disabled={!online} loading={busy === card.cardId}
            onClick={() => void remove(card)}>{T.remove}</Button>
        </div>
      ))}
      <div className="page-actions">
        <Button block color="primary" disabled={!online} onClick={() => void navigate({ to: PATHS.addBank })}>{T.add}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.usersBank}` as const)({ component: UsersBankScreen });
