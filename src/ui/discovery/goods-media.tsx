import { useState } from 'react';
import { ImageViewer, Swiper } from 'antd-mobile';
import { TEXTS } from '../texts';

interface GoodsMediaProps {
  name: string;
  images: string[];
  video: string | null;
}

/** spec §2 goods-info with goods-video, goods-preview and show-goods-image: a video first, tap an image for full screen. */
export function GoodsMedia({ name, images, video }: GoodsMediaProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  const slides = (video ? 1 : 0) + images.length;
  return (
    <div className="goods-media">
      <Swiper className="goods-info__images" onIndexChange={setCurrent} indicator={() => null}>
        {[
          ...(video ? [
            <Swiper.Item key="video">
              <video className="goods-info__image" src={video} controls playsInline poster={images[0]} aria-label={TEXTS.discovery.media.video} />
            </Swiper.Item>,
          ] : []),
          ...images.map((src, index) => (
            <Swiper.Item key={src}>
              <img src={src} alt={name} className="goods-info__image" onClick={() => setPreview(index)} />
            </Swiper.Item>
          )),
        ]}
      </Swiper>
      {slides > 1 && <span className="goods-media__index">{TEXTS.discovery.media.preview(current + 1, slides)}</span>}
      <ImageViewer.Multi
        images={images}
        visible={preview !== null}
        defaultIndex={preview ?? 0}
        onClose={() => setPreview(null)}
      />
    </div>
  );
}
