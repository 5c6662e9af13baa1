import { useEffect, useMemo, useState } from 'react';
import { Button, Popup, Stepper } from 'antd-mobile';
import type { GoodsDimension, GoodsSku } from '../../contract/entities/goods';
import { CART_MAX_NUM } from '../../contract/orders/cart';
import { canBuy, initialChoice, isValueAvailable, maxQuantity, skuOfChoice, toggleValue } from '../../domain/sku-choice';
import { PriceText } from '../components/price-text';
import { toast } from '../feedback';
import { SPEC_TEXTS as T } from '../spec-texts';
import { PriceRange } from '../components/price-range';
import './spec-sheet.css';

export interface SpecSheetProps {
  visible: boolean;
  goodsImg: string;
  dimensions: GoodsDimension[];
  skus: GoodsSku[];
  /** The cart line's SKU and quantity when the sheet changes a line. */
  skuId?: string;
  num?: number;
  /** The sheet's buttons: 确定 when opened by one of the page's buttons, 加入购物车 and 立即购买 from the 规格 row. */
  actions: SpecSheetAction[];
  onClose(): void;
}

export interface SpecSheetAction {
  key: string;
  text: string;
  color: 'primary' | 'warning';
  run(sku: GoodsSku, num: number): void;
}

/**
 * The specification sheet (issue 31): picture, price and stock follow the choice, a value no buyable SKU has with the
 * other chosen values is greyed, the quantity is held to the SKU's stock and a cart line's limit. Reads the stored
 * detail only, so it works offline.
 */
export default function SpecSheet(props: SpecSheetProps) {
  const { visible, goodsImg, dimensions, skus, skuId, actions, onClose } = props;
  const [choice, setChoice] = useState(() => initialChoice(skus, dimensions.length, skuId));
  const [num, setNum] = useState(props.num ?? 1);
  useEffect(() => {
    if (!visible) return;
    setChoice(initialChoice(skus, dimensions.length, skuId));
    setNum(props.num ?? 1);
    // Opening again starts from the line's SKU; the live detail changing under an open sheet keeps the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, skuId]);

  const sku = skuOfChoice(skus, choice, dimensions.length);
  const buyable = skus.filter(canBuy);
  const prices = useMemo(() => buyable.map((s) => s.salePrice), [buyable]);
  const max = maxQuantity(sku ? sku.stock : 0, CART_MAX_NUM);
  const shownNum = Math.min(num, max);

  function confirm(action: SpecSheetAction) {
    const missing = dimensions.find((_, i) => !choice[i]);
    if (missing) return void toast(T.missing(missing.name));
    if (!sku || !canBuy(sku)) return void toast(T.unavailable);
    action.run(sku, shownNum);
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="spec-sheet" showCloseButton>
      <div className="spec-sheet__head" data-testid="spec-sheet">
        <img className="spec-sheet__img" src={sku?.img || goodsImg} alt="" data-testid="spec-sheet-img" />
        <div className="spec-sheet__facts">
          <span data-testid="spec-sheet-price">
            {sku ? <PriceText fen={sku.salePrice} size="large" /> : <PriceRange min={Math.min(...prices)} max={Math.max(...prices)} size="large" />}
          </span>
          <span data-testid="spec-sheet-stock">{sku ? (sku.stock > 0 ? T.stock(sku.stock) : T.soldOut) : T.stock(buyable.reduce((n, s) => n + s.stock, 0))}</span>
          <span data-testid="spec-sheet-chosen">{sku ? T.chosen(sku.specText) : T.choose(dimensions.filter((_, i) => !choice[i]).map((d) => d.name))}</span>
        </div>
      </div>
      {dimensions.map((dimension, d) => (
        <section key={dimension.name} className="spec-sheet__dimension">
          <h4>{dimension.name}</h4>
          <div className="spec-sheet__values">
            {dimension.values.map((value) => {
              const chosen = choice[d] === value;
              const available = isValueAvailable(skus, choice, d, value);
              return (
                <button key={value} type="button" data-testid="spec-value" data-chosen={chosen} aria-pressed={chosen}
                  className={`spec-sheet__value${chosen ? ' spec-sheet__value--chosen' : ''}`}
                  disabled={!available && !chosen}
                  onClick={() => setChoice(toggleValue(choice, dimensions.length, d, value))}>
                  {value}
                </button>
              );
            })}
          </div>
        </section>
      ))}
      <div className="spec-sheet__quantity">
        <span>{T.quantity}</span>
        <Stepper min={1} max={max} value={shownNum} onChange={setNum} disabled={!sku || !canBuy(sku)} aria-label={T.quantity} />
      </div>
      <div className="spec-sheet__actions">
        {actions.map((action) => (
          <Button key={action.key} block color={action.color} onClick={() => confirm(action)} data-testid={`spec-sheet-${action.key}`}>{action.text}</Button>
        ))}
      </div>
    </Popup>
  );
}
