import { Tag } from 'antd-mobile';
import type { CulturePost } from '../../contract/service/info';
import { formatDateTime } from '../../domain/relative-time';
import { toast } from '../../ui/feedback';
import { SETTINGS_TEXTS } from '../../ui/settings-texts';
import { useAppContext } from '../use-app-context';
import { usePendingEntries } from './use-pending';

const T = SETTINGS_TEXTS.culture;

/** A post with its likes; a like queued offline shows at once (the host counts one per user). */
export function useCultureView(post: CulturePost): CulturePost & { pending: boolean } {
  const likes = usePendingEntries('culture.like').filter((e) => e.status === 'pending' && e.args.id === post.id);
  if (likes.length === 0 || post.liked) return { ...post, pending: likes.length > 0 };
  return { ...post, liked: true, likes: post.likes + 1, pending: true };
}

export function LikeButton({ post }: { post: CulturePost }) {
  const { sync } = useAppContext();
  const view = useCultureView(post);
  async function like() {
    if (view.liked) return;
    const result = await sync.mutate('culture.like', { id: post.id });
    if (!result.ok) toast(result.msg);
  }
  return (
    <button type="button" className={`culture-like${view.liked ? ' culture-like--on' : ''}`} aria-pressed={view.liked}
      aria-label={view.liked ? T.liked : T.like} data-testid={`like-${post.id}`} onClick={(e) => { e.stopPropagation(); void like(); }}>
      {view.liked ? '♥' : '♡'} {T.likes(view.likes)}
      {view.pending && <Tag color="warning" fill="outline" style={{ marginLeft: 4 }}>{SETTINGS_TEXTS.common.pending}</Tag>}
    </button>
  );
}

export function CultureCard({ post, full = false, onOpen }: { post: CulturePost; full?: boolean; onOpen?: () => void }) {
  const images = full ? post.images : post.images.slice(0, 3);
  return (
    <article className="culture-card" data-testid="culture-card" onClick={onOpen}>
      <div className="culture-card__head">
        {post.usersLogo && <img src={post.usersLogo} alt="" />}
        <span>{post.usersName}</span>
      </div>
      <h3>{post.title}</h3>
      <div className="culture-card__content">{full || post.content.length <= 80 ? post.content : `${post.content.slice(0, 80)}…`}</div>
      {images.length > 0 && <div className="culture-card__images">{images.map((src) => <img key={src} src={src} alt="" loading="lazy" />)}</div>}
      <div className="culture-card__foot">
        <span>{formatDateTime(post.createdAt)}</span>
        <LikeButton post={post} />
      </div>
    </article>
  );
}
