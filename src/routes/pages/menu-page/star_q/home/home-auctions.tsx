import type { AuctionCard } from '../../../../../contract/catalogue/home';
import { PriceText } from '../../../../../ui/components/price-text';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useCountdown } from '../../../../../ui/hooks/use-countdown';
import { TEXTS } from '../../../../../ui/texts';
import { useOpenGoods } from '../../../../goods-links';
import { useAppContext } from '../../../../use-app-context';
import { HOME_CALLS, HOME_PAINT } from './home-calls';

const K = TEXTS.discovery.kind;

function AuctionItem({ card, onOpen }: { card: AuctionCard; onOpen(): void }) {
  const left = useCountdown(card.endsAt);
  return (
    <button type="button" className="home__strip-item" onClick={onOpen}>
      <img src={card.goodsImg} alt={card.goodsName} loading="lazy" />
      <span className="home__strip-name">{card.goodsName}</span>
      <span className="home__strip-rank">{K.currentBid} <PriceText fen={card.currentBid} size="small" /></span>
      <span className="home__countdown">{left ?? K.auctionEnded}</span>
    </button>
  );
}

/** Running auctions, ending soonest first (spec §7 gethomeauction). */
export function AuctionSection({ title }: { title: string }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const list = useCachedCall(sync, HOME_CALLS.homeAuctions, {}, HOME_PAINT).data?.goodsList ?? [];
  if (list.length === 0) return null;
  return (
    <section className="home__section">
      <h2 className="section-title">{title}</h2>
      <div className="home__strip">
        {list.map((card) => <AuctionItem key={card.goodsId} card={card} onOpen={() => openGoods(card.goodsId, card.goodsKind)} />)}
      </div>
    </section>
  );
}
