import { Button, NoticeBar } from 'antd-mobile';
import { REFUSALS_SHOWN_IN_PLACE } from '../../domain/goods-draft';
import type { SyncStatus } from '../../sync/status';
import { TEXTS } from '../texts';

/** The sync bar's antd-mobile parts (sync-status-bar.tsx loads them in a chunk of their own). */
export function SummaryNotice({ content, offline }: { content: string; offline: boolean }) {
  return <NoticeBar color={offline ? 'default' : 'info'} content={content} />;
}

/** Refused changes, each with 知道了; a screen that shows a refusal where it happened is left to say it there. */
export function RefusalNotices({ rejected, onDismiss }: { rejected: SyncStatus['rejected']; onDismiss(id: string): void }) {
  return rejected.filter((r) => !REFUSALS_SHOWN_IN_PLACE.includes(r.name)).map((refusal) => (
    <NoticeBar
      key={refusal.id}
      color="alert"
      content={`${TEXTS.sync.rejected}：${refusal.msg}`}
      extra={<Button size="mini" fill="none" onClick={() => onDismiss(refusal.id)}>{TEXTS.sync.dismiss}</Button>}
    />
  ));
}
