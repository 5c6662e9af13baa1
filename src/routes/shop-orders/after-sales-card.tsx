import type { ReactNode } from 'react';
import { afterSalesStatusLabel } from '../../domain/after-sales';
import { formatDateTime } from '../../domain/relative-time';
import { AFTER_SALES_KIND_LABELS } from '../../domain/messages';
import type { ShopAfterSalesView } from '../../sync/shop-order-views';
import { OrderLine } from '../../ui/components/order-line';
import { PriceText } from '../../ui/components/price-text';
import { SHOP_ORDER_TEXTS } from '../../ui/shop-order-texts';
import { QueuedState } from './queued-state';

const T = SHOP_ORDER_TEXTS.afterSales;

/** One after-sales request as the shop sees it: kind, status, buyer, reason, amount and the order's goods. */
export function AfterSalesCard({ request, onOpen, children }: { request: ShopAfterSalesView; onOpen?(): void; children?: ReactNode }) {
  return (
    <section className="shop-order-card" data-testid="shop-after-sales-card" data-after-sales-id={request.afterSalesId}>
      <header className="shop-order-card__head" onClick={onOpen}>
        <span className="shop-order-card__no">{AFTER_SALES_KIND_LABELS[request.kind]} · {formatDateTime(request.createdAt)}</span>
        <span className="shop-order-card__status" data-testid="shop-after-sales-status">{afterSalesStatusLabel(request.status)}</span>
      </header>
      <div className="shop-order-card__buyer">
        {T.buyer} {request.buyerName} {request.buyerPhone} · {request.reason}
        <QueuedState pending={request.pending} refused={request.refused} />
      </div>
      <div onClick={onOpen}>
        {request.lines.map((line) => <OrderLine key={line.skuId || line.goodsId} img={line.goodsImg} name={line.goodsName} spec={line.specText} price={line.price} num={line.num} />)}
      </div>
      <footer className="shop-order-card__foot">
        <span>{T.amount} <PriceText fen={request.amount} /></span>
        <span className="shop-order-card__actions">{children}</span>
      </footer>
    </section>
  );
}
