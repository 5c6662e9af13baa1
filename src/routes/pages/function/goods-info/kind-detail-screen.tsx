import { Button, NavBar } from 'antd-mobile';
import type { GoodsSpec } from '../../../../contract/entities/goods';
import { KIND_DETAIL_CALLS, type KindWithDetail } from '../../../../contract/catalogue/goods-detail';
import type { GoodsDoc } from '../../../../db/collections/goods';
import { GoodsMedia } from '../../../../ui/discovery/goods-media';
import { KindPanel } from '../../../../ui/discovery/kind-panels';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { BLINDBOX_TEXTS } from '../../../../ui/blindbox-texts';
import { CollectButton } from '../../../my-lists/collect-button';
import { GoodsShopRow } from '../../../my-lists/goods-shop-row';
import { useAppContext } from '../../../use-app-context';
import { GOODS_KIND_LABELS } from './goods-kinds';
import { GoodsDetailSection } from './goods-detail-section';
import { GoodsSummary } from './goods-summary';
import { GoodsSpecs } from './goods-specs';
import { useKindGoods } from './use-kind-goods';
import { EvidenceLink } from '../../../evidence/evidence-link';
import { IpCenterLink } from '../../../ip-goods/ip-center-link';
import { KindBuyButton } from '../../../kind-buy/kind-buy-button';
import { NftResaleList } from '../../../collectibles/resale-list';
import { isBuyKind } from '../../../../domain/kind-buy';
import { goBack } from '../../../go-back';

interface DetailBody {
  goodsImgs: string[];
  goodsVideo: string | null;
  goodsDesc: string;
  originalPrice: number;
  kindInfo: unknown;
  specs?: GoodsSpec[];
  detailImgs?: string[];
}

function KindDetailBody({ goods, kind }: { goods: GoodsDoc; kind: KindWithDetail }) {
  const { sync } = useAppContext();
  const online = useOnline();
  const detail = useCachedCall(sync, KIND_DETAIL_CALLS[kind], { goodsId: goods.goodsId });
  const data = detail.data as DetailBody | null;
  const images = data?.goodsImgs.length ? data.goodsImgs : [goods.goodsImg];
  return (
    <>
      {!online && <OfflineNotice />}
      {detail.failure && !data && online && <div className="list-failure" role="alert">{TEXTS.discovery.fetchFailed(detail.failure.msg)}</div>}
      <GoodsMedia name={goods.goodsName} images={images} video={data?.goodsVideo ?? null} />
      <GoodsSummary goods={goods} originalPrice={data?.originalPrice} />
      {detail.loading && <LoadingState />}
      <KindPanel kind={kind} info={data?.kindInfo} />
      {kind === 'ip' && <IpCenterLink />}
      {kind === 'nft' && <NftResaleList goodsId={goods.goodsId} />}
      <GoodsSpecs specs={data?.specs} />
      <GoodsShopRow shopId={goods.showShopId} shopName={goods.shopName} />
      <EvidenceLink goodsId={goods.goodsId} />
      <GoodsDetailSection text={data?.goodsDesc ?? ''} imgs={data?.detailImgs ?? []} />
      <footer className="goods-info__bar">
        <CollectButton goodsId={goods.goodsId} />
        {goods.onShelf && isBuyKind(kind) ? <KindBuyButton kind={kind} goodsId={goods.goodsId} /> : <SaleBlocked goods={goods} kind={kind} online={online} />}
      </footer>
    </>
  );
}

/**
 * A goods that cannot be bought says why (issue 34), never a button that leads nowhere. Of this screen's kinds only a
 * blindbox goods is not a buy kind: it gets here when no box is (yet) on sale as it (blindbox-detail-info shows one that is).
 */
function SaleBlocked({ goods, kind, online }: { goods: GoodsDoc; kind: KindWithDetail; online: boolean }) {
  // Offline the box on sale may just be one this device never read.
  const box = online ? BLINDBOX_TEXTS.notABox : BLINDBOX_TEXTS.needsNetwork;
  const reason = !goods.onShelf ? TEXTS.goods.offShelf : kind === 'blindbox' ? box : TEXTS.goods.notOnSale;
  return <Button block disabled data-testid="sale-blocked">{reason}</Button>;
}

/**
 * The detail screen of one or more goods kinds: the card from the local store
 * at once, the kind's detail call from the cache then the host. A goods of
 * another kind is forwarded to its own screen.
 */
export function KindDetailScreen({ goodsId, kinds }: { goodsId: string; kinds: readonly KindWithDetail[] }) {
  const online = useOnline();
  const { goods, waiting } = useKindGoods(goodsId, kinds);

  const title = kinds.length === 1 ? `${GOODS_KIND_LABELS[kinds[0]!]}${TEXTS.goods.detail}` : TEXTS.goods.detail;
  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (!goods) {
    if (waiting) return <div className="page">{back}<LoadingState /></div>;
    return <div className="page">{back}<EmptyState title={online ? TEXTS.goods.offShelf : TEXTS.goods.notCached} /></div>;
  }
  return <div className="page goods-info">{back}<KindDetailBody key={goodsId} goods={goods} kind={goods.goodsKind as KindWithDetail} /></div>;
}
