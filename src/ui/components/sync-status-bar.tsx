import { Button, NoticeBar } from 'antd-mobile';
import type { SyncStatus } from '../../sync/status';
import { TEXTS } from '../texts';

/** Where sync stands, always visible when it matters: offline, pending, refused changes. */
export function SyncStatusBar({ status, online, onDismiss }: { status: SyncStatus; online: boolean; onDismiss(id: string): void }) {
  const offline = !online || !status.online;
  return (
    <div className="sync-status" data-testid="sync-status">
      {(offline || status.pending > 0 || status.authRequired || status.lastError) && (
        <NoticeBar
          color={offline ? 'default' : 'info'}
          content={[
            offline ? TEXTS.sync.offline : '',
            status.pending > 0 ? TEXTS.sync.pending(status.pending) : '',
            status.authRequired ? TEXTS.sync.loginAgain : '',
            !offline && status.lastError ? status.lastError : '',
          ].filter(Boolean).join(' · ')}
        />
      )}
      {status.rejected.map((rejected) => (
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
