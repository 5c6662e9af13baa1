import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { selThemeDetailInfo } from '../../../../contract/kinds/collectibles';
import type { GoodsKind } from '../../../../contract/entities/goods';
import { COLLECTIBLE_TEXTS } from '../../../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { useOpenGoods } from '../../../goods-links';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../collectibles/collectibles.css';
import { goBack } from '../../../go-back';

const T = COLLECTIBLE_TEXTS.themes;

/** spec §2 function/theme-info/theme_detail_info: one theme (selthemedetailinfo) with its goods, each opening its own detail. */
function ThemeDetailInfoScreen() {
  const { themeId } = Route.useSearch();
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const detail = useCachedCall(sync, selThemeDetailInfo, { themeId });
  const d = detail.data;
  const back = <NavBar onBack={() => goBack()}>{T.detailTitle}</NavBar>;
  if (!d) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.notFound} />}</div>;
  return (
    <div className="page nft-page">
      {back}
      <DataAge savedAt={detail.savedAt} failed={detail.failure !== null} neverSaved={T.neverSaved} />
      <img className="nft-hero" src={d.cover} alt={d.name} />
      <section className="nft-box">
        <h1 className="nft-title" data-testid="theme-name">{d.name}</h1>
        <div className="nft-card__meta">{d.shopName} · {T.count(d.goodsCount)}</div>
        {d.description && <p className="nft-note">{d.description}</p>}
      </section>
      <section className="nft-box">
        <h2>{T.goods}</h2>
        <div className="nft-theme-goods">
          {d.goods.map((g) => (
            <button type="button" key={g.goodsId} className="nft-theme-goods__item" data-testid="theme-goods" onClick={() => openGoods(g.goodsId, g.goodsKind as GoodsKind)}>
              <img src={g.goodsImg} alt={g.goodsName} loading="lazy" />
              <span className="nft-card__name">{g.goodsName}</span>
              {g.onShelf ? <PriceText fen={g.salePrice} /> : <span className="nft-card__meta">{T.offShelf}</span>}
            </button>
          ))}
        </div>
      </section>
      {d.detailImgs.map((src) => <img key={src} className="nft-detail-img" src={src} alt={d.name} loading="lazy" />)}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.themeDetailInfo)({ component: ThemeDetailInfoScreen });
