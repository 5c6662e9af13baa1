import { PriceText } from './price-text';

interface OrderLineProps {
  img: string;
  name: string;
  /** The specification's text as bought (红色 / M); none for a goods of one SKU. */
  spec?: string | undefined;
  price?: number | undefined;
  num?: number | undefined;
  /** An integral goods' price in points, shown instead of `price` (its price in fen is 0). */
  points?: string | undefined;
}

/** One ordered goods: picture, name, its specification, and (when given) the price paid and the quantity. */
export function OrderLine({ img, name, spec, price, num, points }: OrderLineProps) {
  return (
    <div className="order-line">
      <img className="order-line__img" src={img} alt="" />
      <div className="order-line__body">
        <div className="order-line__name">{name}</div>
        {spec && <div className="line-spec" data-testid="line-spec">{spec}</div>}
        {price !== undefined && <div className="order-line__row">{points ?? <PriceText fen={price} />}<span>x{num}</span></div>}
      </div>
    </div>
  );
}
