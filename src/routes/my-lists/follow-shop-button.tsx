import { Button } from 'antd-mobile';
import type { ListEntryPreview } from '../../db/records/list-entry';
import { TEXTS } from '../../ui/texts';
import { focusToggle, useListToggle } from './use-list-toggle';

/** 关注 / 已关注 for a shop; preview is what the followed-shops list shows before the host confirms. */
export function FollowShopButton({ shopsId, preview, size = 'small' }: { shopsId: string; preview: ListEntryPreview | null; size?: 'mini' | 'small' }) {
  const { marked, pending, flip } = useListToggle(focusToggle(shopsId), {
    onToast: TEXTS.myLists.shop.followedToast, offToast: TEXTS.myLists.shop.unfollowedToast,
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
      {marked ? TEXTS.myLists.shop.followed : `+ ${TEXTS.myLists.shop.follow}`}
      {pending && <span className="follow-button__pending">（{TEXTS.myLists.pending}）</span>}
    </Button>
  );
}
