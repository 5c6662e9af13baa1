import { Tag } from 'antd-mobile';
import type { OrderLine as OrderLineData } from '../../../../contract/entities/order';
import { afterSalesStatusLabel } from '../../../../domain/after-sales';
import { PriceText } from '../../../../ui/components/price-text';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { OrderLine } from '../../../../ui/components/order-line';

const T = CHECKOUT_TEXTS.orders;

interface OrderCardProps {
  shopName: string;
  statusText: string;
  statusColor?: 'primary' | 'warning' | 'danger' | 'default';
  lines: (Pick<OrderLineData, 'goodsName' | 'goodsImg' | 'price' | 'num'> & { specText?: string })[];
  total: number;
  paid: boolean;
  afterSalesStatus?: string | null;
  note?: string;
  /** An integral goods order's points (issue 34.12): its lines and sum say 积分, not ¥0.00. */
  points?: number;
  /** A group goods bought in a group or alone (issue 34): the card says which. */
  buyMode?: '' | 'group' | 'alone';
  onOpen?(): void;
  children?: React.ReactNode;
}

export function OrderCard({ shopName, statusText, statusColor = 'primary', lines, total, paid, afterSalesStatus, note, points = 0, buyMode = '', onOpen, children }: OrderCardProps) {
  const count = lines.reduce((n, l) => n + l.num, 0);
  return (
    <section className="order-card" data-testid="order-card" onClick={onOpen}>
      <header className="order-card__head">
        <span className="order-card__shop">{shopName}</span>
        <span className="order-card__badges">
          {buyMode && <Tag color="primary" fill="outline" data-testid="order-buy-mode">{T.buyMode[buyMode]}</Tag>}
          {afterSalesStatus && <Tag color="warning" fill="outline">{afterSalesStatusLabel(afterSalesStatus)}</Tag>}
          <Tag color={statusColor} className="order-card__status">{statusText}</Tag>
        </span>
      </header>
      {lines.map((line, i) => (
        <OrderLine key={i} img={line.goodsImg} name={line.goodsName} spec={line.specText} price={line.price} num={line.num}
          points={points > 0 ? T.points(Math.round(points / Math.max(1, count))) : undefined} />
      ))}
      {note && <p className="order-card__note">{note}</p>}
      <div className="order-card__sum">{T.count(count)} {paid ? T.realPay : T.needPay} {points > 0 ? <span data-testid="order-points">{T.points(points)}</span> : <PriceText fen={total} />}</div>
      {children}
    </section>
  );
}
