import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, NavBar } from 'antd-mobile';
import { collectibleDetail, usersNfaExchange } from '../../../../contract/kinds/collectibles';
import { COLLECTIBLE_TEXTS as T } from '../../../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
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
  const step = useNftStep();
  const [phone, setPhone] = useState('');
  const d = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.exchangeTitle}</NavBar>;
  if (!d) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.notFound} />}</div>;

  async function submit() {
    if (!(await confirmDialog(T.exchangeAsk(phone.trim())))) return;
    const answer = await step.run(usersNfaExchange, { collectibleId, phone: phone.trim() });
    if (answer) {
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
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.nftExchange}` as const)({ component: NftExchangeScreen });
