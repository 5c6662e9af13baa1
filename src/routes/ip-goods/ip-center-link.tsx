import { Link } from '@tanstack/react-router';
import './ip-goods.css';
import { IP_GOODS_TEXTS as T } from '../../ui/ip-goods-texts';
import { PATHS } from '../paths';

/** The buyer's way into the IP center from an IP goods (one link, on the IP goods detail). */
export function IpCenterLink() {
  return (
    <Link to={PATHS.ipCenter} className="ip-center-link" data-testid="ip-center-link">
      <span className="ip-center-link__title">{T.centerEntry}</span>
      <span className="ip-center-link__hint">{T.centerEntryHint} ›</span>
    </Link>
  );
}
