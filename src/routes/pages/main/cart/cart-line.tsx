import { Checkbox, Stepper, SwipeAction, Tag } from 'antd-mobile';
import { CART_MAX_NUM } from '../../../../contract/orders/cart';
import type { CartViewLine } from '../../../../sync/cart-view';
import { PriceText } from '../../../../ui/components/price-text';
import { CHECKOUT_MESSAGES } from '../../../../domain/messages';
import { SPEC_TEXTS } from '../../../../ui/spec-texts';
import { TEXTS } from '../../../../ui/texts';

interface CartLineProps {
  line: CartViewLine;
  onSelect(selected: boolean): void;
  onQuantity(num: number): void;
  onDelete(): void;
  /** Opens the specification sheet on this line; absent for a goods of one SKU. */
  onChangeSpec?: (() => void) | undefined;
}

export function CartLineItem({ line, onSelect, onQuantity, onDelete, onChangeSpec }: CartLineProps) {
  return (
    <SwipeAction rightActions={[{ key: 'delete', text: TEXTS.cart.delete, color: 'danger', onClick: onDelete }]}>
      <div className="cart-line" data-testid="cart-line" data-goods-id={line.goodsId} data-sku-id={line.skuId}>
        <Checkbox checked={line.selected && !line.skuOff} disabled={line.skuOff} onChange={onSelect} aria-label={line.goodsName} />
        <img className="cart-line__img" src={line.goodsImg} alt="" />
        <div className="cart-line__body">
          <div className="cart-line__name">
            {line.goodsName}
            {line.pending && <Tag color="warning" fill="outline" className="cart-line__pending">{TEXTS.cart.pending}</Tag>}
          </div>
          {line.skuOff && <div className="line-spec line-spec--off" data-testid="line-sku-off">{line.specText && `${line.specText} · `}{CHECKOUT_MESSAGES.skuOff}</div>}
          {!line.skuOff && line.specText && (
            <button type="button" className="line-spec cart-line__spec" data-testid="line-spec" aria-label={SPEC_TEXTS.change}
              onClick={onChangeSpec} disabled={!onChangeSpec}>
              {line.specText} ▾
            </button>
          )}
          <div className="cart-line__row">
            <PriceText fen={line.goodsSalePrice} />
            <Stepper
              min={1}
              max={Math.max(1, Math.min(line.stock, CART_MAX_NUM))}
              value={line.num}
              onChange={(value) => value !== line.num && onQuantity(value)}
              aria-label="数量"
            />
          </div>
        </div>
      </div>
    </SwipeAction>
  );
}
