import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import type { SpellOrder } from '../../contract/kinds/spell';
import { PriceText } from '../../ui/components/price-text';
import { SPELL_TEXTS as T } from '../../ui/spell-texts';
import { PATHS } from '../paths';

/** One spell order in 我的拼拍: its state, seat and money, and the step it allows (pay, receive). */
export function SpellCard({ order }: { order: SpellOrder }) {
  const navigate = useNavigate();
  const open = () => void navigate({ to: PATHS.spellDetails, search: { entryId: order.entryId } });
  return (
    <article className="spell-card" data-testid="spell-card" onClick={open}>
      <header className="spell-card__head">
        <span>{order.shopName}</span>
        <span className="spell-card__status" data-testid="spell-status">{T.status[order.status]}</span>
      </header>
      <div className="spell-card__body">
        <img src={order.goodsImg} alt={order.goodsName} loading="lazy" />
        <div className="spell-card__info">
          <div className="spell-card__name">{order.goodsName}</div>
          <div className="spell-card__meta">
            {order.seatNo > 0 ? T.list.seat(order.seatNo, order.status === 'WAITING' ? order.seatsPaid : order.size, order.size) : `${order.size}人拼拍`}
          </div>
          {order.refunded > 0 && <div className="spell-card__meta">{T.list.refunded(order.refunded, order.reward)}</div>}
          <PriceText fen={order.total} />
        </div>
      </div>
      <div className="spell-card__actions" onClick={(e) => e.stopPropagation()}>
        <Button size="small" onClick={open}>{T.list.details}</Button>
        {order.status === 'UNPAID' && (
          <Button size="small" color="primary" onClick={() => void navigate({ to: PATHS.spellSurePay, search: { entryId: order.entryId } })}>{T.list.pay}</Button>
        )}
        {order.status === 'WON' && order.orderStatus === 'DELIVERED' && (
          <Button size="small" color="primary" onClick={() => void navigate({ to: PATHS.spellSureGetPay, search: { entryId: order.entryId } })}>{T.list.confirmReceipt}</Button>
        )}
      </div>
    </article>
  );
}
