import { List } from 'antd-mobile';
import { useNavigate } from '@tanstack/react-router';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

/** Shops offered beside the platform: the newest ones the user ordered from. */
const SHOPS_SHOWN = 5;

/**
 * Issue 34.6: 我的客服 always offers a way to start, even with no conversation yet: the platform's service, and the
 * shops the user ordered from (read from the orders on the device, so it works offline; the chat opens offline too
 * once it was opened before).
 */
export function StartChat() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const orders = useLiveQuery(sync, 'orderList', { userId, status: '' });
  const shops = [...new Map((orders.data ?? []).map((order) => [order.shopId, order.shopName])).entries()]
    .filter(([shopId]) => shopId !== '').slice(0, SHOPS_SHOWN);
  return (
    <List header={T.startTitle} data-testid="start-chat">
      <List.Item onClick={() => void navigate({ to: PATHS.questionInfo, search: {} })}>{T.contactPlatform}</List.Item>
      {shops.map(([shopId, shopName]) => (
        <List.Item key={shopId} onClick={() => void navigate({ to: PATHS.questionInfo, search: { shopId } })}>{T.contactShop(shopName)}</List.Item>
      ))}
    </List>
  );
}
