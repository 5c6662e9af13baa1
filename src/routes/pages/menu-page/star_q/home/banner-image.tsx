import type { Banner } from '../../../../../contract/catalogue/goods';

export interface BannerProps {
  ads: Banner[];
  onOpen(goodsId: string): void;
}

export function BannerImage({ ad, onOpen }: { ad: Banner; onOpen(goodsId: string): void }) {
  return <img className="home__banner" src={ad.image} alt={ad.title} onClick={() => ad.goodsId && onOpen(ad.goodsId)} />;
}

/** Until the swiper's chunk is in (or if it cannot load), the first banner stands still in its place. */
export function StillBanner({ ads, onOpen }: BannerProps) {
  return <BannerImage ad={ads[0]!} onOpen={onOpen} />;
}
