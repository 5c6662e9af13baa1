import { Button, NoticeBar } from 'antd-mobile';
import { REFUSALS_SHOWN_IN_PLACE } from '../../domain/goods-draft';
import type { SyncStatus } from '../../sync/status';
import { TEXTS } from '../texts';

/** Where sync stands, always visible when it matters: offline, pending, refused changes. */
export function SyncStatusBar({ status, online, onDismiss }: { status: SyncStatus; online: boolean; onDismiss(id: string): void }) {
  const offline = !online || !status.online;
  const queued = status.pending + status.waitingForLogin;
  const loginLost = status.authRequired || status.waitingForLogin > 0;
  return (
    <div className="sync-status" data-testid="sync-status">
      {(offline || queued > 0 || loginLost || status.lastError) && (
        <NoticeBar
          color={offline ? 'default' : 'info'}
          content={[
            offline ? TEXTS.sync.offline : '',
            queued > 0 ? TEXTS.sync.pending(queued) : '',
            loginLost ? TEXTS.sync.loginAgain : '',
            !offline && !loginLost && status.lastError ? status.lastError : '',
          ].filter(Boolean).join(' · ')}
        />
      )}
      {status.rejected.filter((r) => !REFUSALS_SHOWN_IN_PLACE.includes(r.name)).map((rejected) => (
        <NoticeBar
          key={rejected.id}
          color="alert"
          content={`${TEXTS.sync.rejected}：${rejected.msg}`}
          extra={<Button size="mini" fill="none" onClick={() => onDismiss(rejected.id)}>{TEXTS.sync.dismiss}</Button>}
        />
      ))}
    </div>
  );
}
