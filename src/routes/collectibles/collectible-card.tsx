import { useNavigate } from '@tanstack/react-router';
import type { Collectible, Trade } from '../../contract/kinds/collectibles';
import { PriceText } from '../../ui/components/price-text';
import { COLLECTIBLE_TEXTS as T } from '../../ui/collectible-texts';
import { PATHS } from '../paths';

/** One owned collectible in 我的藏品: its chain number and whether it is kept, for sale, or in a trade. */
export function CollectibleCard({ item }: { item: Collectible }) {
  const navigate = useNavigate();
  return (
    <article className="nft-card" data-testid="nft-card" onClick={() => void navigate({ to: PATHS.nftDetails, search: { collectibleId: item.collectibleId } })}>
      <img src={item.goodsImg} alt={item.goodsName} loading="lazy" />
      <div className="nft-card__info">
        <div className="nft-card__name">{item.goodsName}</div>
        <div className="nft-card__meta">{T.chainNo} {item.chainNo}</div>
        <div className="nft-card__row">
          <span className={`nft-status nft-status--${item.status.toLowerCase()}`} data-testid="nft-status">{T.status[item.status]}</span>
          {item.price > 0 && <PriceText fen={item.price} />}
        </div>
      </div>
    </article>
  );
}

/** One trade in 我买到的 / 我卖出的: the buyer's card opens its sure-pay screen, the seller's its sure-get-pay screen. */
export function TradeCard({ trade }: { trade: Trade }) {
  const navigate = useNavigate();
  const open = () => void navigate({ to: trade.side === 'BUY' ? PATHS.nftSurePay : PATHS.nftSureGetPay, search: { tradeId: trade.tradeId } });
  return (
    <article className="nft-card" data-testid="nft-trade-card" onClick={open}>
      <img src={trade.goodsImg} alt={trade.goodsName} loading="lazy" />
      <div className="nft-card__info">
        <div className="nft-card__name">{trade.goodsName}</div>
        <div className="nft-card__meta">{trade.side === 'BUY' ? T.trade.seller : T.trade.buyer} {trade.otherName} · {trade.chainNo}</div>
        <div className="nft-card__row">
          <span className="nft-status" data-testid="nft-trade-status">{T.tradeStatus[trade.status]}</span>
          <PriceText fen={trade.price} />
        </div>
      </div>
    </article>
  );
}
