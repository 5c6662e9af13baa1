import { Swiper } from 'antd-mobile';
import { BannerImage, type BannerProps } from './banner-image';

/** The sliding banners. Swiper brings react-spring and use-gesture, so the home loads this file once it has banners to show. */
export function BannerSwiper({ ads, onOpen }: BannerProps) {
  return (
    <Swiper autoplay loop>
      {ads.map((ad) => (
        <Swiper.Item key={ad.id}>
          <BannerImage ad={ad} onOpen={onOpen} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
