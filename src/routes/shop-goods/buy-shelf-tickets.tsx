import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { MESSAGES } from '../../domain/messages';
import { SHOP_GOODS_TEXTS as T } from '../../ui/shop-goods-texts';
import { PATHS } from '../paths';

/**
 * 去购买 beside a refusal for want of shelf tickets (issue 33.3): the tickets are bought on goods-shelfticket-pay, which
 * comes back here; any other refusal shows nothing.
 */
export function BuyShelfTickets({ refusal }: { refusal: string }) {
  const navigate = useNavigate();
  if (refusal !== MESSAGES.shelfTicketsShort) return null;
  return (
    <Button size="mini" color="primary" fill="outline" data-testid="buy-shelf-tickets"
      onClick={(event) => { event.stopPropagation(); void navigate({ to: PATHS.goodsShelfticketPay }); }}>
      {T.shelfTickets.buy}
    </Button>
  );
}
