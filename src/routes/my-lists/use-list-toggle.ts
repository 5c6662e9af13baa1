import type { ListEntryPreview } from '../../db/records/list-entry';
import { toast } from '../../ui/feedback';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { useLoginFirst } from '../../ui/hooks/use-login-first';
import { useAppContext } from '../use-app-context';

type Toggle =
  | { type: 'collect'; targetId: string; on: 'marks.collect'; off: 'marks.uncollect'; arg: 'goodsId' }
  | { type: 'focus'; targetId: string; on: 'marks.follow'; off: 'marks.unfollow'; arg: 'shopsId' };

export const collectToggle = (goodsId: string): Toggle =>
  ({ type: 'collect', targetId: goodsId, on: 'marks.collect', off: 'marks.uncollect', arg: 'goodsId' });
export const focusToggle = (shopsId: string): Toggle =>
  ({ type: 'focus', targetId: shopsId, on: 'marks.follow', off: 'marks.unfollow', arg: 'shopsId' });

/**
 * Collect/uncollect or follow/unfollow: a protected action (spec §4) queued
 * through the outbox, so it works offline and shows at once.
 */
export function useListToggle(toggle: Toggle, texts: { onToast: string; offToast: string }) {
  const context = useAppContext();
  const { sync, session: store } = context;
  const loginFirst = useLoginFirst();
  const userId = useSession(store).userId ?? '';
  const state = useLiveQuery(sync, 'listState', { userId, type: toggle.type, targetId: toggle.targetId });
  const marked = state.data?.marked ?? false;

  async function flip(preview: ListEntryPreview | null) {
    if (!(await loginFirst())) return;
    const args = { [toggle.arg]: toggle.targetId } as never;
    const result = marked
      ? await sync.mutate(toggle.off, args)
      : await sync.mutate(toggle.on, args, (preview ?? {}) as Record<string, unknown>);
    toast(result.ok ? (marked ? texts.offToast : texts.onToast) : result.msg);
  }

  return { marked, pending: state.data?.pending ?? false, loading: state.loading && Boolean(userId), flip };
}
