import { Button, NavBar } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import {
  companyServiceDetail, getQuestionServerUser, serviceDetailInfo, shopServiceDetail, type ChatConversation, type ChatSenderRole,
} from '../../contract/service/chat';
import type { CallDef } from '../../contract/define-call';
import { cacheKey } from '../../domain/cache-key';
import type { ChatSendPreview } from '../../sync/chat-view';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useLiveRoom } from '../../ui/hooks/use-live-room';
import { useOnline } from '../../ui/hooks/use-online';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';
import { ChatInput } from './chat-input';
import { uploadChatMedia } from './chat-upload';
import { MessageList } from './message-list';
import { RatingPopup } from './rating-popup';
import { SubjectCard } from './subject-card';
import './chat.css';
import { goBack } from '../go-back';

export type ChatSide = 'user' | 'shop' | 'company';
export interface ChatTarget { conversationId?: string; orderId?: string; goodsId?: string; shopId?: string }

const SIDE = {
  user: { send: 'chat.send', read: 'chat.read', role: 'user' },
  shop: { send: 'chat.shopSend', read: 'chat.shopRead', role: 'shop' },
  company: { send: 'chat.companySend', read: 'chat.companyRead', role: 'platform' },
} as const satisfies Record<ChatSide, { send: string; read: string; role: ChatSenderRole }>;

/** Which read answers the conversation: the user opens it by subject or id, an answering side by id under its role. */
function detailCall(side: ChatSide, target: ChatTarget): { call: CallDef; params: Record<string, string> } {
  const conversationId = target.conversationId ?? '';
  if (side === 'shop') return { call: shopServiceDetail, params: { conversationId } };
  if (side === 'company') return { call: companyServiceDetail, params: { conversationId } };
  if (conversationId) return { call: serviceDetailInfo, params: { conversationId } };
  return { call: getQuestionServerUser, params: { orderId: target.orderId ?? '', goodsId: target.goodsId ?? '', shopId: target.shopId ?? '' } };
}

function previewOf(side: ChatSide, c: ChatConversation): ChatSendPreview {
  if (side === 'user') return { senderRole: 'user', senderName: c.userName, senderAvatar: c.userLogo };
  return { senderRole: SIDE[side].role, senderName: c.agentName, senderAvatar: c.agentLogo };
}

/**
 * The chat of spec §2 customer_service/question_info, for the user and (agent mode) for the shop or the platform:
 * the conversation read from the device (opens offline once seen), the live room joined while the screen is open,
 * messages sent through the outbox (发送中 offline, 发送失败 with 重试 when refused).
 */
export function ChatScreen({ side, target }: { side: ChatSide; target: ChatTarget }) {
  const { sync, session, api } = useAppContext();
  const { userId } = useSession(session);
  const online = useOnline();
  const { call, params } = detailCall(side, target);
  const detail = useCachedCall(sync, call as typeof serviceDetailInfo, params as never);
  const conversation = detail.data?.conversation ?? null;
  const channel = useLiveRoom(sync, conversation?.room ?? null);
  const view = useLiveQuery(sync, 'chatView', { userId: userId ?? '', conversationId: conversation?.id ?? '', detailKey: cacheKey(call.name, params) });
  const [rating, setRating] = useState(false);
  const marked = useRef(0);
  const lastSeq = view.data?.lastSeq ?? 0;
  const ownLastRead = conversation ? (side === 'user' ? conversation.userLastRead : conversation.agentLastRead) : 0;

  useEffect(() => {
    if (!conversation || lastSeq <= Math.max(marked.current, ownLastRead)) return;
    marked.current = lastSeq;
    void sync.mutate(SIDE[side].read, { conversationId: conversation.id, seq: lastSeq });
  }, [sync, side, conversation, lastSeq, ownLastRead]);

  const title = conversation ? (side === 'user' ? conversation.agentName : conversation.userName) : T.title;
  const back = (extra?: React.ReactNode) => <NavBar onBack={() => goBack()} right={extra}>{title}</NavBar>;
  if (!conversation) {
    const why = detail.failure?.errorKind === 'network' || !online ? T.offlineFirstOpen : detail.failure?.msg ?? T.openFailed;
    return <div className="page chat-page">{back()}{detail.loading ? <LoadingState /> : <EmptyState title={why} />}</div>;
  }
  const conv = conversation;

  async function sendText(content: string): Promise<boolean> {
    const result = await sync.mutate(SIDE[side].send, { conversationId: conv.id, clientId: newClientId('m'), type: 'text', content }, { ...previewOf(side, conv) });
    if (!result.ok) toast(result.msg);
    return result.ok;
  }

  async function sendMedia(type: 'image' | 'video', file: File): Promise<void> {
    try {
      const { url, poster } = await uploadChatMedia(api, sync, type, file);
      const result = await sync.mutate(SIDE[side].send, { conversationId: conv.id, clientId: newClientId('m'), type, url }, { ...previewOf(side, conv), poster });
      if (!result.ok) toast(result.msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : T.uploadFailed);
    }
  }

  async function retry(entryId: string) {
    const result = await sync.retryRejected(entryId);
    if (!result.ok) toast(result.msg);
  }

  async function rate(stars: number, comment: string): Promise<boolean> {
    const result = await sync.mutate('chat.rate', { conversationId: conv.id, rating: stars, comment });
    if (!result.ok) toast(result.msg);
    else toast(T.rateThanks);
    return result.ok;
  }

  const pendingRating = view.data?.rating ?? null;
  const ratedText = conv.status === 'RATED' ? T.rated(conv.rating)
    : pendingRating?.state === 'sending' ? T.rateSending : null;
  const rateButton = side !== 'user' ? null : ratedText ? <span className="chat-rated" data-testid="chat-rated">{ratedText}</span>
    : <Button size="mini" fill="none" color="primary" onClick={() => setRating(true)} data-testid="chat-rate">{T.rate}</Button>;
  const channelText = !online ? T.offline : channel.state === 'live' ? T.live : channel.state === 'denied' ? T.denied : T.connecting;
  const messages = view.data?.messages ?? [];
  return (
    <div className="page chat-page">
      {back(side === 'user' ? rateButton : conv.status === 'RATED' ? <span className="chat-rated">{T.rated(conv.rating)}</span> : null)}
      <div className={`chat-channel chat-channel--${online ? channel.state : 'offline'}`} data-testid="chat-channel">{channelText}</div>
      <SubjectCard subject={conv.subject} />
      {pendingRating?.state === 'failed' && <div className="chat-system chat-state--failed">{T.rateFailed}：{pendingRating.error}</div>}
      {messages.length === 0 && !view.loading ? <div className="chat-empty">{T.noMessages}</div>
        : <MessageList messages={messages} ownRole={SIDE[side].role} onRetry={(id) => void retry(id)} />}
      <ChatInput disabled={channel.state === 'denied'} onText={sendText} onMedia={sendMedia} />
      {side === 'user' && <RatingPopup visible={rating} onClose={() => setRating(false)} onSubmit={rate} />}
    </div>
  );
}
