import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, NavBar } from 'antd-mobile';
import { CODES } from '../../../../contract/codes';
import { collectibleDetail, sellNft, unsellNft } from '../../../../contract/kinds/collectibles';
import { formatDateTime } from '../../../../domain/relative-time';
import { COLLECTIBLE_TEXTS as T } from '../../../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog } from '../../../../ui/feedback';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { useNftStep } from '../../../collectibles/use-nft-step';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../collectibles/collectibles.css';
import { goBack } from '../../../go-back';

/** spec §2 user_center/nft_form/nft_details: one collectible's proof of ownership and history, and its resale. */
function NftDetailsScreen() {
  const { collectibleId } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const detail = useCachedCall(sync, collectibleDetail, { collectibleId });
  const step = useNftStep();
  const [price, setPrice] = useState('');
  const d = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.formTitle}</NavBar>;
  if (!d) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.notFound} />}</div>;

  async function sell() {
    // No payee code yet (issue 34.6): the host refuses, and the seller is led to set one.
    const toPayee = async (message: string) => {
      if (await confirmDialog(message, { confirmText: T.setPayee })) void navigate({ to: PATHS.changeWechatpayImg });
    };
    if (await step.run(sellNft, { collectibleId, price: price.trim() }, T.sold, { [CODES.payeeRequired]: (m) => void toPayee(m) })) void detail.reload();
  }
  async function unsell() {
    if (await step.run(unsellNft, { collectibleId }, T.unsold)) void detail.reload();
  }

  return (
    <div className="page nft-page">
      {back}
      <DataAge savedAt={detail.savedAt} failed={detail.failure !== null} neverSaved={T.neverSaved} />
      <img className="nft-hero" src={d.goodsImg} alt={d.goodsName} />
      <section className="nft-box">
        <h1 className="nft-title">{d.goodsName}</h1>
        <div className="nft-card__row">
          <span className={`nft-status nft-status--${d.status.toLowerCase()}`} data-testid="nft-status">{T.status[d.status]}</span>
          {d.price > 0 && <PriceText fen={d.price} />}
        </div>
        <dl className="nft-facts">
          <dt>{T.chainNo}</dt><dd data-testid="nft-chain-no">{d.chainNo}</dd>
          <dt>{T.mintedAt}</dt><dd>{formatDateTime(d.mintedAt)}</dd>
          <dt>{T.certificate}</dt><dd><code data-testid="nft-certificate">{d.certificate}</code></dd>
        </dl>
        <p className="nft-note">{T.certificateNote}</p>
      </section>
      <section className="nft-box">
        <h2>{T.history}</h2>
        <ul className="nft-history">
          {d.history.map((h, i) => (
            <li key={i}><span>{T.transfer[h.kind]}</span><span>{h.fromName ? `${h.fromName} → ` : ''}{h.toName}</span><span>{formatDateTime(h.at)}</span></li>
          ))}
        </ul>
      </section>
      {d.status === 'OWNED' && (
        <section className="nft-box">
          <h2>{T.sell}</h2>
          <Input className="nft-input" placeholder={T.pricePlaceholder} value={price} onChange={setPrice} inputMode="decimal" aria-label={T.price} />
          <p className="nft-note">{T.sellHint}</p>
          <div className="nft-actions">
            <Button onClick={() => void navigate({ to: PATHS.nftExchange, search: { collectibleId } })}>{T.exchange}</Button>
            <Button color="primary" loading={step.busy} disabled={!step.online || !price.trim()} onClick={() => void sell()}>{T.sell}</Button>
          </div>
        </section>
      )}
      {d.status === 'LISTED' && (
        <div className="nft-actions nft-actions--bar">
          <Button block loading={step.busy} disabled={!step.online} onClick={() => void unsell()}>{T.unsell}</Button>
        </div>
      )}
      {d.status === 'LOCKED' && (
        <div className="nft-actions nft-actions--bar">
          <Button block color="primary" onClick={() => void navigate({ to: PATHS.nftSureGetPay, search: { tradeId: d.tradeId } })}>{T.viewTrade}</Button>
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.nftDetails}` as const)({ component: NftDetailsScreen });
