import { PriceText } from './price-text';

/** One ordered goods: picture, name, and (when given) the price paid and the quantity. */
export function OrderLine({ img, name, price, num }: { img: string; name: string; price?: number; num?: number }) {
  return (
    <div className="order-line">
      <img className="order-line__img" src={img} alt="" />
      <div className="order-line__body">
        <div className="order-line__name">{name}</div>
        {price !== undefined && <div className="order-line__row"><PriceText fen={price} /><span>x{num}</span></div>}
      </div>
    </div>
  );
}
