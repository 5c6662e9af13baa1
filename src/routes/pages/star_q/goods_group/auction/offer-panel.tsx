import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Input, Popup } from 'antd-mobile';
import { auctionMakeOffer, auctionMyOffers, auctionWithdrawOffer } from '../../../../../contract/kinds/auction';
import { formatFen, yuanToFen } from '../../../../../domain/format';
import { AUCTION_TEXTS as T } from '../../../../../ui/auction-texts';
import { toast } from '../../../../../ui/feedback';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../../ui/hooks/use-session';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { useDirectStep } from '../../../../use-direct-step';
import { OrderAction } from './my-offers';

const MY_OFFERS = { pageNum: 1, pageSize: 100 };

/** The signed-in buyer's offers on this goods, with 撤回 while pending and the order (去付款 while unpaid) once accepted. */
function MyOffers({ goodsId, step }: { goodsId: string; step: ReturnType<typeof useDirectStep> }) {
  const { sync } = useAppContext();
  const mine = useCachedCall(sync, auctionMyOffers, MY_OFFERS);
  const offers = (mine.data?.list ?? []).filter((o) => o.goodsId === goodsId);
  async function withdraw(offerId: string) {
    if (await step.run(auctionWithdrawOffer, { offerId }, T.offerWithdrawn)) void mine.reload();
  }
  return (
    <>
      {offers.map((o) => (
        <div key={o.offerId} className="auction-offer" data-testid="auction-offer">
          <span>{T.offerLine(formatFen(o.price), T.offerStatus[o.status] ?? o.status)}</span>
          {o.status === 'PENDING' && <Button size="mini" loading={step.busy} onClick={() => void withdraw(o.offerId)}>{T.offerWithdraw}</Button>}
          <OrderAction offer={o} />
        </div>
      ))}
    </>
  );
}

/** 私洽 (privateMake offers): outside a running lot a buyer offers the shop a price; sent online, never queued. */
export function OfferPanel({ goodsId }: { goodsId: string }) {
  const { sync, session } = useAppContext();
  const loggedIn = Boolean(useSession(session).userId);
  const navigate = useNavigate();
  const step = useDirectStep(T.offerNeedsNetwork);
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  async function submit() {
    let fen: number;
    try { fen = yuanToFen(price); } catch { return toast(T.amountInvalid); }
    if (await step.run(auctionMakeOffer, { goodsId, price: fen, note }, T.offerSent)) {
      setOpen(false);
      void sync.refresh({ kind: 'call', name: auctionMyOffers.name, params: MY_OFFERS });
    }
  }
  return (
    <section className="auction-bids" data-testid="auction-offers">
      <h2>{T.offerTitle}</h2>
      <p className="auction-rules">{T.offerHint}</p>
      {loggedIn && <MyOffers goodsId={goodsId} step={step} />}
      <Button block fill="outline" color="danger" disabled={!step.online}
        onClick={() => (loggedIn ? setOpen(true) : void navigate({ to: PATHS.login, search: { redirect: location.hash.slice(1) } }))}>
        {!step.online ? T.offerNeedsNetwork : loggedIn ? T.offerButton : T.offerLogin}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="auction-sheet">
        <h3>{T.offerTitle}</h3>
        <label className="auction-sheet__label" htmlFor="offer-price">{T.offerPrice}</label>
        <Input id="offer-price" aria-label={T.offerPrice} inputMode="decimal" value={price} onChange={setPrice} clearable />
        <Input aria-label={T.offerNote} placeholder={T.offerNote} value={note} onChange={setNote} maxLength={50} />
        <Button block color="danger" loading={step.busy} onClick={() => void submit()}>{T.offerSubmit}</Button>
      </Popup>
    </section>
  );
}
