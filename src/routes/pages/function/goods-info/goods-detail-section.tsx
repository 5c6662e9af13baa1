import { TEXTS } from '../../../../ui/texts';

/** 商品详情 (an auction's 拍品详情): the shop's text and detail pictures (goodsDetailImg, issue 31), on every kind's page; nothing when the shop gave neither. */
export function GoodsDetailSection({ text, imgs, title = TEXTS.goods.detail }: { text: string; imgs: readonly string[]; title?: string }) {
  if (!text && !imgs.length) return null;
  return (
    <section className="goods-info__desc">
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {imgs.map((src) => <img key={src} className="goods-info__detail-img" src={src} alt="" loading="lazy" data-testid="goods-detail-img" />)}
    </section>
  );
}
