import { Badge, List } from 'antd-mobile';
import { useNavigate } from '@tanstack/react-router';
import { shopServiceList } from '../../contract/service/chat';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

/** The shop workspace's entry to its customer-service inbox, with the unread count. */
export function ShopChatEntry() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const inbox = useCachedCall(sync, shopServiceList, { pageNum: 1, pageSize: 50 });
  const unread = inbox.data?.unread ?? 0;
  return (
    <List.Item data-testid="shop-chat-entry" onClick={() => void navigate({ to: PATHS.shopServiceInbox })}
      extra={unread > 0 ? <Badge content={T.unread(unread)} /> : null}>
      {T.shopInbox}
    </List.Item>
  );
}
