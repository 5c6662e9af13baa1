import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, Input, NavBar, NoticeBar, Popup, Tag } from 'antd-mobile';
import { auctionGoodsLot, type LotDetail } from '../../../../../contract/kinds/auction';
import { auctionGoodsDetail, KIND_DETAIL_CALLS } from '../../../../../contract/catalogue/goods-detail';
import { minNextBid } from '../../../../../domain/auction-rules';
import { formatFen, yuanToFen } from '../../../../../domain/format';
import { formatClock, formatCountdown, formatDateTimeSeconds } from '../../../../../domain/relative-time';
import { AUCTION_TEXTS as T } from '../../../../../ui/auction-texts';
import { GoodsMedia } from '../../../../../ui/discovery/goods-media';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../../ui/components/page-state';
import { GoodsDetailSection } from '../../../function/goods-info/goods-detail-section';
import { PriceText } from '../../../../../ui/components/price-text';
import { toast } from '../../../../../ui/feedback';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { hostOffset, useClock } from '../../../../../ui/hooks/use-countdown';
import { useLiveQuery } from '../../../../../ui/hooks/use-live-query';
import { useLiveRoom } from '../../../../../ui/hooks/use-live-room';
import { useOnline } from '../../../../../ui/hooks/use-online';
import { useSession } from '../../../../../ui/hooks/use-session';
import { CollectButton } from '../../../../my-lists/collect-button';
import { GoodsShopRow } from '../../../../my-lists/goods-shop-row';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { BoxOdds } from './box-odds';
import { useFirstBid } from './first-bid';
import { deriveLotView, type LotView } from './lot-view';
import { OfferPanel } from './offer-panel';
import './auction.css';
import { goBack } from '../../../../go-back';

function BidSheet({ view, detail, visible, firstBid, onClose, onBid }: {
  view: LotView; detail: LotDetail; visible: boolean; firstBid: boolean; onClose(): void; onBid(amount: number, proxy: boolean): void;
}) {
  const min = minNextBid(view.lot);
  const [text, setText] = useState('');
  const [proxy, setProxy] = useState(false);
  const [agreed, setAgreed] = useState(!firstBid);
  useEffect(() => { if (visible) { setText(formatFen(min).replace(/,/g, '')); setAgreed(!firstBid); } }, [visible, min, firstBid]);
  function submit() {
    let amount: number;
    try { amount = yuanToFen(text); } catch { return toast(T.amountInvalid); }
    if (amount < min && !(view.leading && proxy)) return toast(T.amountTooLow(formatFen(min)));
    onBid(amount, proxy);
  }
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="auction-sheet">
      <h3>{T.sheetTitle}</h3>
      <div className="auction-sheet__row">{T.currentPrice} <PriceText fen={view.lot.currentPrice} /> · {T.bidStep} ¥{formatFen(view.lot.bidStep)}</div>
      <label className="auction-sheet__label" htmlFor="auction-amount">{T.amountLabel}</label>
      <Input id="auction-amount" aria-label={T.amountLabel} type="text" inputMode="decimal" value={text} onChange={setText} placeholder={T.amountPlaceholder(formatFen(min))} clearable />
      <Checkbox checked={proxy} onChange={setProxy}>{T.proxyLabel}</Checkbox>
      <p className="auction-sheet__hint">{T.proxyHint}</p>
      {firstBid && (
        <>
          <ul className="auction-rules">
            {T.rules({ deposit: view.lot.deposit, extendMs: detail.extendMs, latestEnd: formatDateTimeSeconds(detail.latestEnd), payWindowMs: detail.payWindowMs }).map((r) => <li key={r}>{r}</li>)}
          </ul>
          <Checkbox checked={agreed} onChange={setAgreed}>{T.confirmRules}</Checkbox>
        </>
      )}
      <Button block color="danger" disabled={!agreed} onClick={submit}>{T.submit}</Button>
    </Popup>
  );
}

function LotBody({ detail, savedAt, goodsId }: { detail: LotDetail; savedAt: number | null; goodsId: string }) {
  const { sync, session } = useAppContext();
  const { userId } = useSession(session);
  const navigate = useNavigate();
  const me = userId ?? '';
  const room = `lot:${detail.lot.lotId}`;
  const channel = useLiveRoom(sync, room);
  const messages = useLiveQuery(sync, 'recordsOfKind', { kind: 'live.message', userId: me, parentId: room, limit: 40 });
  const outbox = useLiveQuery(sync, 'outbox', { userId: me });
  const view = useMemo(
    () => deriveLotView(detail, (messages.data ?? []).map((r) => (r.data as { body: unknown }).body), outbox.data ?? [], me),
    [detail, messages.data, outbox.data, me],
  );
  // The host's clock, from the detail's serverNow and when the device stored it: countdowns never trust the device.
  const now = useClock({ hostOffset: hostOffset(detail.serverNow, savedAt), tickMs: 250 });
  const [sheet, setSheet] = useState(false);
  const { lot } = view;
  // A second of slack: the host's clock is estimated from an answer that took time to arrive.
  const notStarted = lot.startsAt - now > 1000;
  const running = lot.status === 'OPEN' && now < lot.endsAt && !notStarted;
  const firstBid = !detail.mine && !view.bids.some((b) => b.mine);

  // A close, or a bid by someone else while this user led, changes what the user's own part says: read it again.
  const lastStatus = useRef(lot.status);
  useEffect(() => {
    if (lastStatus.current !== lot.status) { lastStatus.current = lot.status; void sync.refresh({ kind: 'call', name: auctionGoodsLot.name, params: { goodsId } }); }
  }, [lot.status, sync, goodsId]);

  const firstBidWay = useFirstBid(lot.lotId, goodsId);
  async function bid(amount: number, proxy: boolean) {
    setSheet(false);
    if (firstBid) return firstBidWay.start(amount, proxy);
    const queued = await sync.mutate('auction.bid', { lotId: lot.lotId, amount, proxy });
    if (!queued.ok) return toast(queued.msg);
    toast(navigator.onLine ? T.queued : T.queuedOffline);
  }
  function openSheet() {
    if (!userId) return void navigate({ to: PATHS.login, search: { redirect: location.hash.slice(1) } });
    setSheet(true);
  }

  const mine = detail.mine;
  const won = mine?.leading && (lot.status === 'SOLD' || lot.status === 'PAID');
  return (
    <>
      <section className="auction-panel" data-testid="auction-panel">
        <div className="auction-panel__head">
          <span>{T.currentPrice}</span>
          <Tag color={running ? 'danger' : 'default'}>{notStarted ? T.bidDisabledNotStarted : lot.status === 'OPEN' && !running ? T.ended : T.status[lot.status] ?? lot.status}</Tag>
          <span className={`auction-live auction-live--${channel.state}`}>{T.live[channel.state] ?? channel.state}</span>
        </div>
        <div className="auction-panel__price" data-testid="auction-price"><PriceText fen={lot.currentPrice} size="large" /></div>
        <div className="auction-panel__meta">
          <span>{T.bidCount(lot.bidCount)}</span>
          <span data-testid="auction-countdown">
            {running ? `${T.endsIn} ${formatCountdown(lot.endsAt - now)}` : notStarted ? `${T.startsIn} ${formatCountdown(lot.startsAt - now)}` : T.ended}
          </span>
        </div>
        <div className="auction-panel__ends" data-testid="auction-ends" data-ends-at={lot.endsAt}>
          {formatDateTimeSeconds(lot.endsAt)}
        </div>
        {view.extended && running && <NoticeBar color="alert" content={T.extended} />}
        <dl className="auction-panel__facts">
          <div><dt>{T.startPrice}</dt><dd>¥{formatFen(lot.startPrice)}</dd></div>
          <div><dt>{T.bidStep}</dt><dd>¥{formatFen(lot.bidStep)}</dd></div>
          <div><dt>{T.deposit}</dt><dd>¥{formatFen(lot.deposit)}</dd></div>
        </dl>
        {userId && (view.bids.some((b) => b.mine) || mine) && (
          <div className="auction-panel__mine" data-testid="auction-mine">
            {running && <strong>{view.leading ? T.leading : T.outbid}</strong>}
            {mine && <span>{T.myMax(mine.maxBid)}</span>}
            {mine?.depositStatus === 'HELD' && <span>{T.depositHeld(mine.deposit)}</span>}
            {mine?.depositStatus === 'RELEASED' && <span>{T.depositReleased}</span>}
            {mine?.depositStatus === 'FORFEITED' && <span>{T.depositForfeited}</span>}
          </div>
        )}
        {view.pending.map((p) => (
          <div key={p.entryId} className={`auction-pending auction-pending--${p.state}`} data-testid="auction-pending" role={p.state === 'failed' ? 'alert' : undefined}>
            {p.state === 'failed' ? T.refused(formatFen(p.amount), p.error) : T.pending(formatFen(p.amount))}
            {p.state === 'failed' && <Button size="mini" fill="none" onClick={() => void sync.dismissRejected(p.entryId)}>{T.dismiss}</Button>}
          </div>
        ))}
      </section>
      {detail.boxVersion !== null && <BoxOdds lotId={lot.lotId} />}
      {!running && !notStarted && !(lot.status === 'OPEN' && lot.bidCount > 0) && detail.boxVersion === null && <OfferPanel goodsId={goodsId} />}
      <section className="auction-bids">
        <h2>{T.bids}</h2>
        {view.bids.length === 0 ? <p className="auction-bids__empty">{T.noBids}</p> : (
          <ol data-testid="auction-bids">
            {view.bids.map((b) => (
              <li key={b.seq} className={b.mine ? 'auction-bids__mine' : undefined}>
                <span>{b.bidder}{b.mine ? `（${T.me}）` : ''}{b.auto ? ` · ${T.auto}` : ''}</span>
                <span>¥{formatFen(b.amount)}</span>
                <time>{formatClock(b.at)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="auction-bids">
        <h2>{T.rulesTitle}</h2>
        <ul className="auction-rules">
          {T.rules({ deposit: lot.deposit, extendMs: detail.extendMs, latestEnd: formatDateTimeSeconds(detail.latestEnd), payWindowMs: detail.payWindowMs }).map((r) => <li key={r}>{r}</li>)}
        </ul>
      </section>
      <footer className="goods-info__bar">
        <CollectButton goodsId={goodsId} />
        {won && mine?.orderId && lot.status === 'SOLD' ? (
          <Button block color="danger" onClick={() => void navigate({ to: PATHS.auctionPayCounter, search: { lotId: lot.lotId } })}>{T.payNow}</Button>
        ) : running ? (
          <Button block color="danger" onClick={openSheet}>{userId ? T.bidButton : T.loginToBid}</Button>
        ) : (
          <Button block disabled>{notStarted ? T.bidDisabledNotStarted : T.bidDisabledEnded}</Button>
        )}
      </footer>
      <BidSheet view={view} detail={detail} visible={sheet} firstBid={firstBid} onClose={() => setSheet(false)} onBid={(a, p) => void bid(a, p)} />
      {firstBidWay.popup}
    </>
  );
}

type KindDetail = { goodsImgs: string[]; goodsVideo: string | null; goodsDesc: string; detailImgs?: string[] };

/** The goods' pictures and text around the lot; a blind-box lot's goods is of kind blindbox, so that kind's detail has them. */
function LotMedia({ detail, goodsId, fallbackImg, children }: { detail: LotDetail; goodsId: string; fallbackImg: string; children: ReactNode }) {
  const { sync } = useAppContext();
  const info = useCachedCall(sync, detail.boxVersion !== null ? KIND_DETAIL_CALLS.blindbox : auctionGoodsDetail, { goodsId }).data as KindDetail | null;
  return (
    <>
      <GoodsMedia name={detail.lot.goodsName} images={info?.goodsImgs.length ? info.goodsImgs : [fallbackImg]} video={info?.goodsVideo ?? null} />
      {children}
      <GoodsDetailSection text={info?.goodsDesc ?? ''} imgs={info?.detailImgs ?? []} title={T.goodsDesc} />
    </>
  );
}

/** An auction goods in no lot: the goods as any detail shows it, that no 专场 runs for it, and the 私洽 panel (online). */
function NoLotGoods({ goodsId, unsure }: { goodsId: string; unsure: string | null }) {
  const { sync } = useAppContext();
  const online = useOnline();
  const card = useLiveQuery(sync, 'goodsById', { goodsId }).data;
  const info = useCachedCall(sync, auctionGoodsDetail, { goodsId });
  const goods = info.data ?? card;
  if (!goods) return info.loading ? <LoadingState /> : <EmptyState title={online ? T.goodsMissing : T.indexOffline} />;
  return (
    <>
      {!online && <OfflineNotice />}
      <GoodsMedia name={goods.goodsName} images={info.data?.goodsImgs.length ? info.data.goodsImgs : [goods.goodsImg]} video={info.data?.goodsVideo ?? null} />
      <h1 className="goods-info__name auction-page__name"><Tag color="danger" fill="outline">拍卖</Tag> {goods.goodsName}</h1>
      <GoodsShopRow shopId={goods.showShopId} shopName={goods.shopName} />
      <section className="auction-nolot" data-testid="auction-no-lot">
        {unsure ? <p>{unsure}</p> : <><Tag color="default">{T.noLotState}</Tag><p>{T.noLotHint}</p></>}
      </section>
      {online && <OfferPanel goodsId={goodsId} />}
      <GoodsDetailSection text={info.data?.goodsDesc ?? ''} imgs={info.data?.detailImgs ?? []} title={T.goodsDesc} />
      {/* 收藏 (and the visit's footprint) as on every goods page, though no 专场 runs for it. */}
      <footer className="goods-info__bar">
        <CollectButton goodsId={goodsId} />
        <Button block disabled>{T.noLotState}</Button>
      </footer>
    </>
  );
}

/** spec §2 star_q/goods_group/auction goods-info: the lot, live over the lot's room, with its rules, history and bid sheet. */
function AuctionGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  const { sync } = useAppContext();
  const online = useOnline();
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const detail = useCachedCall(sync, auctionGoodsLot, { goodsId });
  const back = <NavBar onBack={() => goBack()} right={<a className="auction-link" href={`#${PATHS.auctionIndex}`}>{T.indexTitle}</a>}>{T.detailTitle}</NavBar>;
  const goods = card.data;
  const data = detail.data?.detail ?? null;
  if (!data) {
    if (detail.loading) return <div className="page">{back}<LoadingState /></div>;
    // Only the host's answer says the goods is in no lot; offline or a failed read without one cannot tell.
    const unsure = detail.data ? null : !online ? T.noLotOffline : detail.failure?.msg ?? T.loadFailed;
    return <div className="page goods-info auction-page">{back}<NoLotGoods goodsId={goodsId} unsure={unsure} /></div>;
  }
  return (
    <div className="page goods-info auction-page">
      {back}
      {!online && <OfflineNotice />}
      <LotMedia detail={data} goodsId={goodsId} fallbackImg={goods?.goodsImg ?? data.lot.goodsImg}>
        <h1 className="goods-info__name auction-page__name"><Tag color="danger" fill="outline">拍卖</Tag> {data.lot.goodsName}</h1>
        <LotBody detail={data} savedAt={detail.savedAt} goodsId={goodsId} />
        {goods && <GoodsShopRow shopId={goods.showShopId} shopName={goods.shopName} />}
      </LotMedia>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.auctionGoodsInfo)({ component: AuctionGoodsInfoScreen });
