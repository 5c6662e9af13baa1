import { Button } from 'antd-mobile';
import { useNavigate } from '@tanstack/react-router';
import type { BlindboxOrder } from '../../contract/kinds/blindbox';
import { orderStatusLabel } from '../../domain/order-status';
import { BLINDBOX_TEXTS as T } from '../../ui/blindbox-texts';
import { PriceText } from '../../ui/components/price-text';
import { PATHS } from '../paths';

interface Props { order: BlindboxOrder; online: boolean; onCancel(orderId: string): void }

/** One box order of 我的盲盒: unpaid (pay or cancel, online), or the item drawn with its log. */
export function BoxOrderCard({ order, online, onCancel }: Props) {
  const navigate = useNavigate();
  const unpaid = order.orderStatus === 'UNPAID';
  const status = unpaid ? T.waitingPay : order.orderStatus === 'CANCELLED' ? T.cancelled : orderStatusLabel(order.orderStatus);
  return (
    <article className="bb-card" data-testid="box-order">
      <header className="bb-card__head"><span>{order.shopName}</span><span className="bb-card__status">{status}</span></header>
      <div className="bb-card__body">
        <img src={order.cover} alt="" />
        <div>
          <div>{order.boxName}</div>
          <PriceText fen={order.total} />
          {order.draw && <div className="bb-card__drawn">{T.drawn(order.draw.itemName)}</div>}
        </div>
      </div>
      <div className="bb-card__actions">
        {unpaid && <Button size="small" disabled={!online} onClick={() => onCancel(order.orderId)}>{T.cancel}</Button>}
        {unpaid && (
          <Button size="small" color="primary" disabled={!online}
            onClick={() => void navigate({ to: PATHS.payBlindboxCounter, search: { goodsId: order.goodsId, orderId: order.orderId } })}>{T.pay}</Button>
        )}
        {order.draw && (
          <Button size="small" color="primary" fill="outline"
            onClick={() => void navigate({ to: PATHS.blindboxLog, search: { orderId: order.orderId } })}>{T.viewLog}</Button>
        )}
      </div>
    </article>
  );
}
