import { Button, Popup, Rate, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { CHAT_COMMENT_MAX } from '../../contract/service/chat';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';
import { toast } from '../../ui/feedback';

/** usercommentservice: 1–5 stars and an optional text, once per conversation. */
export function RatingPopup({ visible, onClose, onSubmit }: { visible: boolean; onClose(): void; onSubmit(rating: number, comment: string): Promise<boolean> }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (rating < 1) { toast(T.ratePick); return; }
    setBusy(true);
    const ok = await onSubmit(rating, comment.trim());
    setBusy(false);
    if (ok) onClose();
  }
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="chat-rating">
      <h3>{T.rateTitle}</h3>
      <Rate value={rating} onChange={setRating} className="chat-rating__stars" />
      <TextArea placeholder={T.rateComment} value={comment} onChange={setComment} maxLength={CHAT_COMMENT_MAX} showCount rows={3} />
      <Button block color="primary" loading={busy} onClick={() => void submit()} data-testid="rate-submit">{T.rateSubmit}</Button>
    </Popup>
  );
}
