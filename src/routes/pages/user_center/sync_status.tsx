import { createLazyRoute } from '@tanstack/react-router';
import { Button, List, NavBar, Tag } from 'antd-mobile';
import { formatDate } from '../../../domain/relative-time';
import { EmptyState } from '../../../ui/components/page-state';
import { toast } from '../../../ui/feedback';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useOnline } from '../../../ui/hooks/use-online';
import { useSession } from '../../../ui/hooks/use-session';
import { useSyncStatus } from '../../../ui/hooks/use-sync-status';
import { MUTATION_NAMES } from '../../../ui/sync-names';
import { TEXTS } from '../../../ui/texts';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import { goBack } from '../../go-back';

const T = TEXTS.syncPage;
const nameOf = (name: string) => MUTATION_NAMES[name] ?? name;

/** Ours: every queued change of this user, waiting or refused (with the host's message), each with retry or dismiss. */
function SyncStatusScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const status = useSyncStatus(sync);
  const online = useOnline() && status.online;
  const entries = useLiveQuery(sync, 'outbox', { userId }).data ?? [];
  const pending = entries.filter((e) => e.status === 'pending');
  const rejected = entries.filter((e) => e.status === 'rejected');

  async function retry(id: string) {
    const result = await sync.retryRejected(id);
    toast(result.ok ? T.retried : result.msg);
  }

  return (
    <div className="page sync-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <p className={online ? 'sync-page__state' : 'sync-page__state sync-page__state--offline'} data-testid="sync-state">
        {online ? T.online : T.offline}{status.lastError && online ? ` · ${status.lastError}` : ''}
      </p>
      {entries.length === 0 && <EmptyState title={T.none} />}
      {pending.length > 0 && (
        <List header={T.pendingTitle}>
          {pending.map((e) => (
            <List.Item key={e.id} data-testid="sync-pending" description={formatDate(e.createdAt)}
              extra={e.attempts > 0 ? T.waiting(e.attempts) : <Tag color="warning" fill="outline">{T.pendingTitle}</Tag>}>
              {nameOf(e.name)}
            </List.Item>
          ))}
        </List>
      )}
      {rejected.length > 0 && (
        <List header={T.rejectedTitle}>
          {rejected.map((e) => (
            <List.Item key={e.id} data-testid="sync-rejected" description={<span className="sync-page__msg">{e.errorMsg}</span>}>
              <div className="sync-page__row">
                <span>{nameOf(e.name)}</span>
                <span className="sync-page__actions">
                  <Button size="mini" color="primary" fill="outline" onClick={() => void retry(e.id)}>{T.retry}</Button>
                  <Button size="mini" onClick={() => void sync.dismissRejected(e.id)}>{T.dismiss}</Button>
                </span>
              </div>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.syncStatus}` as const)({ component: SyncStatusScreen });
