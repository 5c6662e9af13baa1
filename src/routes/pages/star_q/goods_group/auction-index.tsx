import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { NavBar, SearchBar, Tabs } from 'antd-mobile';
import { auctionSessions, searchAuction, type AuctionSession, type LotCard } from '../../../../contract/kinds/auction';
import { formatCountdown } from '../../../../domain/relative-time';
import { AUCTION_TEXTS as T } from '../../../../ui/auction-texts';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { hostOffset, useClock } from '../../../../ui/hooks/use-countdown';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { useOpenGoods } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { MyOffers } from './auction/my-offers';
import './auction/auction.css';
import { goBack } from '../../../go-back';

function LotItem({ lot, now, onOpen }: { lot: LotCard; now: number; onOpen(): void }) {
  // A second of slack: the host's clock is estimated from an answer that took time to arrive.
  const notStarted = lot.startsAt - now > 1000;
  const running = lot.status === 'OPEN' && !notStarted && now < lot.endsAt;
  const when = running ? `${T.endsIn} ${formatCountdown(lot.endsAt - now)}` : notStarted ? `${T.startsIn} ${formatCountdown(lot.startsAt - now)}` : T.status[lot.status] === T.status.OPEN ? T.ended : T.status[lot.status];
  return (
    <button type="button" className="auction-index__lot" onClick={onOpen} data-testid="auction-lot">
      <img src={lot.goodsImg} alt={lot.goodsName} loading="lazy" />
      <span className="auction-index__lot-name">{lot.goodsName}</span>
      <span className="auction-index__lot-meta"><PriceText fen={lot.currentPrice} size="small" /><span>{T.bidCount(lot.bidCount)}</span></span>
      <span className="auction-index__lot-meta"><span>{when}</span></span>
    </button>
  );
}

function SessionCard({ session, now }: { session: AuctionSession; now: number }) {
  const openGoods = useOpenGoods();
  return (
    <section className="auction-index__session" data-testid="auction-session">
      <div className="auction-index__head">
        <img src={session.img} alt="" />
        <div>
          <div className="auction-index__title">{session.title}</div>
          <div className="auction-index__sub">{session.shopName} · {T.lotCount(session.lots.length)}</div>
        </div>
      </div>
      <div className="auction-index__lots">
        {session.lots.map((lot) => <LotItem key={lot.lotId} lot={lot} now={now} onOpen={() => openGoods(lot.goodsId, 'auction')} />)}
      </div>
    </section>
  );
}

/** searchauction (spec §7): lots by goods name, from the cache offline. */
function SearchResults({ keyword, now }: { keyword: string; now: number }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const found = useCachedCall(sync, searchAuction, { keyword, pageNum: 1, pageSize: 40 });
  if (!found.data) return found.loading ? <LoadingState /> : <EmptyState title={found.failure?.msg ?? T.loadFailed} />;
  if (found.data.list.length === 0) return <EmptyState title={T.searchEmpty} />;
  return (
    <section className="auction-index__session" data-testid="auction-search-results">
      <div className="auction-index__lots">
        {found.data.list.map((lot) => <LotItem key={lot.lotId} lot={lot} now={now} onOpen={() => openGoods(lot.goodsId, 'auction')} />)}
      </div>
    </section>
  );
}

/** The 专场 and their lots, from the cache offline. */
function Sessions() {
  const { sync } = useAppContext();
  const online = useOnline();
  const answer = useCachedCall(sync, auctionSessions, {});
  const [keyword, setKeyword] = useState('');
  const now = useClock({ hostOffset: hostOffset(answer.data?.serverNow, answer.savedAt) });
  if (!answer.data) return answer.loading ? <LoadingState /> : <EmptyState title={online ? answer.failure?.msg ?? T.loadFailed : T.indexOffline} />;
  const sessions = answer.data.sessions;
  return (
    <>
      {!online && <OfflineNotice />}
      <div className="auction-index__search">
        <SearchBar placeholder={T.searchPlaceholder} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      </div>
      {keyword ? <SearchResults keyword={keyword} now={now} /> : sessions.length === 0 ? <EmptyState title={T.indexEmpty} /> : sessions.map((s) => <SessionCard key={s.sessionId} session={s} now={now} />)}
    </>
  );
}

/** spec §2 star_q/goods_group/auction-index (and group_auction/group_auction): the 专场, and a signed-in buyer's 我的私洽 tab. */
function AuctionIndexScreen({ title, offersFirst = false }: { title: string; offersFirst?: boolean }) {
  const { session } = useAppContext();
  const loggedIn = Boolean(useSession(session).userId);
  const [tab, setTab] = useState(offersFirst ? 'offers' : 'sessions');
  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (!loggedIn) return <div className="page auction-index">{back}<Sessions /></div>;
  return (
    <div className="page auction-index">
      {back}
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab key="sessions" title={T.sessionsTab} />
        <Tabs.Tab key="offers" title={T.myOffersTab} />
      </Tabs>
      {tab === 'offers' ? <MyOffers /> : <Sessions />}
    </div>
  );
}

function AuctionIndexRouteScreen() {
  const { tab } = Route.useSearch();
  return <AuctionIndexScreen title={T.indexTitle} offersFirst={tab === 'offers'} />;
}

export const Route = createLazyRoute(PATHS.auctionIndex)({ component: AuctionIndexRouteScreen });
export const GroupAuctionRoute = createLazyRoute(PATHS.groupAuction)({ component: () => <AuctionIndexScreen title={T.groupTitle} /> });
