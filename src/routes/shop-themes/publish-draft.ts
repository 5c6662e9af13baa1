import { toast } from '../../ui/feedback';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';
import type { SyncHandle } from '../../workers/sync-handle';

const T = SHOP_THEME_TEXTS.common;

/**
 * The last keystrokes reach the draft, then its publish is queued through the outbox under the draft's id (created once).
 * Online it is sent at once; offline it waits as 待发布. A refusal comes back on the draft (发布失败 or a conflict).
 */
export async function publishDraft(sync: SyncHandle, draftId: string, flush: () => Promise<void>): Promise<boolean> {
  await flush();
  const result = await sync.changeDraft({ op: 'publish', draftId });
  if (!result.ok) { toast(result.msg); return false; }
  toast(navigator.onLine ? T.publishing : T.queuedHint);
  return true;
}
