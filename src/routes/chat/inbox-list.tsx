import { Badge, List, NavBar } from 'antd-mobile';
import { useNavigate } from '@tanstack/react-router';
import { companyServiceList, shopServiceList, userConversations, type ChatInboxItem } from '../../contract/service/chat';
import { formatRelativeTime } from '../../domain/relative-time';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { PullRefresh } from '../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import { PATHS } from '../paths';
import { useReloadOnNotice } from '../use-notice-reload';
import { useAppContext } from '../use-app-context';
import { OfflineBanner } from '../withdraw/withdraw-bits';
import type { ChatSide } from './chat-screen';
import { StartChat } from './start-chat';
import './chat.css';
import { goBack } from '../go-back';

const LIST = { user: userConversations, shop: shopServiceList, company: companyServiceList } as const;
const TITLE = { user: T.myService, shop: T.shopInbox, company: T.companyInbox } as const;
const PAGE = { pageNum: 1, pageSize: 50 };
const SUBJECT_PARAM = { order: 'orderId', goods: 'goodsId', shop: 'shopId' } as const;

function subjectSearch(c: ChatInboxItem): Record<string, string> {
  return c.subject.type === 'none' ? {} : { [SUBJECT_PARAM[c.subject.type]]: c.subject.id };
}

function Avatar({ src, name }: { src: string; name: string }) {
  return src ? <img className="chat-inbox__avatar" src={src} alt="" /> : <span className="chat-inbox__avatar chat-inbox__avatar--text">{name.slice(0, 1)}</span>;
}

/** A side's conversations, newest message first, with unread badges; read from the device's last answer offline. */
export function InboxScreen({ side }: { side: ChatSide }) {
  const { sync } = useAppContext();
  const online = useOnline();
  const navigate = useNavigate();
  const inbox = useCachedCall(sync, LIST[side], PAGE);
  useReloadOnNotice('service', inbox.reload);
    // The user reopens by subject, the key the chat was first opened (and cached) under, so it opens offline too.
  const open = (c: ChatInboxItem) => void navigate({ to: PATHS.questionInfo, search: side === 'user' ? subjectSearch(c) : { conversationId: c.id, as: side } });
  const list = inbox.data?.list ?? [];
  return (
    <div className="page chat-inbox">
      <NavBar onBack={() => goBack()}>{TITLE[side]}</NavBar>
      <OfflineBanner online={online} stale={inbox.failure !== null && inbox.data !== null} />
      <PullRefresh onRefresh={() => inbox.reload().then(() => undefined)}>
        {side === 'user' && <StartChat />}
        {inbox.loading && <LoadingState />}
        {!inbox.loading && list.length === 0 && <EmptyState title={inbox.data ? T.noConversations : inbox.failure?.msg ?? T.noConversations} />}
        {list.length > 0 && (
          <List>
            {list.map((c) => (
              <List.Item key={c.id} data-testid="chat-inbox-item" onClick={() => open(c)}
                prefix={<Badge content={c.unread > 0 ? T.unread(c.unread) : null}>{side === 'user' ? <Avatar src={c.agentLogo} name={c.agentName} /> : <Avatar src={c.userLogo} name={c.userName} />}</Badge>}
                description={<div className="chat-inbox__preview">{c.subject.title ? `【${T.subject[c.subject.type]}】${c.subject.title} · ` : ''}{c.lastPreview}</div>}
                extra={<div className="chat-inbox__extra">{formatRelativeTime(c.lastMessageAt, Date.now())}{c.status === 'RATED' && <span>{T.rated(c.rating)}</span>}</div>}>
                {side === 'user' ? c.agentName : c.userName}
              </List.Item>
            ))}
          </List>
        )}
      </PullRefresh>
    </div>
  );
}
