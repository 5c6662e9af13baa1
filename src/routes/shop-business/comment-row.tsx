import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import type { OwnComment } from '../../contract/shop/business';
import type { OutboxEntry } from '../../db/collections/outbox';
import { REPLY_MAX } from '../../domain/shop-business';
import { toast } from '../../ui/feedback';
import { useOnline } from '../../ui/hooks/use-online';
import { CommentItem, CommentReply } from '../../ui/my-lists/comment-item';
import { SHOP_BUSINESS_TEXTS } from '../../ui/shop-business-texts';
import { useAppContext } from '../use-app-context';

const T = SHOP_BUSINESS_TEXTS.comments;

/**
 * A comment of the shop with the owner's reply: a reply is an outbox mutation, shown pending until the host takes it;
 * refused, it is rolled back (the comment waits for a reply again) and the host's message is shown.
 */
export function CommentRow({ comment, entry }: { comment: OwnComment; entry: OutboxEntry | undefined }) {
  const { sync } = useAppContext();
  const online = useOnline();
  const [draft, setDraft] = useState<string | null>(null);
  const pending = entry?.status === 'pending' ? String(entry.args.reply ?? '') : null;
  const canReply = comment.reply === '' && pending === null;

  async function send() {
    const result = await sync.mutate('shopComment.reply', { commentId: comment.id, reply: draft ?? '' }, { goodsName: comment.goodsName });
    if (!result.ok) return toast(result.msg);
    setDraft(null);
    if (!online) toast(T.queued);
  }

  return (
    <div className="shop-comment" data-testid="shop-comment" data-comment-id={comment.id}>
      <CommentItem comment={comment} full />
      {pending !== null && <CommentReply reply={pending} pending />}
      {entry?.status === 'rejected' && (
        <div className="shop-comment__refused" role="alert">{T.refused}：{entry.errorMsg}
          <Button size="mini" fill="none" onClick={() => void sync.dismissRejected(entry.id)}>{T.dismiss}</Button>
        </div>
      )}
      {canReply && draft === null && (
        <div className="shop-comment__actions"><Button size="mini" color="primary" fill="outline" onClick={() => setDraft('')}>{T.reply}</Button></div>
      )}
      {canReply && draft !== null && (
        <div className="shop-comment__editor">
          <TextArea aria-label={T.reply} placeholder={T.placeholder} value={draft} onChange={setDraft} maxLength={REPLY_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          <div className="shop-comment__actions">
            <Button size="mini" onClick={() => setDraft(null)}>{T.cancel}</Button>
            <Button size="mini" color="primary" onClick={() => void send()}>{T.send}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
