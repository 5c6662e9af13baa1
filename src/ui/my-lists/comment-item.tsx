import { Image, Rate } from 'antd-mobile';
import type { ShopComment } from '../../contract/entities/my-lists';
import { formatDate } from '../../domain/relative-time';
import { TEXTS } from '../texts';

/** A buyer's evaluation: masked name, stars, text, pictures and the goods it is about. */
export function CommentItem({ comment, onOpen, full = false }: { comment: ShopComment; onOpen?(): void; full?: boolean }) {
  const body = (
    <>
      <div className="comment-item__head">
        <img className="comment-item__avatar" src={comment.usersLogo} alt="" />
        <span className="comment-item__name">{comment.usersName}</span>
        <span className="comment-item__date">{formatDate(comment.createdAt)}</span>
      </div>
      <Rate readOnly value={comment.rating} style={{ '--star-size': '14px' }} />
      <p className={`comment-item__text${full ? '' : ' comment-item__text--clamp'}`}>{comment.content}</p>
      {comment.images.length > 0 && (
        <div className="comment-item__images">
          {comment.images.map((src) => <Image key={src} src={src} width={full ? 104 : 72} height={full ? 104 : 72} fit="cover" lazy />)}
        </div>
      )}
      <div className="comment-item__goods">{comment.goodsName}</div>
      {comment.reply ? <CommentReply reply={comment.reply} /> : null}
    </>
  );
  if (!onOpen) return <article className="comment-item">{body}</article>;
  return <button type="button" className="comment-item comment-item--link" onClick={onOpen}>{body}</button>;
}

/** 4.6 from 46 (the host sends the average ×10). */
export function formatRating(ratingX10: number): string {
  return (ratingX10 / 10).toFixed(1);
}

/** The shop owner's reply, under the buyer's comment wherever comments are shown (issue 13). */
export function CommentReply({ reply, pending = false }: { reply: string; pending?: boolean }) {
  return (
    <div className="comment-item__reply" data-testid="comment-reply">
      <b>{TEXTS.myLists.comments.reply}：</b>{reply}{pending ? <span className="comment-item__reply-pending">{TEXTS.myLists.pending}</span> : null}
    </div>
  );
}
