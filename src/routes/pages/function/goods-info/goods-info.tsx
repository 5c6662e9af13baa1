import { useEffect, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { isCartKind, type GoodsDetail } from '../../../../contract/entities/goods';
import { goodsDetail } from '../../../../contract/catalogue/goods';
import { cacheKey } from '../../../../domain/cache-key';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { GoodsSummary } from './goods-summary';
import { GoodsMedia } from '../../../../ui/discovery/goods-media';
import { useOpenGoods } from '../../../goods-links';
import { GlobalOrigin } from './global-origin';
import { CollectButton } from '../../../my-lists/collect-button';
import { CartLink } from './cart-link';
import { GoodsSpecs } from './goods-specs';
import { GoodsDetailSection } from './goods-detail-section';
import { useBuyActions } from './use-buy-actions';
import { priceRangeOf } from './goods-summary';
import { EvidenceLink } from '../../../evidence/evidence-link';
import { goBack } from '../../../go-back';
import { ClaimEntry } from '../../../coupons/claim-entry';

function GoodsInfoScreen() {
  const context = useAppContext();
  const { sync } = context;
  const { goodsId, agent } = Route.useSearch();
  const online = useOnline();
  const openGoods = useOpenGoods();
  const [fetched, setFetched] = useState<boolean | null>(null);
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const detail = useLiveQuery(sync, 'cached', { key: cacheKey(goodsDetail.name, { goodsId }) }).data as GoodsDetail | null | undefined;

  useEffect(() => {
    setFetched(null);
    void sync.refresh({ kind: 'goodsDetail', goodsId }).then((result) => setFetched(result.ok));
  }, [sync, goodsId]);

  const goods = card.data;
  const buy = useBuyActions(goods, detail, agent, fetched === null);
  const forwardTo = goods && !isCartKind(goods.goodsKind) ? goods.goodsKind : null;
  useEffect(() => {
    if (forwardTo) openGoods(goodsId, forwardTo, true);
  }, [forwardTo, goodsId, openGoods]);
  const back = <NavBar onBack={() => goBack()}>{TEXTS.goods.detail}</NavBar>;
  if (!goods || forwardTo) {
    if (forwardTo || card.loading || fetched === null) return <div className="page">{back}<LoadingState /></div>;
    return <div className="page">{back}<EmptyState title={online ? TEXTS.goods.offShelf : TEXTS.goods.notCached} /></div>;
  }

  const images = detail?.goodsImgs?.length ? detail.goodsImgs : [goods.goodsImg];
  const buyable = goods.onShelf && goods.stock > 0;
  return (
    <div className="page goods-info">
      {back}
      {!online && <OfflineNotice />}
      <GoodsMedia name={goods.goodsName} images={images} video={detail?.goodsVideo ?? null} />
      <GoodsSummary goods={goods} originalPrice={detail?.originalPrice} range={priceRangeOf(detail, goods)} />
      {goods.goodsKind === 'global' && <GlobalOrigin goodsId={goods.goodsId} />}
      <ClaimEntry goodsId={goods.goodsId} />
      <section className="goods-info__shop">{TEXTS.goods.shop}：{goods.shopName}</section>
      <EvidenceLink goodsId={goods.goodsId} />
      {buy.specRow}
      <GoodsSpecs specs={detail?.specs} />
      <GoodsDetailSection text={detail?.goodsDesc ?? ''} imgs={detail?.detailImgs ?? []} />
      <footer className="goods-info__bar">
        <CollectButton goodsId={goods.goodsId} />
        <CartLink />
        {!goods.onShelf ? (
          <Button block disabled data-testid="sale-blocked">{TEXTS.goods.offShelf}</Button>
        ) : (
          <>
            <Button block color="warning" disabled={!buyable} onClick={() => buy.press(false)}>{TEXTS.goods.addToCart}</Button>
            <Button block color="primary" disabled={!buyable} onClick={() => buy.press(true)}>{buyable ? TEXTS.goods.buyNow : TEXTS.goods.soldOut}</Button>
          </>
        )}
      </footer>
      {buy.sheet}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.goodsInfo)({ component: GoodsInfoScreen });
