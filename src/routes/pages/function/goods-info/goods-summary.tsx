import { Tag } from 'antd-mobile';
import type { Goods, GoodsDetail } from '../../../../contract/entities/goods';
import { formatUnit } from '../../../../domain/format';
import { PriceRange } from '../../../../ui/components/price-range';
import { PriceText } from '../../../../ui/components/price-text';
import { TEXTS } from '../../../../ui/texts';
import { GOODS_KIND_LABELS } from './goods-kinds';

/** An auction lot is one piece that is bid on, never "sold out" while it runs: its state is in the auction panel. */
function stockText(goods: Goods): string {
  if (goods.goodsKind === 'auction') return TEXTS.goods.auctionLot;
  return goods.stock > 0 ? TEXTS.goods.stock(goods.stock) : TEXTS.goods.soldOut;
}

export interface PriceRangeFen { min: number; max: number }

/**
 * The on-sale SKUs' price range when they differ (¥39.00–59.00); none for one price or a detail stored before SKUs.
 * Without a stored detail (offline, never opened) the card's range, which the list brought.
 */
export function priceRangeOf(detail: GoodsDetail | null | undefined, card?: Goods): PriceRangeFen | undefined {
  const { minPrice, maxPrice } = detail ?? (card?.maxPrice !== undefined ? { minPrice: card.goodsSalePrice, maxPrice: card.maxPrice } : {});
  return minPrice !== undefined && maxPrice !== undefined && minPrice !== maxPrice ? { min: minPrice, max: maxPrice } : undefined;
}

/** Price (with the original price when higher), kind tag, name, sales and stock: the head of every goods detail. */
export function GoodsSummary({ goods, originalPrice, range }: { goods: Goods; originalPrice: number | undefined; range?: PriceRangeFen | undefined }) {
  return (
    <section className="goods-info__summary">
      <div className="goods-info__price-row">
        <span data-testid="goods-price">{range ? <PriceRange min={range.min} max={range.max} size="large" /> : <PriceText fen={goods.goodsSalePrice} size="large" />}</span>
        {!range && originalPrice !== undefined && originalPrice > goods.goodsSalePrice && (
          <span className="goods-info__original">{TEXTS.goods.originalPrice} <PriceText fen={originalPrice} size="small" /></span>
        )}
      </div>
      <h1 className="goods-info__name">{goods.goodsKind === 'ordinary' ? null : <><Tag color="primary" fill="outline">{GOODS_KIND_LABELS[goods.goodsKind]}</Tag> </>}{goods.goodsName}</h1>
      <div className="goods-info__meta">
        <span>{TEXTS.goods.sales(formatUnit(goods.sales))}</span>
        <span data-testid="goods-stock">{stockText(goods)}</span>
      </div>
    </section>
  );
}
