import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { complaintList } from '../../../../contract/service/info';
import { COMPLAINT_TYPE_LABELS } from '../../../../domain/info-pages';
import { formatDateTime } from '../../../../domain/relative-time';
import { EmptyState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { InfoState } from '../../../settings/info-state';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = SETTINGS_TEXTS.complaint;
type Status = '' | 'PENDING' | 'HANDLED';

/** Ours (issue 15): the users' complaints for the platform's administrators, newest first. */
function CompanyComplaintsScreen() {
  const { sync } = useAppContext();
  const [status, setStatus] = useState<Status>('PENDING');
  const list = useCachedCall(sync, complaintList, { status });
  return (
    <div className="info-page" data-testid="company-complaints">
      <NavBar onBack={() => goBack()}>{T.adminTitle}</NavBar>
      <Tabs activeKey={status} onChange={(k) => setStatus(k as Status)}>
        <Tabs.Tab key="PENDING" title={T.status.PENDING} />
        <Tabs.Tab key="HANDLED" title={T.status.HANDLED} />
        <Tabs.Tab key="" title={T.all} />
      </Tabs>
      <InfoState hasData={list.data !== null} loading={list.loading} failure={list.failure} savedAt={list.savedAt} onRetry={() => void list.reload()} />
      {list.data?.list.length === 0 && <EmptyState title={T.empty} />}
      <List>
        {list.data?.list.map((c) => (
          <List.Item key={c.id} description={c.content} extra={<Tag fill="outline">{T.status[c.status]}</Tag>}>
            {COMPLAINT_TYPE_LABELS[c.type]} · {c.usersName} {c.usersPhone} · {formatDateTime(c.createdAt)}
            {c.orderId && <div className="info-card__meta">{c.orderId}</div>}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyComplaints}` as const)({ component: CompanyComplaintsScreen });
