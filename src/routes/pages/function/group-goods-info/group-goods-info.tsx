import { useEffect, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { groupGoodsDetail } from '../../../../contract/catalogue/goods-detail';
import { groupGoodsInfo, type Group } from '../../../../contract/kinds/group-buy';
import type { GoodsDoc } from '../../../../db/collections/goods';
import { formatFen } from '../../../../domain/format';
import { GoodsMedia } from '../../../../ui/discovery/goods-media';
import { KindPanel } from '../../../../ui/discovery/kind-panels';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { DataAge, oldestSavedAt } from '../../../../ui/wallet/data-age';
import { OpenGroupRow } from '../../../group-buy/group-card';
import { hostOffset, useClock } from '../../../../ui/hooks/use-countdown';
import { CollectButton } from '../../../my-lists/collect-button';
import { GoodsShopRow } from '../../../my-lists/goods-shop-row';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { GoodsDetailSection } from '../goods-info/goods-detail-section';
import { GoodsSummary } from '../goods-info/goods-summary';
import { goBack } from '../../../go-back';

function windowText(ms: number): string {
  return ms % 3_600_000 === 0 ? `${ms / 3_600_000}小时` : `${Math.round(ms / 60_000)}分钟`;
}

/** The group goods' detail: media, group facts, the open groups to join (host time left), 单独购买 and 发起拼团. */
function GroupGoodsBody({ goods }: { goods: GoodsDoc }) {
  const { sync } = useAppContext();
  const online = useOnline();
  const navigate = useNavigate();
  const detail = useCachedCall(sync, groupGoodsDetail, { goodsId: goods.goodsId });
  const groups = useCachedCall(sync, groupGoodsInfo, { goodsId: goods.goodsId });
  const hostNow = useClock({ hostOffset: hostOffset(groups.data?.now, groups.savedAt) });
  const data = detail.data;
  const images = data?.goodsImgs.length ? data.goodsImgs : [goods.goodsImg];
  const groupPrice = groups.data?.groupPrice ?? data?.kindInfo.groupPrice;
  const ended = groups.data ? groups.data.endsAt <= hostNow : false;
  const join = (group: Group) => void navigate({ to: PATHS.groupPlayOrder, search: { goodsId: goods.goodsId, groupId: group.groupId } });
  return (
    <>
      {!online && <OfflineNotice />}
      <DataAge savedAt={oldestSavedAt(detail.savedAt, groups.savedAt)} failed={Boolean(groups.failure)} neverSaved={G.neverSaved} />
      <GoodsMedia name={goods.goodsName} images={images} video={data?.goodsVideo ?? null} />
      <GoodsSummary goods={goods} originalPrice={data?.originalPrice} />
      {detail.loading && <LoadingState />}
      <KindPanel kind="group" info={data?.kindInfo} />
      <section className="group-section" data-testid="goods-open-groups">
        <div className="group-section__head"><span>{G.openGroups}</span></div>
        {groups.loading && <LoadingState />}
        {groups.data && groups.data.groups.length === 0 && <div className="group-rules">{G.openGroupsEmpty}</div>}
        {(groups.data?.groups ?? []).map((g) => <OpenGroupRow key={g.groupId} group={g} hostNow={hostNow} onJoin={join} />)}
        <div className="group-rules">{groups.data ? G.rulesWindow(windowText(groups.data.windowMs)) : G.rules}</div>
      </section>
      <GoodsShopRow shopId={goods.showShopId} shopName={goods.shopName} />
      <GoodsDetailSection text={data?.goodsDesc ?? ''} imgs={data?.detailImgs ?? []} />
      <footer className="goods-info__bar goods-info__bar--two">
        <CollectButton goodsId={goods.goodsId} />
        {goods.onShelf && !ended ? (
          <>
            {/* 单独购买: the goods' single price through the one fill-in order and pay counter, no group (issue 34). */}
            <Button block color="warning" fill="outline" data-testid="buy-alone"
              onClick={() => void navigate({ to: PATHS.kindPlayOrder, search: { goodsId: goods.goodsId } })}>
              {G.buyAlone(formatFen(goods.goodsSalePrice))}
            </Button>
            <Button block color="primary" disabled={groupPrice === undefined} data-testid="open-group"
              onClick={() => void navigate({ to: PATHS.groupPlayOrder, search: { goodsId: goods.goodsId, groupId: '' } })}>
              {G.open(formatFen(groupPrice ?? 0))}
            </Button>
          </>
        ) : (
          <Button block disabled>{ended ? G.ended : TEXTS.goods.offShelf}</Button>
        )}
      </footer>
    </>
  );
}

function GroupGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  const { sync } = useAppContext();
  const online = useOnline();
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const [fetched, setFetched] = useState<boolean | null>(null);
  const goods = card.data;
  useEffect(() => {
    if (card.loading || goods) return;
    void sync.refresh({ kind: 'goodsDetail', goodsId }).then((result) => setFetched(result.ok));
  }, [sync, goodsId, card.loading, goods]);
  const back = <NavBar onBack={() => goBack()}>{`${TEXTS.groupBuy.title}${TEXTS.goods.detail}`}</NavBar>;
  if (!goods) {
    if (card.loading || fetched === null) return <div className="page">{back}<LoadingState /></div>;
    return <div className="page">{back}<EmptyState title={online ? TEXTS.goods.offShelf : TEXTS.goods.notCached} /></div>;
  }
  if (goods.goodsKind !== 'group') return <div className="page">{back}<EmptyState title={G.notGroupGoods} /></div>;
  return <div className="page goods-info">{back}<GroupGoodsBody key={goodsId} goods={goods} /></div>;
}

export const Route = createLazyRoute(PATHS.groupGoodsInfo)({ component: GroupGoodsInfoScreen });
