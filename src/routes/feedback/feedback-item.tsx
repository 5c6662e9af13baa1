import { Tag } from 'antd-mobile';
import type { Feedback } from '../../contract/service/feedback';
import { HELP_TEXTS } from '../../ui/help-texts';

const T = HELP_TEXTS.feedback;
const time = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });
/** List pictures: the media service's list variant, or the uploaded picture itself. */
const thumb = (url: string) => url.replace(/\/(detail|zoom)\.webp$/, '/list.webp');

/** One feedback as its author or an administrator sees it: type, state, text, pictures and the platform's replies. */
export function FeedbackItem({ item, pending = false, head }: { item: Feedback; pending?: boolean; head?: string }) {
  const state = pending ? T.pending : HELP_TEXTS.status[item.status];
  return (
    <div className="feedback-item" data-testid="feedback-item">
      <div className="feedback-item__head">
        <span><Tag color="primary" fill="outline">{HELP_TEXTS.types[item.type]}</Tag> {head ?? time(item.createdAt)}</span>
        <Tag color={pending ? 'default' : item.status === 'REPLIED' ? 'success' : 'warning'}>{state}</Tag>
      </div>
      <p className="feedback-item__content">{item.content}</p>
      {item.imgs.length > 0 && (
        <div className="feedback-item__imgs">{item.imgs.map((url) => <img key={url} src={thumb(url)} alt="" loading="lazy" />)}</div>
      )}
      {item.contact && <div className="feedback-item__head">{T.contactLabel(item.contact)}</div>}
      {item.replies.map((r) => (
        <div key={r.replyId} className="feedback-reply" data-testid="feedback-reply">
          <b>{T.reply}：</b>{r.content}
          <div className="feedback-item__head">{time(r.createdAt)}</div>
        </div>
      ))}
    </div>
  );
}
