import { Tag } from 'antd-mobile';
import type { Goods } from '../../../../contract/entities/goods';
import { formatUnit } from '../../../../domain/format';
import { PriceText } from '../../../../ui/components/price-text';
import { TEXTS } from '../../../../ui/texts';
import { GOODS_KIND_LABELS } from './goods-kinds';

/** An auction lot is one piece that is bid on, never "sold out" while it runs: its state is in the auction panel. */
function stockText(goods: Goods): string {
  if (goods.goodsKind === 'auction') return TEXTS.goods.auctionLot;
  return goods.stock > 0 ? TEXTS.goods.stock(goods.stock) : TEXTS.goods.soldOut;
}

/** Price (with the original price when higher), kind tag, name, sales and stock: the head of every goods detail. */
export function GoodsSummary({ goods, originalPrice }: { goods: Goods; originalPrice: number | undefined }) {
  return (
    <section className="goods-info__summary">
      <div className="goods-info__price-row">
        <PriceText fen={goods.goodsSalePrice} size="large" />
        {originalPrice !== undefined && originalPrice > goods.goodsSalePrice && (
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
