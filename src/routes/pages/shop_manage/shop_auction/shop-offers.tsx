import { Button, List } from 'antd-mobile';
import { shopAuctionOffers, shopDecideOffer } from '../../../../contract/kinds/auction';
import { formatFen } from '../../../../domain/format';
import { AUCTION_TEXTS as T } from '../../../../ui/auction-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { useAppContext } from '../../../use-app-context';
import { useDirectStep } from '../../../use-direct-step';

/** Buyers' 私洽 offers on the shop's auction goods, newest first; a pending one is accepted (an order) or refused online. */
export function ShopOffers() {
  const { sync } = useAppContext();
  const offers = useCachedCall(sync, shopAuctionOffers, { pending: '0', pageNum: 1, pageSize: 50 });
  const step = useDirectStep(T.shopNeedsNetwork);
  async function decide(offerId: string, accept: boolean) {
    if (await step.run(shopDecideOffer, { offerId, accept }, accept ? T.offerAccepted : T.offerRefused)) void offers.reload();
  }
  const list = offers.data?.list ?? [];
  return (
    <>
      <DataAge savedAt={offers.savedAt} failed={Boolean(offers.failure)} neverSaved={T.shopNeedsNetwork} />
      {offers.loading && <LoadingState />}
      {offers.data && list.length === 0 && <EmptyState title={T.shopOffersEmpty} />}
      <List>
        {list.map((o) => (
          <List.Item key={o.offerId} data-testid="shop-offer" prefix={<img src={o.goodsImg} alt="" width={48} height={48} style={{ borderRadius: 6, objectFit: 'cover' }} />}
            description={`${o.note ? `“${o.note}” · ` : ''}${T.offerStatus[o.status] ?? o.status}`}
            extra={o.status === 'PENDING' && (
              <span style={{ display: 'inline-flex', gap: 6 }}>
                <Button size="mini" color="danger" loading={step.busy} onClick={() => void decide(o.offerId, true)}>{T.accept}</Button>
                <Button size="mini" loading={step.busy} onClick={() => void decide(o.offerId, false)}>{T.refuse}</Button>
              </span>
            )}>
            <div>{o.goodsName}</div>
            <div style={{ fontSize: 13, color: '#666' }}>{T.shopOfferLine(o.buyer, formatFen(o.price))}</div>
          </List.Item>
        ))}
      </List>
    </>
  );
}
