import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, NavBar } from 'antd-mobile';
import { collectibleDetail, exchangeRecipient, usersNfaExchange } from '../../../../contract/kinds/collectibles';
import { payPasswordState } from '../../../../contract/orders/pay';
import { COLLECTIBLE_TEXTS as T } from '../../../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { PayPasswordPopup } from '../../../checkout/pay-password-popup';
import { useNftStep } from '../../../collectibles/use-nft-step';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../collectibles/collectibles.css';
import { goBack } from '../../../go-back';

/** spec §2 user_center/nft_form/nft_exchange: hand a collectible to another user by phone (usersnfaexchange). */
function NftExchangeScreen() {
  const { collectibleId } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const detail = useCachedCall(sync, collectibleDetail, { collectibleId });
  const password = useCachedCall(sync, payPasswordState, {});
  const step = useNftStep();
  const [phone, setPhone] = useState('');
  const [asking, setAsking] = useState(false);
  const d = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.exchangeTitle}</NavBar>;
  if (!d) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.notFound} />}</div>;

  // A gift cannot be undone (issue 34.8): the confirmation names the recipient masked, then the pay password.
  async function submit() {
    if (!password.data?.hasPayPassword) {
      if (await confirmDialog(T.exchangeNoPassword, { confirmText: T.exchangeSetPassword })) void navigate({ to: PATHS.payPassword });
      return;
    }
    const recipient = await step.run(exchangeRecipient, { phone: phone.trim() });
    if (recipient && (await confirmDialog(T.exchangeAsk(recipient.name, recipient.phone)))) setAsking(true);
  }

  async function give(payPassword: string) {
    const answer = await step.run(usersNfaExchange, { collectibleId, phone: phone.trim(), payPassword });
    if (answer) {
      setAsking(false);
      toast(T.exchanged(answer.toName));
      void navigate({ to: PATHS.nftExchangeLog, replace: true });
    }
  }

  return (
    <div className="page nft-page">
      {back}
      <section className="nft-card nft-card--flat">
        <img src={d.goodsImg} alt={d.goodsName} />
        <div className="nft-card__info">
          <div className="nft-card__name">{d.goodsName}</div>
          <div className="nft-card__meta">{T.chainNo} {d.chainNo}</div>
        </div>
      </section>
      <section className="nft-box">
        <h2>{T.exchangePhone}</h2>
        <Input className="nft-input" placeholder={T.exchangePhonePlaceholder} value={phone} onChange={setPhone} inputMode="tel" maxLength={11} aria-label={T.exchangePhone} />
        <p className="nft-note">{T.exchangeHint}</p>
      </section>
      <div className="nft-actions nft-actions--bar">
        <Button block color="primary" loading={step.busy} disabled={!step.online || d.status !== 'OWNED' || phone.trim().length !== 11} onClick={() => void submit()}>
          {step.online ? T.exchangeSubmit : T.needNetwork}
        </Button>
      </div>
      <PayPasswordPopup visible={asking && step.online} busy={step.busy} onClose={() => setAsking(false)} onSubmit={(p) => void give(p)}
        confirmText={T.exchangeSubmit} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.nftExchange}` as const)({ component: NftExchangeScreen });
