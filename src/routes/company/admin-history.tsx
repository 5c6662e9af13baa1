import { List } from 'antd-mobile';
import { companyAdminActions, type AdminAction } from '../../contract/company/log';
import type { AdminTargetKind } from '../../domain/admin-actions';
import { formatDateTime } from '../../domain/relative-time';
import { COMPANY_TEXTS } from '../../ui/company-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useAppContext } from '../use-app-context';

const T = COMPANY_TEXTS.history;

function shown(field: string, value: unknown): string {
  if (field === 'gender' && typeof value === 'number') return COMPANY_TEXTS.gender[value] ?? String(value);
  if (field === 'state' && typeof value === 'string') return (COMPANY_TEXTS.userState as Record<string, string>)[value] ?? value;
  return value === '' || value === null || value === undefined ? '—' : String(value);
}

/** What changed, field by field, in the words of the screens (fields the screens do not name are left out). */
export function describeChanges(action: Pick<AdminAction, 'before' | 'after'>): string[] {
  const before = action.before ?? {};
  const after = action.after ?? {};
  return Object.keys(T.fields)
    .filter((field) => field in after && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => T.changed(T.fields[field]!, shown(field, before[field]), shown(field, after[field])));
}

/** A user's or shop's history of administrators' actions, newest first; it opens offline from its last state. */
export function useAdminHistory(targetKind: AdminTargetKind, targetId: string) {
  const { sync } = useAppContext();
  return useCachedCall(sync, companyAdminActions, { targetKind, targetId, pageNum: 1, pageSize: 20 });
}

export function AdminHistory({ rows }: { rows: AdminAction[] }) {
  return (
    <List header={T.title} className="company-history" data-testid="admin-history">
      {rows.length === 0 && <List.Item>{T.empty}</List.Item>}
      {rows.map((row) => (
        <List.Item key={row.id} data-testid="history-row"
          description={[row.reason && `${T.reason}：${row.reason}`, ...describeChanges(row)].filter(Boolean).join('；')}
          extra={<span className="company-history__time">{formatDateTime(row.createdAt)}</span>}>
          {T.actions[row.action] ?? row.action} · {row.adminName}
        </List.Item>
      ))}
    </List>
  );
}
