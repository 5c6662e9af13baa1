import { Button, NavBar } from 'antd-mobile';
import { useNavigate } from '@tanstack/react-router';
import type { BlindboxOffer } from '../../contract/kinds/blindbox';
import { BLINDBOX_TEXTS as T } from '../../ui/blindbox-texts';
import { PriceText } from '../../ui/components/price-text';
import { useOnline } from '../../ui/hooks/use-online';
import { DataAge } from '../../ui/wallet/data-age';
import { PATHS } from '../paths';
import { BlindboxRules, OddsTable } from './odds-table';
import './blindbox.css';
import { goBack } from '../go-back';

interface Props { offer: BlindboxOffer; savedAt: number | null; failed: boolean }

/** blindbox-detail-info for a box on sale: the odds and values first, then 立即购买 (online only: buying needs the host). */
export function BlindboxOfferView({ offer, savedAt, failed }: Props) {
  const online = useOnline();
  const navigate = useNavigate();
  const soldOut = offer.stock < 1;
  const label = !offer.onSale ? T.offSale : soldOut ? T.soldOut : online ? T.buy : T.needsNetwork;
  return (
    <div className="page blindbox-detail">
      <NavBar onBack={() => goBack()}>{T.detailTitle}</NavBar>
      <DataAge savedAt={savedAt} failed={failed} neverSaved={T.neverSaved} />
      <section className="bb-panel bb-head">
        <img src={offer.cover} alt={offer.name} />
        <div>
          <p className="bb-head__name">{offer.name}</p>
          <PriceText fen={offer.price} />
          <p className="bb-head__meta">{offer.shopName} · {T.stock(offer.stock)}</p>
        </div>
      </section>
      <OddsTable offer={offer} />
      <BlindboxRules />
      <footer className="bb-bar">
        <Button block color="primary" disabled={!online || soldOut || !offer.onSale}
          onClick={() => void navigate({ to: PATHS.payBlindboxCounter, search: { goodsId: offer.goodsId, orderId: '' } })}>
          {label}
        </Button>
      </footer>
    </div>
  );
}
