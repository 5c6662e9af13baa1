import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { companyUserDelete } from '../../../../contract/company/users';
import { formatFen } from '../../../../domain/format';
import { formatDateTime } from '../../../../domain/relative-time';
import { COMPANY_TEXTS } from '../../../../ui/company-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { DataAge, oldestSavedAt } from '../../../../ui/wallet/data-age';
import { AdminHistory } from '../../../company/admin-history';
import { ReasonDialog } from '../../../company/reason-dialog';
import { UserStateTag } from '../../../company/state-tag';
import { useCompanyAction } from '../../../company/use-company-action';
import { useCompanyUser } from '../../../company/use-company-user';
import { PATHS } from '../../../paths';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import '../../../company/company.css';
import { goBack } from '../../../go-back';

const T = COMPANY_TEXTS.userInfo;

/** One user: who they are, what they bought, what administrators did to them, and the actions (edit, ban, delete). */
function UserInfoScreen() {
  const navigate = useNavigate();
  const { userId } = Route.useSearch();
  const { info, log, reload } = useCompanyUser(userId);
  const remove = useCompanyAction(companyUserDelete, 'cud');
  const [deleting, setDeleting] = useState(false);
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  const user = info.data;
  if (!user) return <div className="page">{back}{info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? T.notFound} />}</div>;
  const actable = !user.isAdmin && user.state !== 'deleted';
  const search = { userId };
  return (
    <div className="page company-page">
      {back}
      <DataAge savedAt={oldestSavedAt(info.savedAt, log.savedAt)} failed={info.failure !== null} />
      <OfflineBanner online={remove.online} actions={actable} />
      <PullRefresh onRefresh={reload}>
        <section className="company-card company-person">
          <div className="company-person__head">
            <strong data-testid="user-name">{user.name}</strong>
            <UserStateTag state={user.state} />
          </div>
          {user.banReason && <p className="company-person__reason" data-testid="ban-reason">{T.banReason}：{user.banReason}</p>}
        </section>
        <List className="company-facts">
          <List.Item extra={user.usersNo}>{T.usersNo}</List.Item>
          <List.Item extra={user.phone}>{T.phone}</List.Item>
          <List.Item extra={COMPANY_TEXTS.gender[user.gender] ?? ''}>{T.gender}</List.Item>
          <List.Item extra={formatDateTime(user.createdAt)}>{T.createdAt}</List.Item>
          {user.shopName && <List.Item extra={user.shopName}>{T.shop}</List.Item>}
          <List.Item extra={user.orderCount}>{T.orders}</List.Item>
          <List.Item extra={formatFen(user.paidTotal)}>{T.paid}</List.Item>
          {user.deletedAt !== null && <List.Item extra={formatDateTime(user.deletedAt)}>{T.deletedAt}</List.Item>}
        </List>
        {user.isAdmin && <p className="company-note">{T.adminLocked}</p>}
        {actable && (
          <div className="company-actions">
            <Button disabled={!remove.online} onClick={() => void navigate({ to: PATHS.companyUsersEdit, search })}>{T.edit}</Button>
            <Button color={user.state === 'banned' ? 'success' : 'warning'} disabled={!remove.online}
              onClick={() => void navigate({ to: PATHS.companyBanUser, search })}>{user.state === 'banned' ? T.unban : T.ban}</Button>
            <Button color="danger" fill="outline" disabled={!remove.online} onClick={() => setDeleting(true)}>{T.delete}</Button>
          </div>
        )}
        <AdminHistory rows={log.data?.list ?? []} />
      </PullRefresh>
      <ReasonDialog open={deleting} title={T.deleteTitle} hint={T.deleteHint} placeholder={T.deletePlaceholder}
        confirmText={T.deleteConfirm} disabled={!remove.online || remove.busy} onClose={() => setDeleting(false)}
        onConfirm={async (reason) => {
          if (await remove.run({ userId, reason }, T.deleted)) {
            setDeleting(false);
            await reload();
          }
        }} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyUserInfo}` as const)({ component: UserInfoScreen });
