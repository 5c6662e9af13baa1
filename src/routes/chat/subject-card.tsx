import type { ChatSubject } from '../../contract/service/chat';
import { formatFen } from '../../domain/format';
import { orderStatusLabel } from '../../domain/order-status';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';

/** What the conversation is about, on top of the chat: the order, the goods or the shop. */
export function SubjectCard({ subject }: { subject: ChatSubject }) {
  if (subject.type === 'none') return null;
  return (
    <div className="chat-subject" data-testid="chat-subject">
      {subject.img && <img src={subject.img} alt="" />}
      <div className="chat-subject__text">
        <span className="chat-subject__kind">{T.subject[subject.type]}</span>
        <b>{subject.title}</b>
        <span>
          {subject.price > 0 && <em>¥{formatFen(subject.price)}</em>}
          {subject.status && <small>{T.orderStatus}：{orderStatusLabel(subject.status)}</small>}
        </span>
      </div>
    </div>
  );
}
