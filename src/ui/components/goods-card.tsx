import type { Goods, GoodsKind } from '../../contract/entities/goods';
import { formatUnit } from '../../domain/format';
import { PriceText } from './price-text';
import { TEXTS } from '../texts';

interface KindPrice {
  fen: number;
  label: string;
}

/** onOpen gets the kind too, so the caller opens the detail screen of that kind; kindPrice replaces the sale price (a group price). */
export function GoodsCard({ goods, onOpen, kindPrice }: { goods: Goods; onOpen(goodsId: string, kind: GoodsKind): void; kindPrice?: KindPrice }) {
  return (
    <button type="button" className="goods-card" data-testid="goods-card" data-kind={goods.goodsKind} onClick={() => onOpen(goods.goodsId, goods.goodsKind)}>
      <img className="goods-card__img" src={goods.goodsImg} alt={goods.goodsName} loading="lazy" />
      <div className="goods-card__body">
        <div className="goods-card__name">{goods.goodsName}</div>
        <div className="goods-card__meta">
          {goods.points ? (
            <span className="goods-card__points" data-testid="card-points">{TEXTS.discovery.kind.points(goods.points)}</span>
          ) : kindPrice ? (
            <span className="goods-card__kind-price" data-testid="kind-price">
              <small>{kindPrice.label}</small><PriceText fen={kindPrice.fen} />
            </span>
          ) : (
            <span data-testid="card-price"><PriceText fen={goods.goodsSalePrice} />{(goods.maxPrice ?? 0) > goods.goodsSalePrice ? <small className="goods-card__from">{TEXTS.goods.priceFrom}</small> : null}</span>
          )}
          <span className="goods-card__sales">{TEXTS.goods.sales(formatUnit(goods.sales))}</span>
        </div>
        <div className="goods-card__shop">{goods.shopName}</div>
      </div>
    </button>
  );
}

export function GoodsGrid({ goods, onOpen }: { goods: Goods[]; onOpen(goodsId: string, kind: GoodsKind): void }) {
  return (
    <div className="goods-grid">
      {goods.map((g) => <GoodsCard key={g.goodsId} goods={g} onOpen={onOpen} />)}
    </div>
  );
}
