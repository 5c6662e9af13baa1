import { Link } from '@tanstack/react-router';
import { Button, Input, Popup } from 'antd-mobile';
import { LikeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { getAllCommonPage, SHORT_VIDEO_COMMENT_MAX, type ShortVideoComment } from '../../contract/social/short-video';
import type { OutboxEntry } from '../../db/collections/outbox';
import { SHORT_VIDEO_TEXTS as T } from '../../ui/short-video-texts';
import { toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { useLoginFirst } from '../../ui/hooks/use-login-first';
import type { SyncHandle } from '../../workers/sync-handle';
import { PATHS } from '../paths';

interface CommentRow { id: string; userId: string; name: string; content: string; likes: number; liked: boolean; state: 'ok' | 'pending' | 'refused' }

/** Confirmed comments with the user's queued ones on top (待同步, or 未成功 with the host's message), and queued comment likes applied. */
function rowsOf(confirmed: ShortVideoComment[], entries: OutboxEntry[], videoId: string, myName: string): CommentRow[] {
  const sent = new Set(confirmed.map((c) => c.clientId));
  const queued = entries.filter((e) => e.name === 'shortVideo.comment' && e.args.videoId === videoId && !sent.has(String(e.args.clientId)))
    .map((e): CommentRow => ({
      id: e.id, userId: e.userId, name: myName, content: String(e.args.content), likes: 0, liked: false, state: e.status === 'pending' ? 'pending' : 'refused',
    })).reverse();
  const likeOf = (c: ShortVideoComment) => entries.filter((e) => e.name === 'shortVideo.commentLike' && e.args.commentId === c.id && e.status === 'pending').pop();
  return [...queued, ...confirmed.map((c): CommentRow => {
    const like = likeOf(c);
    const liked = like ? like.args.like === true : c.liked;
    return { id: c.id, userId: c.userId, name: c.userName, content: c.content, liked, likes: c.likes + (liked === c.liked ? 0 : liked ? 1 : -1), state: like ? 'pending' : 'ok' };
  })];
}

export function CommentsPopup({ sync, videoId, entries, myName, onClose }: {
  sync: SyncHandle; videoId: string; entries: OutboxEntry[]; myName: string; onClose(): void;
}) {
  const page = useCachedCall(sync, getAllCommonPage, { videoId });
  const [text, setText] = useState('');
  const rows = rowsOf(page.data?.list ?? [], entries, videoId, myName);
  const confirmed = new Set((page.data?.list ?? []).map((c) => c.id));
  const loginFirst = useLoginFirst();
  async function likeComment(row: CommentRow) {
    if (await loginFirst()) void sync.mutate('shortVideo.commentLike', { commentId: row.id, like: !row.liked });
  }
  async function send() {
    if (!(await loginFirst())) return;
    const content = text.trim();
    if (!content) return toast('请输入评论内容');
    const result = await sync.mutate('shortVideo.comment', { videoId, clientId: newClientId('svc'), content }, { name: content.slice(0, 20) });
    if (!result.ok) return toast(result.msg);
    setText('');
  }
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="sv-comments">
      <div className="sv-comments__head">{T.comments(rows.length)}</div>
      <div className="sv-comments__list">
        {rows.length === 0 && <div className="sv-comments__empty">{T.commentEmpty}</div>}
        {rows.map((row) => (
          <div key={row.id} className="sv-comment" data-state={row.state}>
            <div className="sv-comment__body">
              <Link className="sv-comment__name" to={PATHS.userHome} search={{ userId: row.userId }}>{row.name}</Link>
              <div className="sv-comment__text">{row.content}</div>
              {row.state === 'pending' && <span className="sv-pending">{T.pending}</span>}
              {row.state === 'refused' && <span className="sv-refused">{T.refused}</span>}
            </div>
            <button type="button" className={`sv-comment__like${row.liked ? ' is-liked' : ''}`} aria-pressed={row.liked} aria-label={T.like}
              disabled={!confirmed.has(row.id)}
              onClick={() => void likeComment(row)}>
              <LikeOutline /> {row.likes}
            </button>
          </div>
        ))}
      </div>
      <div className="sv-comments__input">
        <Input value={text} onChange={setText} placeholder={T.commentPlaceholder} maxLength={SHORT_VIDEO_COMMENT_MAX} onEnterPress={() => void send()} />
        <Button color="primary" size="small" onClick={() => void send()}>{T.send}</Button>
      </div>
    </Popup>
  );
}
