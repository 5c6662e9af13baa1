import { useNavigate } from '@tanstack/react-router';
import { Badge } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { formatCount } from '../../../../domain/format';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** The detail bar's 购物车: an icon with the number of pieces in the cart (this device's view, pending changes included). */
export function CartLink() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const groups = useLiveQuery(sync, 'cartView', { userId }).data ?? [];
  const count = userId ? groups.flatMap((g) => g.orderGoodsVoList).reduce((n, line) => n + line.num, 0) : 0;
  return (
    <button type="button" className="collect-button goods-info__cart-link" aria-label={TEXTS.cart.title} onClick={() => void navigate({ to: PATHS.cart })}>
      <span data-testid="cart-badge">
        <Badge content={count > 0 ? formatCount(count) : null}>
          <ShopbagOutline className="collect-button__icon" />
        </Badge>
      </span>
      <span className="collect-button__text">{TEXTS.cart.title}</span>
    </button>
  );
}
