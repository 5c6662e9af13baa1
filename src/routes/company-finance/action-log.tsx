import { List } from 'antd-mobile';
import { companyAdminActions, type AdminAction } from '../../contract/company/log';
import type { AdminTargetKind } from '../../domain/admin-actions';
import { formatDateTime } from '../../domain/relative-time';
import { COMPANY_FINANCE_TEXTS } from '../../ui/company-finance-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useAppContext } from '../use-app-context';

const T = COMPANY_FINANCE_TEXTS.log;

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** `联系人：— → 李经理` for each field that changed, as the log's before and after hold them. */
export function changesOf(action: AdminAction, labels: Record<string, string> = {}): string {
  const before = action.before ?? {};
  const after = action.after ?? {};
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${labels[k] ?? k}：${shown(before[k])} → ${shown(after[k])}`).join('；');
}

/** A target's administrator actions, newest first (the last answer offline); `describe` words a before/after pair. */
export function ActionLog({ targetKind, targetId, describe = (a) => changesOf(a) }: { targetKind: AdminTargetKind; targetId: string; describe?: (a: AdminAction) => string }) {
  const { sync } = useAppContext();
  const log = useCachedCall(sync, companyAdminActions, { targetKind, targetId, pageNum: 1, pageSize: 20 });
  const list = log.data?.list ?? [];
  return (
    <List header={T.title} data-testid="action-log">
      {log.data && list.length === 0 && <List.Item>{T.empty}</List.Item>}
      {list.map((a) => (
        <List.Item key={a.id} data-testid="action-log-row" extra={formatDateTime(a.createdAt)}
          description={[T.by(a.adminName), a.reason && T.reason(a.reason), describe(a)].filter(Boolean).join(' · ')}>
          {COMPANY_FINANCE_TEXTS.actions[a.action] ?? a.action}
        </List.Item>
      ))}
    </List>
  );
}
