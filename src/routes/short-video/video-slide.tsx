import { Link } from '@tanstack/react-router';
import { Avatar } from 'antd-mobile';
import { HeartFill, HeartOutline, MessageOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { FollowUserButton } from '../../ui/social/follow-user-button';
import { SHORT_VIDEO_TEXTS as T } from '../../ui/short-video-texts';
import { PriceText } from '../../ui/components/price-text';
import { useOpenGoods } from '../goods-links';
import { PATHS } from '../paths';
import type { VideoView } from './use-video-feed';

interface SlideProps {
  video: VideoView;
  /** The slide on screen plays; the next one preloads; the others show only their poster. */
  mode: 'play' | 'preload' | 'poster';
  onLike(): void;
  onComments(): void;
}

/** One video of the vertical feed: the player, the author with 关注, 点赞 and 评论, and the goods it shows with a buy link. */
export function VideoSlide({ video, mode, onLike, onComments }: SlideProps) {
  const player = useRef<HTMLVideoElement>(null);
  const openGoods = useOpenGoods();
  useEffect(() => {
    const el = player.current;
    if (!el) return;
    if (mode === 'play') void el.play().catch(() => undefined);
    else el.pause();
  }, [mode]);
  return (
    <div className="sv-slide" data-video-id={video.id}>
      {mode === 'poster'
        ? <img className="sv-slide__media" src={video.poster} alt="" />
        : <video ref={player} className="sv-slide__media" src={video.videoUrl} poster={video.poster} muted loop playsInline
            preload={mode === 'play' ? 'auto' : 'metadata'} autoPlay={mode === 'play'} />}
      <div className="sv-slide__side">
        <Link to={PATHS.userHome} search={{ userId: video.userId }} className="sv-slide__author" aria-label={video.authorName}>
          <Avatar src={video.authorLogo} style={{ '--size': '44px', '--border-radius': '50%' }} />
        </Link>
        <FollowUserButton userId={video.userId} />
        <button type="button" className={`sv-slide__action${video.liked ? ' is-liked' : ''}`} aria-pressed={video.liked} aria-label={T.like} onClick={onLike}>
          {video.liked ? <HeartFill /> : <HeartOutline />}
          <span>{video.likes}{video.likePending && <em className="sv-pending">{T.pending}</em>}</span>
        </button>
        <button type="button" className="sv-slide__action" aria-label={T.comment} onClick={onComments}>
          <MessageOutline />
          <span>{video.comments}</span>
        </button>
      </div>
      <div className="sv-slide__info">
        <Link className="sv-slide__name" to={PATHS.userHome} search={{ userId: video.userId }}>@{video.authorName}</Link>
        <div className="sv-slide__title">{video.title}</div>
        {video.goods.map((g) => (
          <button type="button" key={g.goodsId} className="sv-goods" onClick={() => openGoods(g.goodsId)}>
            <img src={g.img} alt="" />
            <span className="sv-goods__name">{g.name}</span>
            <PriceText fen={g.price} />
            <span className="sv-goods__buy">{T.buy}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
