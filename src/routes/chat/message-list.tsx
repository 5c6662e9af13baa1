import { Button, ImageViewer } from 'antd-mobile';
import { Fragment, useEffect, useRef } from 'react';
import type { ChatSenderRole } from '../../contract/service/chat';
import { formatDateTime } from '../../domain/relative-time';
import type { ChatViewMessage } from '../../sync/chat-view';
import { needsTimeSeparator } from '../../sync/chat-view';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';

function Avatar({ src, name }: { src: string; name: string }) {
  return src ? <img className="chat-avatar" src={src} alt="" /> : <span className="chat-avatar chat-avatar--text">{name.slice(0, 1) || '客'}</span>;
}

function Content({ message }: { message: ChatViewMessage }) {
  const { body } = message;
  if (body.type === 'image') {
    return <img className="chat-image" src={body.url} alt={T.imageLabel} onClick={() => ImageViewer.show({ image: body.url })} />;
  }
  if (body.type === 'video') return <video className="chat-video" src={body.url} poster={body.poster || undefined} controls preload="none" playsInline />;
  return <span className="chat-text">{body.content}</span>;
}

/**
 * The conversation's bubbles: this side's on the right, the other side's on the left, system lines in the middle,
 * a time before the first message and after five quiet minutes; waiting ones say 发送中, refused ones 发送失败 with 重试.
 */
export function MessageList({ messages, ownRole, onRetry }: { messages: ChatViewMessage[]; ownRole: ChatSenderRole; onRetry(entryId: string): void }) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => { end.current?.scrollIntoView?.({ block: 'end' }); }, [count]);
  let previousAt: number | null = null;
  return (
    <div className="chat-messages" data-testid="chat-messages">
      {messages.map((m) => {
        const separator = needsTimeSeparator(previousAt, m.at);
        previousAt = m.at;
        const time = separator ? <div className="chat-time">{formatDateTime(m.at)}</div> : null;
        if (m.body.type === 'system') {
          return <Fragment key={m.clientId}>{time}<div className="chat-system" data-testid="chat-system">{m.body.content}</div></Fragment>;
        }
        const own = m.body.senderRole === ownRole;
        return (
          <Fragment key={m.clientId}>
            {time}
            <div className={`chat-row${own ? ' chat-row--own' : ''}`} data-testid="chat-message" data-state={m.state} data-own={own ? '1' : '0'}>
              <Avatar src={m.body.senderAvatar} name={m.body.senderName} />
              <div className="chat-bubble-wrap">
                <div className="chat-bubble"><Content message={m} /></div>
                {m.state === 'sending' && <span className="chat-state">{T.sending}</span>}
                {m.state === 'failed' && (
                  <span className="chat-state chat-state--failed">
                    {T.failed}{m.error ? `：${m.error}` : ''}
                    <Button size="mini" fill="none" color="primary" onClick={() => { if (m.entryId) onRetry(m.entryId); }}>{T.retry}</Button>
                  </span>
                )}
              </div>
            </div>
          </Fragment>
        );
      })}
      <div ref={end} />
    </div>
  );
}
