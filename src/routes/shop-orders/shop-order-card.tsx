import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { afterSalesStatusLabel } from '../../domain/after-sales';
import { orderStateLabel } from '../../domain/order-actions';
import { orderHeldByAfterSales } from '../../domain/shop-orders';
import type { ShopOrderView } from '../../sync/shop-order-views';
import { OrderLine } from '../../ui/components/order-line';
import { PriceText } from '../../ui/components/price-text';
import { SHOP_ORDER_TEXTS } from '../../ui/shop-order-texts';
import { QueuedState } from './queued-state';

const T = SHOP_ORDER_TEXTS.list;

/** One order in the shop's list: number, buyer, status, lines, amount; its actions below. */
export function ShopOrderCard({ order, onOpen, children }: { order: ShopOrderView; onOpen(): void; children?: ReactNode }) {
  const count = order.lines.reduce((n, line) => n + line.num, 0);
  return (
    <section className="shop-order-card" data-testid="shop-order-card" data-order-id={order.orderId}>
      <header className="shop-order-card__head" onClick={onOpen}>
        <span className="shop-order-card__no">{order.orderId}</span>
        <span className="shop-order-card__status" data-testid="shop-order-status">{orderStateLabel(order)}</span>
      </header>
      <div className="shop-order-card__buyer">
        {T.buyer} {order.buyerName} {order.buyerPhone}
        {orderHeldByAfterSales(order) && <Tag color="danger" fill="outline">{T.afterSales} · {afterSalesStatusLabel(order.afterSalesStatus ?? '')}</Tag>}
        <QueuedState pending={order.pending} refused={order.refused} />
      </div>
      <div onClick={onOpen}>
        {order.lines.map((line) => <OrderLine key={line.skuId || line.goodsId} img={line.goodsImg} name={line.goodsName} spec={line.specText} price={line.price} num={line.num} />)}
      </div>
      <footer className="shop-order-card__foot">
        <span>{T.total(count)} <PriceText fen={order.total} /></span>
        <span className="shop-order-card__actions">{children}</span>
      </footer>
    </section>
  );
}
