import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { brandDetail, brandList } from '../../../contract/catalogue/brands';
import type { Brand } from '../../../contract/entities/my-lists';
import { EmptyState, LoadingState, OfflineNotice } from '../../../ui/components/page-state';
import { GoodsGrid } from '../../../ui/components/goods-card';
import { PriceText } from '../../../ui/components/price-text';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../ui/hooks/use-online';
import { TEXTS } from '../../../ui/texts';
import { useOpenGoods } from '../../goods-links';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import { goBack } from '../../go-back';

function BrandGoods({ brand }: { brand: Brand }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const answer = useCachedCall(sync, brandDetail, { id: brand.id, pageNum: 1, pageSize: 20 });
  return (
    <section className="brand-goods">
      <h2 className="section-title">{brand.name} · {TEXTS.myLists.brand.goods(brand.goodsCount)}</h2>
      {answer.loading ? <LoadingState /> : !answer.data?.list.length ? <EmptyState title={answer.failure?.msg} /> : (
        <GoodsGrid goods={answer.data.list} onOpen={openGoods} />
      )}
    </section>
  );
}

/** spec §2 brand/brand: custom navigation, a disabled search box asking for a brand name, the brands of the /wx/ brand call. */
function BrandScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const answer = useCachedCall(sync, brandList, { pageNum: 1, pageSize: 50 });
  const brands = answer.data?.list ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const brand = brands.find((b) => b.id === chosen) ?? brands[0];
  return (
    <div className="page brand-hall">
      <header className="brand-hall__nav">
        <button type="button" className="brand-hall__back" aria-label={TEXTS.common.back} onClick={() => goBack()}>‹</button>
        <span className="brand-hall__title">{TEXTS.myLists.brand.title}</span>
        <label className="brand-hall__search">
          <span aria-hidden>🔍</span>
          <input type="search" placeholder={TEXTS.myLists.brand.placeholder} aria-label={TEXTS.myLists.brand.placeholder} disabled />
        </label>
      </header>
      {(!online || answer.failure?.errorKind === 'network') && <OfflineNotice />}
      {answer.loading ? <LoadingState /> : brands.length === 0 ? <EmptyState title={answer.failure?.msg ?? TEXTS.myLists.brand.empty} /> : (
        <>
          <div className="brand-hall__grid">
            {brands.map((b) => (
              <button key={b.id} type="button" className={`brand-card${b.id === brand?.id ? ' brand-card--on' : ''}`} onClick={() => setChosen(b.id)}>
                <img src={b.picUrl} alt={b.name} loading="lazy" />
                <span className="brand-card__name">{b.name}</span>
                <span className="brand-card__desc">{b.desc}</span>
                {b.goodsCount > 0 && <span className="brand-card__floor"><PriceText fen={b.floorPrice} size="small" />{TEXTS.myLists.brand.floor}</span>}
              </button>
            ))}
          </div>
          {brand && <BrandGoods brand={brand} />}
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.brand)({ component: BrandScreen });
