import { Link, useNavigate } from '@tanstack/react-router';
import type { Dynamic } from '../../contract/social/dynamic';
import { formatRelativeTime } from '../../domain/relative-time';
import { toast } from '../../ui/feedback';
import { useLoginFirst } from '../../ui/hooks/use-login-first';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

/** One post: author, community, text, up to nine pictures, and its 火 / 冰 / 评论 bar (votes queue through the outbox). */
export function DynamicCard({ dynamic, open = true, header }: { dynamic: Dynamic & { votePending: boolean }; open?: boolean; header?: React.ReactNode }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const openDetail = () => { if (open) void navigate({ to: PATHS.dynamicDetail, search: { dynamicId: dynamic.dynamicId } }); };

  async function vote(kind: 'fire' | 'ice') {
    if (!(await loginFirst())) return;
    if (dynamic.myVote === kind) return;
    const result = await sync.mutate(kind === 'fire' ? 'dynamic.fire' : 'dynamic.ice', { dynamicId: dynamic.dynamicId });
    if (!result.ok) toast(result.msg);
  }

  return (
    <article className="dy-card" data-testid="dynamic-card" data-id={dynamic.dynamicId}>
      <header className="dy-card__head">
        <Link className="dy-author" to={PATHS.userHome} search={{ userId: dynamic.userId }} data-testid="dynamic-author">
          <img className="dy-card__avatar" src={dynamic.userLogo || '/icons/icon-192.png'} alt="" />
          <span className="dy-card__who">
            <span className="dy-card__name">{dynamic.userName}</span>
            <span className="dy-card__meta">{formatRelativeTime(dynamic.createdAt, Date.now())} · {dynamic.communityName}</span>
          </span>
        </Link>
        {header}
      </header>
      <button type="button" className="dy-card__body" onClick={openDetail}>
        {dynamic.text && <p className="dy-card__text">{dynamic.text}</p>}
        {dynamic.imgs.length > 0 && (
          <span className={`dy-pics dy-pics--${Math.min(dynamic.imgs.length, 3)}`}>
            {dynamic.imgs.map((src) => <span className="dy-pic" key={src}><img src={src} alt="" loading="lazy" /></span>)}
          </span>
        )}
      </button>
      <footer className="dy-card__bar">
        <button type="button" className={`dy-vote${dynamic.myVote === 'fire' ? ' dy-vote--on' : ''}`} aria-pressed={dynamic.myVote === 'fire'}
          onClick={() => void vote('fire')}>{T.fire} {dynamic.fire}</button>
        <button type="button" className={`dy-vote${dynamic.myVote === 'ice' ? ' dy-vote--on' : ''}`} aria-pressed={dynamic.myVote === 'ice'}
          onClick={() => void vote('ice')}>{T.ice} {dynamic.ice}</button>
        <button type="button" className="dy-vote" onClick={openDetail}>{T.msgsTitle} {dynamic.msgs}</button>
        {dynamic.votePending && <span className="dy-pending">{T.pending}</span>}
      </footer>
    </article>
  );
}
