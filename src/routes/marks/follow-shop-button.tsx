import { Button } from 'antd-mobile';
import type { MarkPreview } from '../../db/records/mark';
import { TEXTS } from '../../ui/texts';
import { focusToggle, useMarkToggle } from './use-mark-toggle';

/** 关注 / 已关注 for a shop; preview is what the followed-shops list shows before the host confirms. */
export function FollowShopButton({ shopsId, preview, size = 'small' }: { shopsId: string; preview: MarkPreview | null; size?: 'mini' | 'small' }) {
  const { marked, pending, flip } = useMarkToggle(focusToggle(shopsId), {
    onToast: TEXTS.marks.shop.followedToast, offToast: TEXTS.marks.shop.unfollowedToast,
  });
  return (
    <Button
      className="follow-button"
      size={size}
      shape="rounded"
      color={marked ? 'default' : 'primary'}
      fill={marked ? 'outline' : 'solid'}
      aria-pressed={marked}
      onClick={() => void flip(preview)}
    >
      {marked ? TEXTS.marks.shop.followed : `+ ${TEXTS.marks.shop.follow}`}
      {pending && <span className="follow-button__pending">（{TEXTS.marks.pending}）</span>}
    </Button>
  );
}
