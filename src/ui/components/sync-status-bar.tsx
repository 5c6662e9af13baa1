import { lazy, Suspense } from 'react';
import type { SyncStatus } from '../../sync/status';
import { TEXTS } from '../texts';

/**
 * antd-mobile's NoticeBar (with its icon) and Button are not needed to paint the home (decision 008): they are a chunk
 * fetched at start. Until it is in, the summary shows as plain text, and refusals a moment later.
 */
const notices = import('./sync-notices').catch(() => null);
const SummaryNotice = lazy(async () => ({ default: (await notices)?.SummaryNotice ?? PlainSummary }));
const RefusalNotices = lazy(async () => ({ default: (await notices)?.RefusalNotices ?? NoRefusals }));

function NoRefusals(_: { rejected: SyncStatus['rejected']; onDismiss(id: string): void }) {
  return null;
}

function PlainSummary({ content }: { content: string }) {
  return <div className="sync-status__plain" role="status">{content}</div>;
}

/** Where sync stands, always visible when it matters: offline, pending, refused changes. */
export function SyncStatusBar({ status, online, onDismiss }: { status: SyncStatus; online: boolean; onDismiss(id: string): void }) {
  const offline = !online || !status.online;
  const queued = status.pending + status.waitingForLogin;
  const loginLost = status.authRequired || status.waitingForLogin > 0;
  const summary = [
    offline ? TEXTS.sync.offline : '',
    queued > 0 ? TEXTS.sync.pending(queued) : '',
    loginLost ? TEXTS.sync.loginAgain : '',
    !offline && !loginLost && status.lastError ? status.lastError : '',
  ].filter(Boolean).join(' · ');
  return (
    <div className="sync-status" data-testid="sync-status">
      {summary && (
        <Suspense fallback={<PlainSummary content={summary} />}>
          <SummaryNotice content={summary} offline={offline} />
        </Suspense>
      )}
      {status.rejected.length > 0 && <Suspense fallback={null}><RefusalNotices rejected={status.rejected} onDismiss={onDismiss} /></Suspense>}
    </div>
  );
}
