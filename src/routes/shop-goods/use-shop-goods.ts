import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useRefresh } from '../../ui/hooks/use-refresh';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

/** The owner's drafts and confirmed goods from the local store; the goods are pulled (shop token only) when a screen opens. */
export function useShopGoods() {
  const { sync, session } = useAppContext();
  const current = useSession(session);
  const userId = current.userId ?? '';
  useRefresh(sync, { kind: 'shopGoods' }, `${userId}:${current.shopToken ? 'shop' : ''}`);
  const drafts = useLiveQuery(sync, 'shopDrafts', { userId });
  const goods = useLiveQuery(sync, 'shopGoodsView', { userId });
  return { sync, userId, hasShop: current.shopToken !== '', drafts: drafts.data ?? [], goods: goods.data ?? [], loading: drafts.loading || goods.loading };
}

/** The list's 库存紧张 filter, as the host's `stock: low` (server/services/catalogue/shops/goods). */
export const LOW_STOCK = 10;

export function newDraftId(): string {
  return globalThis.crypto.randomUUID();
}
