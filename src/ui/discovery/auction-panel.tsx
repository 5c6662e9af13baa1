import type { AuctionInfo } from '../../contract/entities/goods-kinds';
import { formatFen } from '../../domain/format';
import { formatRelativeTime } from '../../domain/relative-time';
import { PriceText } from '../components/price-text';
import { useCountdown } from '../hooks/use-countdown';
import { TEXTS } from '../texts';

const K = TEXTS.discovery.kind;

/** Current bid, step, end time with a countdown, and the bid history. */
export function AuctionPanel({ info }: { info: AuctionInfo }) {
  const left = useCountdown(info.endsAt);
  return (
    <>
      <div className="kind-panel__auction">
        <span>{K.currentBid}</span>
        <PriceText fen={info.currentBid} size="large" />
        <span className="kind-panel__muted">{K.bidCount(info.bids.length)}</span>
      </div>
      <dl className="kind-panel__facts">
        <div className="kind-panel__fact"><dt>{K.startPrice}</dt><dd>¥{formatFen(info.startPrice)}</dd></div>
        <div className="kind-panel__fact"><dt>{K.bidStep}</dt><dd>¥{formatFen(info.bidStep)}</dd></div>
        <div className="kind-panel__fact"><dt>{K.auctionEnds}</dt><dd className="kind-panel__countdown">{left ?? K.auctionEnded}</dd></div>
      </dl>
      <h2 className="kind-panel__title">{K.bids}</h2>
      {info.bids.length === 0 ? <p className="kind-panel__muted">{K.noBids}</p> : (
        <ul className="kind-panel__bids">
          {info.bids.map((bid) => (
            <li key={`${bid.bidder}-${bid.at}`}>
              <span>{bid.bidder}</span>
              <span>¥{formatFen(bid.amount)}</span>
              <span className="kind-panel__muted">{formatRelativeTime(bid.at, Date.now())}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
