import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, CapsuleTabs, Tag } from 'antd-mobile';
import { auctionMyOffers, auctionWithdrawOffer, OFFER_STATUSES, type AuctionOffer } from '../../../../../contract/kinds/auction';
import { formatFen } from '../../../../../domain/format';
import { formatDateTime } from '../../../../../domain/relative-time';
import { AUCTION_TEXTS as T } from '../../../../../ui/auction-texts';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../../ui/wallet/data-age';
import { useOpenGoods } from '../../../../goods-links';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { useDirectStep } from '../../../../use-direct-step';
import { ListBottom } from '../../../../../ui/components/list-bottom';

const PAGE = 20;
type Filter = '' | AuctionOffer['status'];
const FILTERS: Filter[] = ['', ...OFFER_STATUSES];

/** What an accepted offer leads to: its order to pay while unpaid, else the order as it stands. */
export function OrderAction({ offer }: { offer: AuctionOffer }) {
  const navigate = useNavigate();
  if (offer.status !== 'ACCEPTED' || !offer.orderId) return null;
  const orderId = offer.orderId;
  if (offer.orderStatus === 'UNPAID') {
    return <Button size="mini" color="danger" onClick={() => void navigate({ to: PATHS.payCounter, search: { orderIds: orderId } })}>{T.offerPay}</Button>;
  }
  return (
    <Button size="mini" onClick={() => void navigate({ to: PATHS.orderDetails, search: { orderId } })}>
      {offer.orderStatus === 'CANCELLED' ? T.offerOrderClosed : T.offerOrder}
    </Button>
  );
}

function OfferRow({ offer, busy, onWithdraw }: { offer: AuctionOffer; busy: boolean; onWithdraw(): void }) {
  const openGoods = useOpenGoods();
  return (
    <div className="my-offer" data-testid="my-offer">
      <button type="button" className="my-offer__goods" onClick={() => openGoods(offer.goodsId, 'auction')}>
        <img src={offer.goodsImg} alt={offer.goodsName} loading="lazy" />
        <span className="my-offer__body">
          <span className="my-offer__name">{offer.goodsName}</span>
          <span className="my-offer__sub">{offer.shopName}</span>
          <span className="my-offer__price">¥{formatFen(offer.price)}</span>
        </span>
        <Tag color={offer.status === 'ACCEPTED' ? 'danger' : offer.status === 'PENDING' ? 'warning' : 'default'} fill="outline">{T.offerStatus[offer.status]}</Tag>
      </button>
      {offer.note && <div className="my-offer__sub">{T.offerNoteLine(offer.note)}</div>}
      <div className="my-offer__foot">
        <span className="my-offer__sub">{offer.decidedAt ? T.offerAnswered(formatDateTime(offer.decidedAt)) : T.offerMade(formatDateTime(offer.createdAt))}</span>
        {offer.status === 'PENDING' && <Button size="mini" loading={busy} onClick={onWithdraw}>{T.offerWithdraw}</Button>}
        <OrderAction offer={offer} />
      </div>
    </div>
  );
}

/** 我的私洽: the buyer's offers by state, from the cache offline with their age; withdrawing is sent online only. */
export function MyOffers() {
  const { sync } = useAppContext();
  const step = useDirectStep(T.offerNeedsNetwork);
  const [status, setStatus] = useState<Filter>('');
  const [pageSize, setPageSize] = useState(PAGE);
  const answer = useCachedCall(sync, auctionMyOffers, { status, pageNum: 1, pageSize });
  const list = answer.data?.list ?? [];
  async function withdraw(offerId: string) {
    if (await step.run(auctionWithdrawOffer, { offerId }, T.offerWithdrawn)) void answer.reload();
  }
  return (
    <section data-testid="my-offers">
      <CapsuleTabs activeKey={status} onChange={(key) => { setPageSize(PAGE); setStatus(key as Filter); }}>
        {FILTERS.map((f) => <CapsuleTabs.Tab key={f} title={T.offerFilters[f]} />)}
      </CapsuleTabs>
      <DataAge savedAt={answer.savedAt} failed={Boolean(answer.failure)} />
      {answer.loading && <LoadingState />}
      {answer.data && list.length === 0 && <EmptyState title={T.myOffersEmpty} />}
      {list.map((o) => <OfferRow key={o.offerId} offer={o} busy={step.busy} onWithdraw={() => void withdraw(o.offerId)} />)}
      {list.length > 0 && pageSize < 100 && (
        <ListBottom hasMore={(answer.data?.total ?? 0) > list.length} loadMore={async () => setPageSize((n) => Math.min(100, n + PAGE))} />
      )}
    </section>
  );
}
