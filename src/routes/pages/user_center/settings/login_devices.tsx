import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, List, NavBar, Tag } from 'antd-mobile';
import { endSession, sessionList, type Session } from '../../../../contract/account/account';
import { formatDateTime } from '../../../../domain/relative-time';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog, showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = ACCOUNT_TEXTS.devices;

/** Where else the account is signed in (ours, under settings: docs/decisions/006); ending one needs the network. */
function LoginDevicesScreen() {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const list = useCachedCall(sync, sessionList, {});
  const [busy, setBusy] = useState('');

  async function end(session: Session) {
    if (!(await confirmDialog(T.endConfirm))) return;
    setBusy(session.sessionId);
    try {
      await api.call(endSession, { sessionId: session.sessionId }, { idempotencyKey: `end-${session.sessionId}-${Date.now()}` });
      await list.reload();
      toast(T.ended);
    } catch (error) { showError(error); } finally { setBusy(''); }
  }

  const sessions = list.data?.sessions ?? [];
  return (
    <div className="page login-devices">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <p className="page-hint">{T.caption}</p>
      {list.loading && <LoadingState />}
      {!list.loading && !list.data && list.failure && <EmptyState title={list.failure.msg} />}
      {list.data && sessions.length <= 1 && <EmptyState title={T.empty} />}
      <List>
        {sessions.map((s) => (
          <List.Item
            key={s.sessionId}
            data-testid="login-device"
            description={<>{T.lastSeen(formatDateTime(s.lastSeenAt))}<br />{T.since(formatDateTime(s.createdAt))}</>}
            extra={s.current ? <Tag color="primary">{T.current}</Tag> : (
              <Button size="mini" disabled={!online} loading={busy === s.sessionId} onClick={() => void end(s)}>{T.end}</Button>
            )}
          >
            {s.device}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.loginDevices}` as const)({ component: LoginDevicesScreen });
