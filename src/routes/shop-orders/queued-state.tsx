import { Button, Tag } from 'antd-mobile';
import { SHOP_ORDER_TEXTS as T } from '../../ui/shop-order-texts';
import { useAppContext } from '../use-app-context';

/** A queued decision's state on its order or request: 待同步 until the host confirms, or the host's refusal to dismiss. */
export function QueuedState({ pending, refused }: { pending: boolean; refused: { id: string; msg: string } | null }) {
  const { sync } = useAppContext();
  if (refused) {
    return (
      <div className="shop-order__refused" role="alert" data-testid="shop-order-refused">
        {T.refused}：{refused.msg}
        <Button size="mini" fill="none" color="primary" onClick={() => void sync.dismissRejected(refused.id)}>{T.dismiss}</Button>
      </div>
    );
  }
  return pending ? <Tag color="warning" fill="outline" data-testid="shop-order-pending">{T.pending}</Tag> : null;
}
