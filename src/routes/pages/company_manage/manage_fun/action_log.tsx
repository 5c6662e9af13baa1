import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, SearchBar, Tabs } from 'antd-mobile';
import { companyAdminActions, type AdminAction } from '../../../../contract/company/log';
import { ADMIN_TARGET_KINDS, type AdminTargetKind } from '../../../../domain/admin-actions';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { formatDateTime } from '../../../../domain/relative-time';
import { COMPANY_FINANCE_TEXTS } from '../../../../ui/company-finance-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { changesOf } from '../../../company-finance/action-log';
import { goBack } from '../../../go-back';
import { PATHS } from '../../../paths';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = COMPANY_FINANCE_TEXTS.allLog;
const L = COMPANY_FINANCE_TEXTS.log;

function ActionRow({ action }: { action: AdminAction }) {
  const facts = [T.target(T.kinds[action.targetKind], action.targetId), L.by(action.adminName), action.reason && L.reason(action.reason), changesOf(action)];
  return (
    <List.Item data-testid="admin-action-row" extra={formatDateTime(action.createdAt)} description={facts.filter(Boolean).join(' · ')}>
      {T.actions[action.action] ?? action.action}
    </List.Item>
  );
}

/** Ours (issue 33.9): every administrator's actions, newest first, by kind of record and by one record's number. */
function ActionLogScreen() {
  const [kind, setKind] = useState<AdminTargetKind | ''>('');
  const [targetId, setTargetId] = useState('');
  const log = usePagedCall(companyAdminActions, { targetKind: kind, targetId: kind ? targetId : '' }, (a) => a.id);
  return (
    <div className="page company-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <Tabs activeKey={kind} onChange={(key) => setKind(key as AdminTargetKind | '')}>
        <Tabs.Tab key="" title={T.all} />
        {ADMIN_TARGET_KINDS.map((k) => <Tabs.Tab key={k} title={T.kinds[k]} />)}
      </Tabs>
      {kind && <SearchBar placeholder={T.searchId} onSearch={(v) => setTargetId(v.trim())} onClear={() => setTargetId('')} />}
      <DataAge savedAt={log.savedAt} failed={log.failure !== null} neverSaved={T.neverSaved} />
      <PullRefresh onRefresh={log.refresh}>
        {!log.hasData && log.loading && <LoadingState />}
        {log.hasData && log.list.length === 0 && <EmptyState title={T.empty} />}
        {!log.hasData && !log.loading && log.failure && <EmptyState title={log.failure.msg} />}
        {log.list.length > 0 && <List>{log.list.map((a) => <ActionRow key={a.id} action={a} />)}</List>}
        {log.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={log.hasMore} loadMore={log.loadMore} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyActionLog}` as const)({ component: ActionLogScreen });
