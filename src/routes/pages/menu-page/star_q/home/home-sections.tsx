import { lazy, Suspense } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Goods, GoodsKind } from '../../../../../contract/entities/goods';
import { PriceText } from '../../../../../ui/components/price-text';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../../../ui/hooks/use-live-query';
import { TEXTS } from '../../../../../ui/texts';
import { useOpenGoods } from '../../../../goods-links';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { StillBanner } from './banner-image';
import { HOME_CALLS, HOME_PAINT } from './home-calls';

const BannerSwiper = lazy(() => import('./banner-swiper').then(
  (module) => ({ default: module.BannerSwiper }),
  () => ({ default: StillBanner }),
));

/** A sideways row of small cards (honour, day-new); the page's goods grid stays 星Q goods only. */
function GoodsStrip<G extends Goods>({ goods, note, onOpen }: { goods: G[]; note?: (g: G) => string; onOpen(id: string, kind: GoodsKind): void }) {
  return (
    <div className="home__strip">
      {goods.map((g) => (
        <button key={g.goodsId} type="button" className="home__strip-item" onClick={() => onOpen(g.goodsId, g.goodsKind)}>
          <img src={g.goodsImg} alt={g.goodsName} loading="lazy" />
          <span className="home__strip-name">{g.goodsName}</span>
          {note && <span className="home__strip-rank">{note(g)}</span>}
          <PriceText fen={g.goodsSalePrice} size="small" />
        </button>
      ))}
    </div>
  );
}

export function BannerSection() {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const ads = useCachedCall(sync, HOME_CALLS.platformAds, {}, HOME_PAINT).data ?? [];
  if (ads.length === 0) return null;
  return (
    <div className="home__banners" data-testid="home-banners">
      <Suspense fallback={<StillBanner ads={ads} onOpen={openGoods} />}>
        <BannerSwiper ads={ads} onOpen={openGoods} />
      </Suspense>
    </div>
  );
}

export function HotWordsSection({ title }: { title: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const words = useCachedCall(sync, HOME_CALLS.hotKeywords, {}, HOME_PAINT).data ?? [];
  if (words.length === 0) return null;
  return (
    <div className="home__hot-words" aria-label={title}>
      {words.map((word) => (
        <button key={word} type="button" className="chip" onClick={() => void navigate({ to: PATHS.search, search: { keyword: word } })}>{word}</button>
      ))}
    </div>
  );
}

export function NavSection({ title }: { title: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const roots = useLiveQuery(sync, 'categories', {}, { paintSnapshot: `${HOME_PAINT.paintSnapshot}:categories` }).data?.filter((c) => c.level === 1) ?? [];
  return (
    <div className="home__categories" aria-label={title}>
      {roots.map((c) => (
        <button key={c.id} type="button" className="home__category" onClick={() => void navigate({ to: PATHS.goodsType, search: { classId: c.id, title: c.classNames } })}>
          <img src={c.cover} alt="" />
          <span>{c.classNames}</span>
        </button>
      ))}
      <button type="button" className="home__category home__category--text" onClick={() => void navigate({ to: PATHS.goodsClass })}>{TEXTS.discovery.allClasses}</button>
      <button type="button" className="home__category home__category--text" onClick={() => void navigate({ to: PATHS.priceRange })}>{TEXTS.discovery.priceRange}</button>
      <button type="button" className="home__category home__category--text" data-testid="open-plat-home" onClick={() => void navigate({ to: PATHS.platHome })}>{TEXTS.discovery.platHome}</button>
    </div>
  );
}

export function HonourSection({ title }: { title: string }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const list = useCachedCall(sync, HOME_CALLS.honourRecommend, {}, HOME_PAINT).data?.goodsList ?? [];
  if (list.length === 0) return null;
  return (
    <section className="home__section">
      <h2 className="section-title">{title}</h2>
      <GoodsStrip goods={list} note={(g) => g.rankName} onOpen={openGoods} />
    </section>
  );
}

export function DayNewSection({ title }: { title: string }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const openGoods = useOpenGoods();
  const list = useCachedCall(sync, HOME_CALLS.dayNewGoods, { pageNum: 1, pageSize: 8 }, HOME_PAINT).data?.goodsList ?? [];
  if (list.length === 0) return null;
  return (
    <section className="home__section">
      <h2 className="section-title">
        {title}
        <button type="button" className="link-button" onClick={() => void navigate({ to: PATHS.everydayNew })}>{TEXTS.discovery.more}</button>
      </h2>
      <GoodsStrip goods={list} onOpen={openGoods} />
    </section>
  );
}
