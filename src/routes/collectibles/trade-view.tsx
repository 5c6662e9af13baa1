import type { ReactNode } from 'react';
import type { Trade } from '../../contract/kinds/collectibles';
import { formatDateTime } from '../../domain/relative-time';
import { PriceText } from '../../ui/components/price-text';
import { COLLECTIBLE_TEXTS as T } from '../../ui/collectible-texts';

/** The facts both parties of a trade see: state, goods, chain number, price, the other side and the deadline. */
export function TradeFacts({ trade, children }: { trade: Trade; children?: ReactNode }) {
  const active = trade.status === 'AWAITING_PAY' || trade.status === 'PAID';
  return (
    <>
      <header className="nft-head">
        <h1 data-testid="nft-trade-status">{T.tradeStatus[trade.status]}</h1>
        {active && <p>{T.trade.deadline} {formatDateTime(trade.deadline)}</p>}
      </header>
      <section className="nft-card nft-card--flat">
        <img src={trade.goodsImg} alt={trade.goodsName} />
        <div className="nft-card__info">
          <div className="nft-card__name">{trade.goodsName}</div>
          <div className="nft-card__meta">{T.chainNo} {trade.chainNo}</div>
          <div className="nft-card__meta">{trade.side === 'BUY' ? T.trade.seller : T.trade.buyer} {trade.otherName}</div>
          <PriceText fen={trade.price} size="large" />
        </div>
      </section>
      {children}
    </>
  );
}
