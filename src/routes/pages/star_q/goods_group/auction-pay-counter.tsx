import { useCallback, useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { ApiError } from '../../../../api/api-error';
import { auctionPayInfo } from '../../../../contract/kinds/auction';
import type { ResponseOf } from '../../../../contract/define-call';
import { formatFen } from '../../../../domain/format';
import { formatDateTimeSeconds } from '../../../../domain/relative-time';
import { AUCTION_TEXTS as T } from '../../../../ui/auction-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useCountdown } from '../../../../ui/hooks/use-countdown';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import './auction/auction.css';
import { goBack } from '../../../go-back';

type Info = ResponseOf<typeof auctionPayInfo>;

/**
 * spec §2 star_q/goods_group/auction-pay-counter: the won lot, its hammer price and deadline (host time), then the
 * ordinary pay counter (balance with pay password or WeChat) for the order the close made. Needs the network.
 */
function AuctionPayCounterScreen() {
  const { api } = useAppContext();
  const { lotId } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState('');
  const [loadedAt, setLoadedAt] = useState(0);
  const load = useCallback(() => {
    setFailed('');
    api.call(auctionPayInfo, { lotId }).then((answer) => { setInfo(answer); setLoadedAt(Date.now()); },
      (e: unknown) => setFailed(e instanceof ApiError && e.kind === 'business' ? e.message : T.payOffline));
  }, [api, lotId]);
  useEffect(() => { if (online) load(); }, [online, load]);
  // The deadline is the host's: its clock is the answer's serverNow moved on by the time since it arrived.
  const left = useCountdown(info?.payDeadline ?? 0, { hostOffset: info ? info.serverNow - loadedAt : 0, format: 'hours' });

  const back = <NavBar onBack={() => goBack()}>{T.payTitle}</NavBar>;
  if (!online || failed) return <div className="page">{back}<EmptyState title={failed || T.payOffline} /><Button block onClick={load}>{TEXTS.common.retry}</Button></div>;
  if (!info) return <div className="page">{back}<LoadingState /></div>;
  const unpaid = info.orderStatus === 'UNPAID' && info.lot.status === 'SOLD';
  return (
    <div className="page">
      {back}
      <section className="auction-pay" data-testid="auction-pay">
        <div className="auction-pay__goods">
          <img src={info.lot.goodsImg} alt="" />
          <div>
            <div>{info.lot.goodsName}</div>
            <div>{T.hammer} <PriceText fen={info.lot.currentPrice} /></div>
          </div>
        </div>
        <dl>
          <div><dt>{T.payTotal}</dt><dd><PriceText fen={info.total} /></dd></div>
          <div><dt>{T.deposit}</dt><dd>¥{formatFen(info.deposit)}</dd></div>
          <div><dt>{T.payDeadline}</dt><dd>{formatDateTimeSeconds(info.payDeadline)}</dd></div>
        </dl>
        {unpaid && left !== null && <p className="auction-pay__note" data-testid="auction-pay-left">{T.payLeft(left)}<br />{T.payHint(info.deposit)}</p>}
        {info.lot.status === 'FORFEITED' || (unpaid && left === null) ? <p className="auction-pay__note auction-pay__note--bad">{T.payExpired}</p> : null}
        {info.lot.status === 'PAID' && <p className="auction-pay__note auction-pay__note--ok">{T.payPaid}</p>}
        {!info.orderId && <p className="auction-pay__note auction-pay__note--bad">{T.payNoOrder}</p>}
      </section>
      <div className="page-actions">
        {unpaid && left !== null && info.orderId ? (
          <Button block color="danger" onClick={() => void navigate({ to: PATHS.payCounter, search: { orderIds: info.orderId! } })}>{T.payNow} ¥{formatFen(info.total)}</Button>
        ) : info.orderId ? (
          <Button block onClick={() => void navigate({ to: PATHS.orderDetails, search: { orderId: info.orderId! } })}>{T.viewOrder}</Button>
        ) : null}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.auctionPayCounter}` as const)({ component: AuctionPayCounterScreen });
